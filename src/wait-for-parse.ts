/**
 * Waiting for parse: an element defined while the page is still parsing may connect before its children
 * exist. Every element that connected then mounts at DOMContentLoaded, all in the same task (one commit).
 */
const waiting = new Set<() => void>();

export function waitForParse(resume: () => void): void {
  if (waiting.size === 0) {
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        const resumes = Array.from(waiting);
        waiting.clear();
        for (const next of resumes) next();
      },
      { once: true },
    );
  }
  waiting.add(resume);
}
