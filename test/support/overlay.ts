/**
 * Testing anything built on the overlay kit (modal, overlay, popup, speed dial, floating action button): the
 * element's own events recorded per test, and after each test the page checked as a visitor would leave it: no
 * overlay still open, the scroll unlocked, nothing thrown or logged as an error.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { openOverlays } from '../../src/overlay.ts';
import { recordConsole, type ConsoleRecord } from './console.ts';
import { renderRoot } from './fixtures.ts';
import { settle } from './wait.ts';

export interface OverlayWatch {
  /** This test's events, in order (the same array all along: cleared before each test). */
  readonly events: { type: string; detail: unknown }[];
  /** The id of the element each of `events` came from. */
  readonly targets: string[];
  /** The `detail`s of the `eventName` events that came from the element with `id`. */
  from(eventName: string, id: string): unknown[];
}

/**
 * Installs the file's beforeEach/afterEach: records `eventNames` on the document; after each test runs
 * `cleanUp` (what the test left where the fixtures do not remove it: a block that moved itself elsewhere, a
 * cookie), then checks what every overlay test checks.
 */
export function watchOverlays(eventNames: readonly string[], cleanUp?: () => void | Promise<void>): OverlayWatch {
  let record: ConsoleRecord | undefined;
  const events: OverlayWatch['events'] = [];
  const targets: string[] = [];
  const listen = (event: Event) => {
    events.push({ type: event.type, detail: (event as CustomEvent).detail });
    targets.push((event.target as Element).id);
  };
  beforeEach(() => {
    record = recordConsole();
    events.length = 0;
    targets.length = 0;
    for (const name of eventNames) document.addEventListener(name, listen);
  });
  afterEach(async () => {
    await settle();
    for (const name of eventNames) document.removeEventListener(name, listen);
    await cleanUp?.();
    await settle();
    record?.restore();
    expect(openOverlays(), 'no overlay left open').to.deep.equal([]);
    expect(document.body.hasAttribute('data-vb-scroll-lock'), 'scroll unlocked').to.equal(false);
    expect(record?.uncaught, 'uncaught').to.deep.equal([]);
    expect(record?.errors, 'errors').to.deep.equal([]);
  });
  return {
    events,
    targets,
    from: (eventName, id) => events.filter((event, i) => event.type === eventName && targets[i] === id).map((event) => event.detail),
  };
}

/** The element's <dialog> (modal, overlay). */
export const dialogOf = (el: HTMLElement) => renderRoot(el).querySelector('dialog') as HTMLDialogElement;
/** Its close button. */
export const closeButtonOf = (el: HTMLElement) => renderRoot(el).querySelector('[part~="close"]') as HTMLButtonElement;
/** Open as a modal dialog (top layer, the page inert). */
export const isModalOpen = (el: HTMLElement) => dialogOf(el).open && dialogOf(el).matches(':modal');

/** A visitor follows a link with the keyboard: focus, Enter. */
export async function pressLink(link: HTMLAnchorElement): Promise<void> {
  link.focus();
  await sendKeys({ press: 'Enter' });
  await settle();
}
