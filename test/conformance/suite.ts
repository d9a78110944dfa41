/**
 * The conformance suite: what every vb-* element must do, whatever it is (DESIGN.md sections 4 and 5).
 * It runs for every folder under elements/ with a meta.ts (test/support/elements-plugin.mjs lists
 * them when this file is bundled): a new element is checked with no edit here. Its attributes come
 * from meta.ts, its markup from examples.ts (the first example is the element's base case).
 *
 * Element tests add what is particular to each element; nothing here knows one.
 */
import { expect } from '@open-wc/testing';
import { elements, type ElementUnderTest } from 'virtual:vb-elements';
import { defineElement, toAttributeName, type PropSpec } from '../../src/define-element.ts';
import type { ElementExample } from '../../src/example.ts';
import { mountHtml, renderRoot, type RenderMode } from '../support/fixtures.ts';
import { recordConsole, type ConsoleRecord } from '../support/console.ts';
import { frame, nextTask, settle, waitFor } from '../support/wait.ts';
import { callServer } from '../support/server.ts';
import { NAUGHTY, trapScripts, scriptRuns, clearScriptRuns } from '../support/naughty.ts';

type Block = HTMLElement & Record<string, unknown>;

interface AttributeUnderTest {
  prop: string;
  attribute: string;
  spec: PropSpec<unknown>;
}

const MODES: RenderMode[] = ['light', 'shadow'];

