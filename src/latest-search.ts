/**
 * 'Latest wins' (visitor spec section 4: a superseded search never overwrites a newer one), one way for every
 * element that asks while the visitor types: vb-unit-finder's searches and suggestions, vb-autocomplete's URL source.
 */

/** One run of `LatestSearch.run`: its value when it is still the newest, else `superseded`. */
export type LatestOutcome<T> = { superseded: false; value: T } | { superseded: true };

/**
 * 'Latest wins' for the element (spec section 4: a superseded search never overwrites a newer one): each
 * `run` aborts the one before it, and a run that has been superseded resolves `{ superseded: true }` instead
 * of its value or its error, whatever order the answers arrive in.
 */
export class LatestSearch {
  private controller: AbortController | undefined;
  private generation = 0;

  /** Starts `task` with a fresh signal, aborting the previous run. */
  async run<T>(task: (signal: AbortSignal) => Promise<T>): Promise<LatestOutcome<T>> {
    this.controller?.abort(new DOMException('A newer search started', 'AbortError'));
    const controller = new AbortController();
    this.controller = controller;
    const generation = ++this.generation;
    try {
      const value = await task(controller.signal);
      return generation === this.generation ? { superseded: false, value } : { superseded: true };
    } catch (error) {
      if (generation !== this.generation) return { superseded: true };
      throw error;
    }
  }

  /** Aborts the current run (the element disconnects); it then resolves superseded. */
  abort(): void {
    this.generation++;
    this.controller?.abort(new DOMException('The search was abandoned', 'AbortError'));
    this.controller = undefined;
  }
}
