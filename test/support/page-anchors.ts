/**
 * Testing an anchor element (vb-page, vb-scroll-logic: both run src/hooks/use-page-anchors.ts): page furniture (the
 * scroll events an element sends, room below the fixture, a fixed header; each adds its undo to `cleanups`, emptied
 * after every test), and the cases both elements pass the same way, written once.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import type { ElementExample } from '../../src/example.ts';
import { recordConsole, type ConsoleRecord } from './console.ts';
import { exampleNamed, mountExample, mountHtml, type RenderMode } from './fixtures.ts';
import { settle, waitFor } from './wait.ts';

export type Scrolled = { id: string; offset: number; cause: string };

/** Every `event` (e.g. 'vb-page-scroll') the document hears from now on: its detail. */
export function recordScrolls(event: string, cleanups: Array<() => void>): Scrolled[] {
  const seen: Scrolled[] = [];
  const listener = (e: Event) => seen.push((e as CustomEvent<Scrolled>).detail);
  document.addEventListener(event, listener);
  cleanups.push(() => document.removeEventListener(event, listener));
  return seen;
}

/** Room below the fixture (after it), so every target can reach the top of the viewport. */
export function roomBelow(cleanups: Array<() => void>): void {
  const spacer = document.createElement('div');
  spacer.style.height = '3000px';
  document.body.append(spacer);
  cleanups.push(() => spacer.remove());
}

/** A fixed header of 60 px, added now or later (as a header block that upgrades after the page's links work). */
export function fixedHeader(className: string, cleanups: Array<() => void>): HTMLElement {
  const header = document.createElement('div');
  header.className = className;
  header.style.cssText = 'position: fixed; top: 0; left: 0; right: 0; height: 60px; background: #fff;';
  document.body.append(header);
  cleanups.push(() => header.remove());
  return header;
}

/** How a test file of one anchor element (vb-page, vb-scroll-logic) is set up for the shared cases below. */
export interface AnchorSubject {
  /** 'vb-page' or 'vb-scroll-logic'; its scroll event is `<tag>-scroll`. */
  tag: string;
  examples: readonly ElementExample[];
  /** The prefix of the ids in its examples: `<prefix>-visit`, `<prefix>-parking`, `<prefix>-more`. */
  ids: string;
  /**
   * A page of the element with `header` (none when null) and `links` in its content, `after` where the page goes on
   * (inside vb-page, after vb-scroll-logic).
   */
  markup(header: string | null, links: string, after: string): string;
}

export interface AnchorWatch {
  /** This test's `<tag>-scroll` events from now on. */
  scrolls(): Scrolled[];
  roomBelow(): void;
  fixedHeader(className: string): HTMLElement;
  /** This test's console. */
  record(): ConsoleRecord;
}

const startPath = () => location.pathname + location.search;
export const linkTo = (wrapper: HTMLElement, href: string) => wrapper.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)!;

