/**
 * Mounting elements in browser tests. A fixture is written once, as an example in
 * elements/<name>/examples.ts (the same markup the demo page shows), or as a string of HTML.
 * Import the element's define.ts in the test file; the fixture only inserts markup and waits.
 */
import type { ElementExample } from '../../src/example.ts';
import { settle, waitFor } from './wait.ts';

export type RenderMode = 'light' | 'shadow';

export interface MountOptions {
  /** Force render="light" or render="shadow" on the element (overrides the example's own). */
  render?: RenderMode;
  /** Where to put the wrapper (document.body by default). */
  parent?: ParentNode;
}

export interface Mounted<T extends HTMLElement> {
  el: T;
  /** The div holding the markup; removed after the test. */
  wrapper: HTMLElement;
}

const wrappers = new Set<HTMLElement>();

// Root-level mocha hook: every fixture is removed after its test, so tests never see each other's elements.
afterEach(() => {
  for (const wrapper of wrappers) wrapper.remove();
  wrappers.clear();
});

/** Where the element renders: its shadow root, or the element itself in light mode. */
export function renderRoot(el: HTMLElement): ParentNode {
  return el.shadowRoot ?? el;
}

/** The first vb-* element in the markup. */
function firstBlock(root: ParentNode): HTMLElement | null {
  return Array.from(root.querySelectorAll<HTMLElement>('*')).find((node) => node.localName.startsWith('vb-')) ?? null;
}

/** Resolve once the runtime has picked a render mode and React has put something in the render root. */
export async function rendered(el: HTMLElement, timeoutMs = 3000): Promise<void> {
  await waitFor(() => el.hasAttribute('data-vb-render') && renderRoot(el).querySelector('*') !== null, `<${el.localName}> to render`, timeoutMs);
  await settle();
}

/**
 * Insert `html` (all of it in one go, so the element's children exist when it connects, as for a
 * parsed page) and wait until its first vb-* element has rendered.
 */
export async function mountHtml<T extends HTMLElement = HTMLElement>(html: string, options: MountOptions = {}): Promise<Mounted<T>> {
  const template = document.createElement('template');
  template.innerHTML = html;
  const block = firstBlock(template.content);
  if (!block) throw new Error(`no vb-* element in fixture: ${html.slice(0, 80)}`);
  if (options.render) block.setAttribute('render', options.render);
  const wrapper = document.createElement('div');
  wrapper.append(template.content);
  wrappers.add(wrapper);
  (options.parent ?? document.body).append(wrapper);
  const el = firstBlock(wrapper) as T;
  await rendered(el);
  return { el, wrapper };
}

/** Mount one example of an element. */
export function mountExample<T extends HTMLElement = HTMLElement>(example: ElementExample, options: MountOptions = {}): Promise<Mounted<T>> {
  return mountHtml<T>(example.html, options);
}

/** The example called `name`, or a failure naming the ones there are. */
export function exampleNamed(examples: readonly ElementExample[], name: string): ElementExample {
  const found = examples.find((example) => example.name === name);
  if (!found) throw new Error(`no example "${name}" (have: ${examples.map((e) => e.name).join(', ')})`);
  return found;
}