/** Hostile strings per element: every XSS-shaped one, and an even sample of the rest (the whole list takes minutes). */
const XSS_SHAPED = /<|>|javascript:|on\w+\s*=|alert|\{\{|\$\{|%[0-9a-f]{2}/i;
const OTHER_SAMPLE_SIZE = 40;
const HOSTILE: readonly string[] = (() => {
  const xss = NAUGHTY.filter((s) => XSS_SHAPED.test(s));
  const rest = NAUGHTY.filter((s) => !XSS_SHAPED.test(s));
  const step = Math.max(1, Math.floor(rest.length / OTHER_SAMPLE_SIZE));
  return [...xss, ...rest.filter((_, i) => i % step === 0), '', ' ', 'x'.repeat(2000)];
})();

function attributesOf(element: ElementUnderTest): AttributeUnderTest[] {
  return Object.entries(element.meta.props as Record<string, PropSpec<unknown>>)
    .filter(([, spec]) => spec.attribute !== false)
    .map(([prop, spec]) => ({ prop, spec, attribute: typeof spec.attribute === 'string' ? spec.attribute : toAttributeName(prop) }));
}

function baseExample(element: ElementUnderTest): ElementExample {
  const example = element.examples[0];
  if (!example) throw new Error(`elements/${element.name}/examples.ts has no example: the conformance suite mounts the first one`);
  return example;
}

/** The value the base example gives an attribute (parsed), or the default. */
function exampleValue(element: ElementUnderTest, { attribute, spec }: AttributeUnderTest): unknown {
  const template = document.createElement('template');
  template.innerHTML = baseExample(element).html;
  const raw = template.content.querySelector(`vb-${element.name}`)?.getAttribute(attribute);
  if (raw === null || raw === undefined) return spec.default;
  return spec.type === 'json' ? (JSON.parse(raw) as unknown) : raw;
}

/** Two valid attribute values and what each parses to, for "set" and "changed". */
function validValues(element: ElementUnderTest, a: AttributeUnderTest): Array<{ text: string; value: unknown }> {
  switch (a.spec.type) {
    case 'boolean':
      // Any present value means true; only absence gives the default.
      return [
        { text: '', value: true },
        { text: a.attribute, value: true },
      ];
    case 'number': {
      const base = typeof a.spec.default === 'number' ? a.spec.default : 1;
      // Within its range, if it has one: above the default where there is room, else below.
      const step = a.spec.range && base + 2 > a.spec.range[1] ? -1 : 1;
      return [
        { text: String(base + step), value: base + step },
        { text: ` ${base + 2 * step} `, value: base + 2 * step },
      ];
    }
    case 'json': {
      const fromExample = exampleValue(element, a);
      return [
        { text: JSON.stringify(fromExample), value: fromExample },
        { text: JSON.stringify(a.spec.default), value: a.spec.default },
      ];
    }
    default:
      if (a.spec.choices) {
        // Two of its choices other than the default where it has them, the second in capitals with spaces around
        // (matched as HTML matches an enumerated attribute).
        const others = a.spec.choices.filter((c) => c !== a.spec.default);
        const first = others[0] ?? String(a.spec.default);
        const second = others[1] ?? String(a.spec.default);
        return [
          { text: first, value: first },
          { text: ` ${second.toUpperCase()} `, value: second },
        ];
      }
      return [
        { text: 'Conformance: first wording', value: 'Conformance: first wording' },
        { text: 'Conformance: «second» wording & more', value: 'Conformance: «second» wording & more' },
      ];
  }
}

/** A JSON value of the same shape with every string leaf replaced (a list with no strings gets one). */
function withStringLeaves(value: unknown, text: string): unknown {
  let replaced = false;
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') {
      replaced = true;
      return text;
    }
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
    return node;
  };
  const result = walk(value);
  if (!replaced && Array.isArray(value)) return [text];
  return replaced ? result : text;
}

/** A message that reports a page author's mistake on this element and names the attribute or property. */
function documented(element: ElementUnderTest, a: AttributeUnderTest): RegExp {
  return new RegExp(`<?vb-${element.name}>?\\b.*\\b(${a.attribute}|${a.prop})\\b`);
}

/** Console errors and uncaught errors, minus the documented ones: must be none. */
function expectQuiet(record: ConsoleRecord, allowed: RegExp[] = [], { warnings = true } = {}): void {
  const unexpected = (messages: string[]) => messages.filter((m) => !allowed.some((pattern) => pattern.test(m)));
  expect(unexpected(record.uncaught), 'uncaught errors').to.deep.equal([]);
  expect(unexpected(record.errors), 'console errors').to.deep.equal([]);
  if (warnings) expect(unexpected(record.warnings), 'console warnings').to.deep.equal([]);
}

/** Where two snapshots first differ, with some context: a failure prints a line, not two pages of markup. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return `at ${i}: ${JSON.stringify(a.slice(Math.max(0, i - 60), i + 60))} vs ${JSON.stringify(b.slice(Math.max(0, i - 60), i + 60))}`;
}

/**
 * Wait for the DOM in the render root to stop changing (network answers, animations, observers);
 * aria-busy (a call in flight, by ARIA's own meaning) counts as changing. The limit tells a block that never
 * settles from a slow one: 10 s, since on CI's two cores a part's eleven blocks share the page with two browsers
 * (a map beside ten others took over 4 s to draw its tiles); a block that settles at once does not wait for it.
 */
async function stable(el: HTMLElement, timeoutMs = 10_000): Promise<string> {
  const start = performance.now();
  let last = snapshot(el);
  let same = 0;
  while (same < 3) {
    await settle();
    const roots: Array<Document | ShadowRoot> = el.shadowRoot ? [document, el.shadowRoot] : [document];
    await Promise.all(roots.flatMap((root) => root.getAnimations()).map((animation) => animation.finished.catch(() => undefined)));
    const now = snapshot(el);
    const busy = renderRoot(el).querySelector('[aria-busy="true"]') !== null;
    same = now === last && !busy ? same + 1 : 0;
    last = now;
    if (performance.now() - start > timeoutMs) throw new Error(`<${el.localName}> kept changing for ${timeoutMs} ms`);
  }
  return last;
}

/**
 * What it shows: its markup, and the state of its form controls (a typed value is a property, not markup). A shadow
 * element's slotted children count too, and the author's fields a press marked invalid: a form block's answer to a
 * press can be its fields' own (vb-stepped-form's Next on an empty required field marks that field and focuses it).
 */
function snapshot(el: HTMLElement): string {
  const roots: ParentNode[] = el.shadowRoot ? [el.shadowRoot, el] : [el];
  const controls = roots
    .flatMap((root) => Array.from(root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')))
    .map((control) => `${control.value}${control instanceof HTMLInputElement && control.checked ? ':checked' : ''}`)
    .join('|');
  const slotted = el.shadowRoot ? `\n[slotted] ${el.innerHTML}` : '';
  // A field marked invalid by a press shows it in its own shadow root and custom state, not in markup.
  const invalid = Array.from(el.querySelectorAll('*')).filter((node) => node.matches(':state(user-invalid), :user-invalid')).length;
  // Where an anchored overlay sits (src/overlay-place.ts) follows its anchor in the page: layout, not state.
  const markup = (el.shadowRoot ? el.shadowRoot.innerHTML : el.innerHTML)
    .replace(/ data-vb-placement="[^"]*"/g, '')
    .replace(/(?:max-width|max-height|left|top): [^;"]*;\s?/g, '');
  return `${markup}${slotted}${controls ? `\n[controls] ${controls}` : ''}${invalid ? `\n[invalid] ${invalid}` : ''}`;
}

/** Rendered, visible text: the shadow tree's and the host's own (slotted author content). */
function shownText(el: HTMLElement): string {
  return `${el.shadowRoot?.textContent ?? ''} ${el.textContent ?? ''}`.replace(/\s+/g, ' ');
}

/** Rendered: the render root holds elements, and none of them is the broken-component block. */
function expectRendered(el: HTMLElement, what: string): void {
  expect(el.isConnected, `${what}: still in the page`).to.equal(true);
  expect(renderRoot(el).querySelector('*'), `${what}: render root is empty`).to.not.equal(null);
  expect(shownText(el), `${what}: shows the broken-component block`).to.not.include('Broken component');
}

/** No element in the rendered tree can run script: no script/iframe/object/embed, no on* attribute, no javascript: URL. */
function expectNoActiveContent(el: HTMLElement, allowed: ReadonlySet<Element>, what: string): void {
  for (const node of renderRoot(el).querySelectorAll('*')) {
    if (allowed.has(node)) continue;
    const name = node.localName;
    expect(['script', 'iframe', 'object', 'embed', 'frame'], `${what}: <${name}> rendered`).to.not.include(name);
    for (const attribute of Array.from(node.attributes)) {
      expect(/^on/i.test(attribute.name), `${what}: <${name} ${attribute.name}> rendered`).to.equal(false);
      if (/^(href|src|action|formaction|xlink:href)$/i.test(attribute.name)) {
        expect(/^\s*javascript:/i.test(attribute.value), `${what}: <${name} ${attribute.name}="${attribute.value}">`).to.equal(false);
      }
    }
  }
}

/** The first enabled button the element rendered (clicking it changes state in every element so far). */
function firstButton(el: HTMLElement): HTMLButtonElement | null {
  return (
    Array.from(renderRoot(el).querySelectorAll<HTMLButtonElement>('button')).find((b) => !b.disabled && b.getAttribute('aria-disabled') !== 'true') ?? null
  );
}

/** A form field's first control a visitor can change (fields have no button of their own). */
function firstControl(el: HTMLElement): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null {
  const enabled = (root: ParentNode) =>
    Array.from(root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input:not([type=hidden]), select, textarea')).find(
      (control) => !control.disabled,
    ) ?? null;
  // Last, a shadow element's slotted fields: what vb-save-data keeps are the author's own.
  return enabled(renderRoot(el)) ?? (el.shadowRoot ? enabled(el) : null);
}

/**
 * A block with no control of its own that follows the page (vb-display-dependency follows another field): the first
 * enabled control of its example around it, outside the block.
 */
function pageControl(el: HTMLElement): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null {
  const around = el.closest('form') ?? el.parentElement;
  return (
    Array.from(around?.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input:not([type=hidden]), select, textarea') ?? []).find(
      (control) => !control.disabled && !el.contains(control),
    ) ?? null
  );
}

/** A display block's value: a progress bar or meter with nothing to press (vb-progress-circle). */
function shownValue(el: HTMLElement): Element | null {
  return renderRoot(el).querySelector('[role="progressbar"], [role="meter"]');
}

/**
 * An image block's picture: an <svg> inside an element of role img (vb-svg with a label), or a picture with its text
 * alternative (vb-image-block), in shadow mode the author's own shown through a slot.
 */
function shownImage(el: HTMLElement): Element | null {
  const IMAGE = '[role="img"]:has(svg), img[alt]:not([alt=""])';
  return renderRoot(el).querySelector(IMAGE) ?? (el.shadowRoot ? el.querySelector(IMAGE) : null);
}

/** A display block's first link with text: rendered (vb-missionary-phone-numbers' tel: links), or in shadow mode the
 * author's own, shown through a slot (vb-multi-buttons' buttons, vb-link-list's list). */
function firstLink(el: HTMLElement): HTMLAnchorElement | null {
  const named = (root: ParentNode) => Array.from(root.querySelectorAll<HTMLAnchorElement>('a[href]')).find((link) => link.textContent?.trim() !== '') ?? null;
  // Last, a shadow element's slotted links: what vb-multi-buttons lays out are the author's own links.
  return named(renderRoot(el)) ?? (el.shadowRoot ? named(el) : null);
}

/**
 * An overlay block (vb-modal, vb-popup): its controls are not shown until something elsewhere on the page opens it:
 * a link to its id, or the element its `trigger-id` names.
 */
function overlayOpener(el: HTMLElement): HTMLElement | null {
  const button = firstButton(el);
  if (!button || button.getClientRects().length > 0) return null;
  const triggerId = el.getAttribute('trigger-id');
  const trigger = triggerId ? document.getElementById(triggerId) : null;
  if (trigger && trigger !== el && !el.contains(trigger)) return trigger;
  if (!el.id) return null;
  const links = Array.from(el.parentElement?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);
  return links.find((link) => link.getAttribute('href') === `#${el.id}` && !el.contains(link)) ?? null;
}

/** Change a control as a visitor would: type a letter, tick the box, pick another option. */
function changeControl(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): string {
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    control.click();
    return `ticking ${control.name || control.id || control.type}`;
  }
  if (control instanceof HTMLSelectElement) {
    const other = Array.from(control.options).find((option) => !option.selected && !option.disabled);
    if (other) control.value = other.value;
    control.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return `choosing "${other?.textContent ?? ''}"`;
  }
  // The native setter, so React sees the change as typing (its value tracker ignores a plain property write).
  const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, `${control.value}7`);
  control.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  return 'typing "7"';
}

/**
 * Working: clicking its first button (a form field: changing its first control) changes what it shows; a display
 * block with only links shows a link to follow.
 */
/** How long expectWorking may wait for something to use. */
const USABLE_WAIT_MS = 20_000;
/**
 * A test that calls expectWorking once: its 20 s wait for something to use, the wait for a change after using it and
 * the settling, with room. Mocha's 10 s default cut that wait short on a busy 2-core machine (likes' reinit() test
 * timed out once with no word on what it waited for).
 */
const WORKING_TIMEOUT_MS = USABLE_WAIT_MS + 10_000;

async function expectWorking(el: HTMLElement, what: string): Promise<void> {
  // As a visitor would: scrolled to it (a map starts loading near the viewport), and once it offers something to use.
  el.scrollIntoView({ block: 'center' });
  await waitFor(
    () => firstButton(el) ?? firstControl(el) ?? pageControl(el) ?? firstLink(el) ?? shownValue(el) ?? shownImage(el),
    `${what}: something to use`,
    USABLE_WAIT_MS,
  ).catch(() => undefined);
  const opener = overlayOpener(el);
  if (opener) {
    // Working: the trigger opens it with focus inside, and Escape closes it again.
    opener.click();
    await waitFor(() => el.hasAttribute('open'), `${what}: open after a click on its trigger`);
    // Into it, or into a copy with the same id that the same link opened over it (reinit mounts two).
    expect(document.activeElement?.closest('[open]') ?? null, `${what}: focus moved into it`).to.not.equal(null);
    // Escape closes the top one each time.
    for (let i = 0; i < 3 && el.hasAttribute('open'); i += 1) {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
      await settle();
    }
    await waitFor(() => !el.hasAttribute('open'), `${what}: closed by Escape`);
    await stable(el);
    return;
  }
  const button = firstButton(el);
  const control = button ? null : (firstControl(el) ?? pageControl(el));
  const value = button || control || firstLink(el) ? null : shownValue(el);
  if (value) {
    // A display block that shows a value (vb-progress-circle): working is showing it, named and with its value in words.
    expect(value.getAttribute('aria-labelledby') ?? value.getAttribute('aria-label'), `${what}: its ${value.getAttribute('role')} is named`).to.not.equal(null);
    expect(value.getAttribute('aria-valuetext') ?? '', `${what}: its value is said in words`).to.not.equal('');
    return;
  }
  const image = button || control || firstLink(el) ? null : shownImage(el);
  if (image) {
    // An image block (vb-svg): working is showing its picture with a name.
    expect(image.getAttribute('aria-label') ?? image.getAttribute('alt') ?? '', `${what}: its image is named`).to.not.equal('');
    return;
  }
  if (!button && !control) {
    // A display block: working is showing its links (following one leaves the page), each reachable by Tab.
    const link = firstLink(el);
    expect(link, `${what}: no button to press, no field to fill and no link to follow`).to.not.equal(null);
    expect(link?.tabIndex, `${what}: its link is reachable by Tab`).to.equal(0);
    return;
  }
  // A visitor reaches it by keyboard: an inert, hidden or covered-up control cannot take focus.
  const target = (button ?? control)!;
  target.focus();
  const root = target.getRootNode() as Document | ShadowRoot;
  expect(root.activeElement === target, `${what}: its ${button ? 'button' : 'field'} takes keyboard focus`).to.equal(true);
  target.blur();
  const before = await stable(el);
  let action = `pressing "${button?.textContent ?? ''}"`;
  if (button) button.click();
  else if (control) action = changeControl(control);
  await waitFor(() => snapshot(el) !== before, `${what}: a change after ${action}`);
  await stable(el);
  // A button that opened a modal overlay (the floating action button): the visitor closes it with Escape, as they
  // would, so the page behind is not left inert for the blocks used after it.
  for (let i = 0; i < 3 && document.body.hasAttribute('data-vb-scroll-lock'); i += 1) {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    await settle();
  }
  await stable(el);
}

function forgetVisitor(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  localStorage.clear();
  sessionStorage.clear();
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);
}

// The reference server starts on the first /api call of the run; pay that here, not inside a test's wait.
before(async function () {
  this.timeout(60_000);
  await callServer('/api/polls', { json: { question: 'conformance warm-up', vote: 10 } });
});

/**
 * Registers the suite for the elements of the `virtual:vb-elements` list (all of them, or one part of them: see
 * test/support/elements-plugin.mjs). Called by conformance.test.ts and by each part-K-of-N.test.ts.
 */
export function conformanceSuite(): void {
  trapScripts();

  let record: ConsoleRecord;
  beforeEach(() => {
    forgetVisitor();
    clearScriptRuns();
    record = recordConsole();
  });
  afterEach(() => {
    record.restore();
    forgetVisitor();
  });

  it('finds every element under elements/*/meta.ts, each with examples', () => {
    expect(elements.length).to.be.greaterThan(0);
    for (const element of elements) {
      expect(customElements.get(`vb-${element.name}`), `vb-${element.name} is defined by its define.ts`).to.not.equal(undefined);
      expect(element.examples.length, `elements/${element.name}/examples.ts`).to.be.greaterThan(0);
    }
  });

  it('a render error in one element shows the "Broken component" block, and every other element keeps working (DESIGN.md 4.11)', async function () {
    // Every element is mounted and used in turn: the time grows with their number (30 now, 66 in the spec).
    this.timeout(10000 + elements.length * 3000);
    function Throws(): never {
      throw new Error('conformance: this component always fails to render');
    }
    defineElement({ name: 'conformance-broken', component: Throws, description: 'Always throws while rendering.', props: {} });
    const others: Block[] = [];
    for (const element of elements) others.push((await mountHtml<Block>(baseExample(element).html)).el);
    const broken = document.createElement('vb-conformance-broken');
    document.body.append(broken);
    try {
      await waitFor(() => shownText(broken).includes('Broken component'), 'the "Broken component" block');
      for (const [i, other] of others.entries()) await expectWorking(other, `<vb-${elements[i]?.name ?? ''}> beside a broken element`);
      expect(record.uncaught, 'a render error escapes to the page').to.deep.equal([]);
    } finally {
      broken.remove();
    }
  });

  for (const element of elements) {
    const tag = `vb-${element.name}`;
    const attributes = attributesOf(element);
    const mountBase = async (options: { render?: RenderMode } = {}) => (await mountHtml<Block>(baseExample(element).html, options)).el;

    describe(`<${tag}>`, () => {
      describe('attributes (from meta.ts)', () => {
        for (const a of attributes) {
          it(`${a.attribute}: set, changed, removed and bare`, async () => {
            const el = await mountBase();
            const [first, second] = validValues(element, a);
            if (!first || !second) throw new Error('two values per type');

            el.setAttribute(a.attribute, first.text);
            await settle();
            expect(el[a.prop], `${a.attribute}="${first.text}"`).to.deep.equal(first.value);
            expectRendered(el, `after setting ${a.attribute}`);

            el.setAttribute(a.attribute, second.text);
            await settle();
            expect(el[a.prop], `${a.attribute}="${second.text}"`).to.deep.equal(second.value);
            expectRendered(el, `after changing ${a.attribute}`);

            el.removeAttribute(a.attribute);
            await settle();
            expect(el[a.prop], `removing ${a.attribute} restores the default`).to.deep.equal(a.spec.default);
            expectRendered(el, `after removing ${a.attribute}`);

            el.setAttribute(a.attribute, '');
            await settle();
            // Bare: a boolean is on, a string is empty (its default when meta says empty means the default); a number or
            // JSON cannot be empty, so the default and a named warning.
            // A string with choices is empty only where '' is one of them.
            const emptyIsValue = a.spec.type === 'string' && !a.spec.emptyIsDefault && (!a.spec.choices || a.spec.choices.includes(''));
            const bare = a.spec.type === 'boolean' ? true : emptyIsValue ? '' : a.spec.default;
            expect(el[a.prop], `bare ${a.attribute}`).to.deep.equal(bare);
            expectRendered(el, `with a bare ${a.attribute}`);

            // A value the element cannot use (a variant it does not know, an empty number) is reported, naming the attribute.
            // A map block left without a client id gets the maps toolkit's own configuration warning, in the spec's words:
            // it comes from the one client every map on the page shares, so it cannot name the element.
            const spoken = a.attribute === 'client-id' ? [/^Maps configuration: no client id specified\.$/] : [];
            expectQuiet(record, [documented(element, a), ...spoken]);
            if (a.spec.type === 'number' || a.spec.type === 'json' || !(emptyIsValue || a.spec.type === 'boolean' || a.spec.emptyIsDefault)) {
              expect(
                [...record.warnings, ...record.errors].some((m) => documented(element, a).test(m)),
                `bare ${a.attribute} is reported, naming it`,
              ).to.equal(true);
            }
          });
        }

        for (const a of attributes.filter((each) => each.spec.choices || each.spec.range)) {
          const outside = a.spec.range ? String(a.spec.range[1] + 1) : 'conformance-unknown';
          it(`${a.attribute}="${outside}", outside its ${a.spec.range ? 'range' : 'choices'}, warns naming it and gives the default`, async () => {
            const el = await mountBase();
            const [good] = validValues(element, a);
            if (!good) throw new Error('a value per type');
            el.setAttribute(a.attribute, good.text);
            await settle();
            expect(el[a.prop], `${a.attribute}="${good.text}"`).to.deep.equal(good.value);
            el.setAttribute(a.attribute, outside);
            await settle();
            expect(el[a.prop], `${a.attribute}="${outside}" gives the default`).to.deep.equal(a.spec.default);
            expectRendered(el, `with ${a.attribute}="${outside}"`);
            expect(
              record.warnings.some((m) => documented(element, a).test(m) && m.includes(outside)),
              `a warning naming <${tag}>, ${a.attribute} and the value; got ${JSON.stringify(record.warnings)}`,
            ).to.equal(true);
            expectQuiet(record, [documented(element, a)]);
          });
        }

        it('an attribute set before the element is connected counts from the first render', async () => {
          for (const a of attributes) {
            const [first] = validValues(element, a);
            // A JSON value equal to the default says nothing (and the example's markup may disagree with it, as drawers' open headings do).
            if (!first || (a.spec.type === 'json' && JSON.stringify(first.value) === JSON.stringify(a.spec.default))) continue;
            const template = document.createElement('template');
            template.innerHTML = baseExample(element).html;
            template.content.querySelector(tag)?.setAttribute(a.attribute, first.text);
            const { el } = await mountHtml<Block>(template.innerHTML);
            expect(el[a.prop], a.attribute).to.deep.equal(first.value);
          }
          expectQuiet(
            record,
            attributes.map((a) => documented(element, a)),
          );
        });
      });

      describe('hostile strings in every string and JSON attribute', () => {
        const hostileAttributes = attributes.filter((a) => a.spec.type === 'string' || a.spec.type === 'json');
        for (const mode of MODES) {
          it(`${HOSTILE.length} strings from the Big List of Naughty Strings: no script runs, nothing active renders, it still renders (${mode})`, async function () {
            // 284 strings, each rendered and checked: under a second alone, more on a busy 2-core machine.
            this.timeout(60_000);
            if (hostileAttributes.length === 0) return;
            const el = await mountBase({ render: mode });
            // Whatever the author's own markup holds (a form's button, an svg) is not the element's doing.
            const authored = new Set(renderRoot(el).querySelectorAll('*'));
            for (const [i, text] of HOSTILE.entries()) {
              for (const a of hostileAttributes) {
                // JSON attributes get the string inside the example's JSON half the time, raw the other half.
                const value = a.spec.type === 'json' && i % 2 === 0 ? JSON.stringify(withStringLeaves(exampleValue(element, a), text)) : text;
                el.setAttribute(a.attribute, value);
              }
              // React renders an attribute change in a microtask (mount.ts), effects included, so a task later each string
              // is on screen; a frame every 16th string lets layout, observers and animations run too, without paying a
              // 16 ms frame 284 times per mode per element (that was half of the whole suite's time).
              if (i % 16 === 15) await frame();
              await nextTask();
              expectRendered(el, `with ${JSON.stringify(text)}`);
              expectNoActiveContent(el, authored, `with ${JSON.stringify(text)}`);
            }
            // Image errors (onerror payloads) fire after a failed load: give them the time a 404 takes.
            await new Promise((resolve) => setTimeout(resolve, 300));
            expect(scriptRuns(), 'script from an attribute ran').to.deep.equal([]);
            expectQuiet(
              record,
              hostileAttributes.map((a) => documented(element, a)),
            );
          });
        }
      });

      describe('moving in the DOM', () => {
        for (const mode of MODES) {
          it(`keeps its state and its rendered nodes (${mode})`, async function () {
            this.timeout(WORKING_TIMEOUT_MS);
            const { el, wrapper } = await mountHtml<Block>(baseExample(element).html, { render: mode });
            await expectWorking(el, 'before the move');
            const before = await stable(el);
            const firstNode = renderRoot(el).firstElementChild;
            const elsewhere = document.createElement('section');
            wrapper.append(elsewhere);
            elsewhere.append(el);
            const after = await stable(el);
            expect(after === before, `what it shows after the move differs ${firstDifference(before, after)}`).to.equal(true);
            expect(renderRoot(el).firstElementChild === firstNode, 'the same rendered nodes, not a remount').to.equal(true);
            expectQuiet(record);
          });
        }
      });

      it('window.visitorBlocks.reinit() does not throw and leaves it working', async function () {
        this.timeout(WORKING_TIMEOUT_MS);
        const el = await mountBase();
        const other = (await mountHtml<Block>(baseExample(element).html)).el;
        await stable(el);
        expect(() => window.visitorBlocks?.reinit()).to.not.throw();
        expect(window.visitorBlocks?.reinit, 'the runtime installs window.visitorBlocks').to.be.a('function');
        await stable(el);
        expectRendered(el, 'after reinit()');
        await expectWorking(el, 'after reinit()');
        expectRendered(other, 'the other one after reinit()');
        expectQuiet(record);
      });

      describe('light and shadow mode, and axe, for every example', () => {
        for (const example of element.examples) {
          for (const mode of MODES) {
            it(`${example.name} (${mode}): renders in that mode, keeps the author's text, passes axe`, async () => {
              const template = document.createElement('template');
              template.innerHTML = example.html;
              const authoredText = (template.content.querySelector(tag)?.textContent ?? '')
                .split(/\s*\n\s*/)
                .map((t) => t.replace(/\s+/g, ' ').trim())
                .filter(Boolean);
              const { el } = await mountHtml<Block>(example.html, { render: mode });
              await stable(el);
              expect(el.getAttribute('data-vb-render')).to.equal(mode);
              if (mode === 'shadow') expect(el.shadowRoot?.childElementCount ?? 0, 'shadow root content').to.be.greaterThan(0);
              else expect(el.shadowRoot, 'no shadow root in light mode').to.equal(null);
              expectRendered(el, example.name);
              for (const text of authoredText) expect(shownText(el), 'author text kept').to.include(text);
              await expect(el).to.be.accessible();
              expectQuiet(record);
            });
          }
        }
      });

      describe('properties (DESIGN.md section 4, points 10 and 11)', () => {
        for (const a of attributes.filter((x) => x.spec.type === 'json')) {
          it(`${a.prop} set to a JSON string is parsed like the ${a.attribute} attribute`, async () => {
            const value = exampleValue(element, a);
            const byAttribute = await mountBase();
            byAttribute.setAttribute(a.attribute, JSON.stringify(value));
            const byProperty = await mountBase();
            byProperty.removeAttribute(a.attribute);
            byProperty[a.prop] = JSON.stringify(value);
            await stable(byAttribute);
            await stable(byProperty);
            expect(byProperty[a.prop]).to.deep.equal(value);
            expect(shownText(byProperty)).to.equal(shownText(byAttribute));
            expectQuiet(record);
          });

          it(`${a.prop} with junk inside valid JSON never blanks it or its neighbours`, async function () {
            this.timeout(WORKING_TIMEOUT_MS);
            const el = await mountBase();
            const neighbour = await mountBase();
            const junk = Array.isArray(a.spec.default) ? [null, 7, 'x', {}, [], { text: 5 }] : { '': null, x: [7] };
            el.setAttribute(a.attribute, JSON.stringify(junk));
            await stable(el);
            expect(el.isConnected).to.equal(true);
            const shows = renderRoot(el).querySelector('*') !== null || shownText(el).includes('Broken component');
            expect(shows, 'renders, or shows the broken-component block: never blank').to.equal(true);
            await expectWorking(neighbour, 'the neighbour');
            expect(record.uncaught, 'uncaught errors').to.deep.equal([]);
          });
        }

        for (const a of attributes) {
          it(`${a.prop} given the wrong type warns naming <${tag}> and ${a.prop}, and keeps the last good value`, async () => {
            const el = await mountBase();
            const [good] = validValues(element, a);
            if (!good) throw new Error('a value per type');
            el[a.prop] = good.value;
            await stable(el);
            const shown = shownText(el);
            const wrong = a.spec.type === 'json' ? 42 : { wrong: true };
            el[a.prop] = wrong;
            await stable(el);
            expect(el[a.prop], 'keeps the last good value').to.deep.equal(good.value);
            expect(shownText(el), 'shows what it showed').to.equal(shown);
            const named = new RegExp(`vb-${element.name}.*\\b${a.prop}\\b|\\b${a.prop}\\b.*vb-${element.name}`);
            expect(
              record.warnings.some((m) => named.test(m)),
              `a warning naming <${tag}> and ${a.prop}; got ${JSON.stringify(record.warnings)}`,
            ).to.equal(true);
            // The good value may itself be reported by name (a string the element cannot use: popup's trigger-delay-type).
            expectQuiet(record, [named, documented(element, a)]);
          });
        }
      });
    });
  }
}