/** Installs the file's hooks: reduced motion on, the page at the top, and after each test the page furniture gone and the address as it was. */
export function watchAnchors(tag: string): AnchorWatch {
  let record: ConsoleRecord | undefined;
  const cleanups: Array<() => void> = [];
  const path = startPath();
  beforeEach(async () => {
    record = recordConsole();
    await emulateMedia({ reducedMotion: 'reduce' });
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  afterEach(async () => {
    while (cleanups.length) cleanups.pop()?.();
    record?.restore();
    history.replaceState(null, '', path);
    await emulateMedia({ reducedMotion: 'no-preference' });
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  return {
    scrolls: () => recordScrolls(`${tag}-scroll`, cleanups),
    roomBelow: () => roomBelow(cleanups),
    fixedHeader: (className) => fixedHeader(className, cleanups),
    record: () => {
      if (!record) throw new Error('no console record outside a test');
      return record;
    },
  };
}

/** The link cases every anchor element passes alike, in one render mode. */
export function anchorLinkCases(subject: AnchorSubject, render: RenderMode, watch: AnchorWatch): void {
  const { tag, examples, ids } = subject;

  it('Enter on a link moves focus to its target, puts #id in the address and says so', async () => {
    const seen = watch.scrolls();
    // No header: a link scrolls at once, with no wait.
    const { wrapper } = await mountHtml(exampleNamed(examples, 'default').html.replace(/ header="[^"]*"/, ''), { render });
    watch.roomBelow();
    const target = wrapper.querySelector<HTMLElement>(`#${ids}-visit`)!;
    linkTo(wrapper, `#${ids}-visit`).focus();
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(document.activeElement).to.equal(target);
    expect(target.getAttribute('tabindex')).to.equal('-1');
    expect(location.hash).to.equal(`#${ids}-visit`);
    expect(seen).to.deep.equal([{ id: `${ids}-visit`, offset: 0, cause: 'link' }]);
    await expect(wrapper).to.be.accessible();
  });

  it('under reduced motion the target is at the top at once', async () => {
    const { wrapper } = await mountExample(exampleNamed(examples, 'default'), { render });
    watch.roomBelow();
    const target = wrapper.querySelector<HTMLElement>(`#${ids}-visit`)!;
    target.style.marginTop = '1500px';
    linkTo(wrapper, `#${ids}-visit`).click();
    expect(Math.abs(target.getBoundingClientRect().top)).to.be.lessThan(2);
    expect(document.activeElement).to.equal(target);
  });

  it('scrolls smoothly when the visitor has no reduced-motion preference', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const { wrapper } = await mountExample(exampleNamed(examples, 'default'), { render });
    watch.roomBelow();
    const target = wrapper.querySelector<HTMLElement>(`#${ids}-visit`)!;
    // Far enough down that a smooth scroll takes several frames.
    target.style.marginTop = '1500px';
    linkTo(wrapper, `#${ids}-visit`).click();
    expect(document.activeElement).to.equal(target);
    expect(target.getBoundingClientRect().top).to.be.greaterThan(100);
    await waitFor(() => Math.abs(target.getBoundingClientRect().top) < 2, 'the smooth scroll to reach the target');
  });

  it('keeps the target below a fixed header', async () => {
    watch.fixedHeader(`${ids}-test-header`);
    const seen = watch.scrolls();
    const { wrapper } = await mountHtml(
      subject.markup(
        `.${ids}-test-header`,
        `<p><a href="#${ids}-h-target">Go</a></p>`,
        `<div style="height: 800px"></div><h3 id="${ids}-h-target">Target</h3><div style="height: 3000px"></div>`,
      ),
      { render },
    );
    const target = wrapper.querySelector<HTMLElement>(`#${ids}-h-target`)!;
    linkTo(wrapper, `#${ids}-h-target`).click();
    await settle();
    expect(Math.abs(target.getBoundingClientRect().top - 60)).to.be.lessThan(2);
    expect(document.activeElement).to.equal(target);
    expect(seen).to.deep.equal([{ id: `${ids}-h-target`, offset: 60, cause: 'link' }]);
  });

  it('a link to an empty anchor moves focus to the heading before it', async () => {
    const { wrapper } = await mountExample(exampleNamed(examples, 'empty-anchor'), { render });
    watch.roomBelow();
    linkTo(wrapper, `#${ids}-parking`).click();
    await settle();
    const heading = Array.from(wrapper.querySelectorAll('h3')).find((h) => h.textContent === 'Parking');
    expect(document.activeElement).to.equal(heading);
    await expect(wrapper).to.be.accessible();
  });

  it("a link to a listening block's id publishes instead of scrolling", async () => {
    const seen = watch.scrolls();
    const { wrapper } = await mountExample(exampleNamed(examples, 'remote-trigger'), { render });
    watch.roomBelow();
    const unveil = wrapper.querySelector('vb-unveil')!;
    const before = window.scrollY;
    const hashBefore = location.hash;
    linkTo(wrapper, `#${ids}-more`).click();
    await waitFor(() => unveil.hasAttribute('data-vb-revealed'), 'the unveil to be revealed');
    expect(window.scrollY).to.equal(before);
    expect(location.hash).to.equal(hashBefore);
    expect(seen).to.deep.equal([]);
    await expect(wrapper).to.be.accessible();
  });

  it('a header selector the browser cannot read is a warning naming the element and the attribute, and no offset', async () => {
    const seen = watch.scrolls();
    const { wrapper } = await mountHtml(subject.markup('[[nope', `<p><a href="#${ids}-b-target">Go</a></p>`, `<h3 id="${ids}-b-target">Target</h3>`), {
      render,
    });
    linkTo(wrapper, `#${ids}-b-target`).click();
    await settle();
    expect(seen.map((s) => s.offset)).to.deep.equal([0]);
    expect(watch.record().warnings.some((w) => w.includes(`<${tag}>: header="[[nope"`))).to.equal(true);
  });
}

/** The URL-fragment cases at load every anchor element passes alike (shadow mode: the scroll does not depend on it). */
export function anchorLoadCases(subject: AnchorSubject, watch: AnchorWatch): void {
  const { ids } = subject;

  it('waits for the sticky header, then scrolls the fragment target below it with focus', async () => {
    const seen = watch.scrolls();
    history.replaceState(null, '', `${startPath()}#${ids}-load-target`);
    const started = performance.now();
    const { wrapper } = await mountHtml(
      subject.markup(
        `.${ids}-late-header`,
        '<p>On this page</p>',
        `<div style="height: 800px"></div><h3 id="${ids}-load-target">Target</h3><div style="height: 3000px"></div>`,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(seen, 'nothing before the header is there').to.deep.equal([]);
    watch.fixedHeader(`${ids}-late-header`);
    await waitFor(() => seen.length > 0, 'the scroll once the header is there');
    expect(performance.now() - started).to.be.lessThan(1500);
    const target = wrapper.querySelector<HTMLElement>(`#${ids}-load-target`)!;
    expect(seen).to.deep.equal([{ id: `${ids}-load-target`, offset: 60, cause: 'load' }]);
    expect(Math.abs(target.getBoundingClientRect().top - 60)).to.be.lessThan(2);
    expect(document.activeElement).to.equal(target);
  });

  it('gives up on a header that never comes after 20 retries of 100 ms, and scrolls with no offset', async () => {
    const seen = watch.scrolls();
    history.replaceState(null, '', `${startPath()}#${ids}-never-target`);
    const started = performance.now();
    await mountHtml(subject.markup(`.${ids}-never`, '<p>On this page</p>', `<h3 id="${ids}-never-target">Target</h3><div style="height: 3000px"></div>`));
    await waitFor(() => seen.length > 0, 'the scroll after the wait', 4000);
    const waited = performance.now() - started;
    expect(waited).to.be.greaterThan(1900);
    expect(waited).to.be.lessThan(3200);
    expect(seen).to.deep.equal([{ id: `${ids}-never-target`, offset: 0, cause: 'load' }]);
  });
}
