/**
 * Testing a tile on the expandable-tile kit (src/hooks/use-expandable.ts: vb-card-tile, vb-uber-tile): its parts,
 * the toggle events recorded per test under reduced motion (the kit's default case), and the cases every such tile
 * must pass the same way, written once.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import type { ElementExample } from '../../src/example.ts';
import { recordConsole, type ConsoleRecord } from './console.ts';
import { exampleNamed, mountExample, renderRoot, type RenderMode } from './fixtures.ts';
import { settle } from './wait.ts';

export const partOf = <T extends HTMLElement = HTMLElement>(el: HTMLElement, name: string) => renderRoot(el).querySelector<T>(`[part~="${name}"]`);
export const buttonOf = (el: HTMLElement) => partOf<HTMLButtonElement>(el, 'button')!;
export const detailsOf = (el: HTMLElement) => partOf(el, 'details')!;
/** What a visitor sees of the details: laid out (not hidden) and some height. */
export const detailsShown = (el: HTMLElement) => !detailsOf(el).hasAttribute('hidden') && detailsOf(el).getBoundingClientRect().height > 0;

export interface TileWatch {
  /** This test's toggle events (the same array all along: cleared before each test). */
  readonly toggles: Array<{ expanded: boolean; cause: string }>;
  /** This test's console. */
  record(): ConsoleRecord;
}

/** Installs the file's hooks: `<tag>-toggle` recorded, reduced motion on; after each test nothing thrown or logged as an error. */
export function watchTiles(tag: string): TileWatch {
  let record: ConsoleRecord | undefined;
  const toggles: TileWatch['toggles'] = [];
  const listen = (event: Event) => toggles.push((event as CustomEvent).detail as { expanded: boolean; cause: string });
  beforeEach(async () => {
    delete (window as { dataLayer?: unknown }).dataLayer;
    record = recordConsole();
    toggles.length = 0;
    document.addEventListener(`${tag}-toggle`, listen);
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(async () => {
    await settle();
    document.removeEventListener(`${tag}-toggle`, listen);
    record?.restore();
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 800, height: 600 });
    expect(record?.uncaught, 'uncaught').to.deep.equal([]);
    expect(record?.errors, 'errors').to.deep.equal([]);
  });
  return {
    toggles,
    record: () => {
      if (!record) throw new Error('no console record outside a test');
      return record;
    },
  };
}

/** The cases every expandable tile passes alike, on its `default` example (closed, with details). */
export function expandableTileCases(examples: readonly ElementExample[], render: RenderMode, watch: TileWatch): void {
  it('find-in-page revealing text in the closed details opens the tile (cause "find", no analytic)', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'default'), { render });
    // What Chromium does when find-in-page or a fragment matches hidden="until-found" content.
    detailsOf(el).dispatchEvent(new Event('beforematch'));
    await settle();
    expect(el.hasAttribute('expanded')).to.equal(true);
    expect(detailsShown(el)).to.equal(true);
    expect(buttonOf(el).getAttribute('aria-expanded')).to.equal('true');
    expect(watch.toggles).to.deep.equal([{ expanded: true, cause: 'find' }]);
    expect((window as { dataLayer?: unknown[] }).dataLayer ?? []).to.deep.equal([]);
  });

  it('opening animates the height, but not when the visitor prefers reduced motion', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'default'), { render });
    buttonOf(el).click();
    await settle();
    expect(detailsOf(el).getAnimations().length, 'reduced motion').to.equal(0);
    buttonOf(el).click();
    await settle();
    await emulateMedia({ reducedMotion: 'no-preference' });
    // The animations started on the panel, recorded as they start: a 200 ms animation may be over by the time a
    // loaded machine has drawn the two frames settle() waits for, and getAnimations() no longer lists it then.
    const panel = detailsOf(el);
    const started: Animation[] = [];
    const animate = panel.animate.bind(panel);
    panel.animate = (...args: Parameters<HTMLElement['animate']>) => {
      const animation = animate(...args);
      started.push(animation);
      return animation;
    };
    buttonOf(el).click();
    await settle();
    expect(started.length, 'no preference').to.equal(1);
    await started[0]!.finished;
    expect(detailsShown(el)).to.equal(true);
  });
}
