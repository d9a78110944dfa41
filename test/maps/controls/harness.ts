/**
 * The controls on the real MapLibre engine, as vb-map holds them: a host with a shadow root that adopts
 * the tokens and the controls' stylesheet, a positioned frame the engine draws into, and the corners laid
 * over it. The real maps client talks to the reference server (/api/maps-proxy/v2 through the test runner).
 */
import tokens from '../../../styles/tokens.css?inline';
import { controlStyles } from '../../../maps/controls/styles.ts';
import { createMaplibreEngine } from '../../../maps/engines/maplibre/index.ts';
import type { MapEngine, MapEngineEvents, MapView } from '../../../maps/engines/types.ts';
import { MapsClient } from '../../../maps/service/client.ts';
import { CONTROL_STRINGS } from '../../../maps/controls/strings.ts';
import type { Position } from '../../../maps/geo/position.ts';

export const SALT_LAKE: Position = { latitude: 40.76, longitude: -111.89 };
const silent = { warn: () => {} };

export interface MapFixture {
  host: HTMLElement;
  root: ShadowRoot;
  /** The positioned element the engine draws into; corners go in here too. */
  frame: HTMLElement;
  engine: MapEngine;
  client: MapsClient;
  strings: Record<string, string>;
  /** Resizes the map (the host) and waits for the engine to notice. */
  resize(width: number, height?: number): void;
  remove(): void;
}

const mounted: MapFixture[] = [];

export interface MapFixtureOptions {
  width: number;
  height?: number;
  center?: Position;
  zoom?: number;
  mapTypes?: readonly string[];
  mapType?: string;
  /** A client of the test's own, e.g. one whose configuration fails. */
  client?: MapsClient;
}

export function newClient(): MapsClient {
  return new MapsClient({ clientId: 'vb-controls-test', language: 'en', logger: silent });
}

let serviceStrings: Promise<Record<string, string>> | undefined;

/** The controls' wording as the reference service answers it (once per file). */
export function referenceStrings(): Promise<Record<string, string>> {
  serviceStrings ??= newClient().strings(Object.keys(CONTROL_STRINGS));
  return serviceStrings;
}

export async function mountMap(options: MapFixtureOptions): Promise<MapFixture> {
  const host = document.createElement('div');
  host.style.cssText = `display:block;width:${options.width}px;height:${options.height ?? 400}px;`;
  const root = host.attachShadow({ mode: 'open' });
  const sheets = [tokens, controlStyles].map((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    return sheet;
  });
  root.adoptedStyleSheets = sheets;
  const frame = document.createElement('div');
  frame.style.cssText = 'position:relative;width:100%;height:100%;overflow:hidden;';
  root.append(frame);
  document.body.append(host);
  const client = options.client ?? newClient();
  const strings = await referenceStrings();
  const engine = await createMaplibreEngine({
    container: frame,
    center: options.center ?? SALT_LAKE,
    zoom: options.zoom ?? 10,
    label: 'Test map',
    client,
    strings,
    ...(options.mapTypes ? { mapTypes: options.mapTypes } : {}),
    ...(options.mapType ? { mapType: options.mapType } : {}),
  });
  const fixture: MapFixture = {
    host,
    root,
    frame,
    engine,
    client,
    strings,
    resize(width, height) {
      host.style.width = `${width}px`;
      if (height !== undefined) host.style.height = `${height}px`;
    },
    remove() {
      engine.destroy();
      host.remove();
    },
  };
  mounted.push(fixture);
  return fixture;
}

/** Removes every map mounted by the test (call in afterEach). */
export function removeMaps(): void {
  for (const fixture of mounted.splice(0)) fixture.remove();
}

/** Resolves with the engine's next event of `type` (subscribe before the action that causes it). */
export function next<K extends keyof MapEngineEvents>(engine: MapEngine, type: K, timeoutMs = 15000): Promise<MapEngineEvents[K]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`no '${type}' event from the engine within ${timeoutMs} ms`));
    }, timeoutMs);
    const off = engine.on(type, (detail) => {
      clearTimeout(timer);
      off();
      resolve(detail);
    });
  });
}

/** Waits until the engine's view satisfies `check`, checking on each idle. */
export async function idleUntil(engine: MapEngine, check: (view: MapView) => boolean, what: string, timeoutMs = 15000): Promise<MapView> {
  const start = performance.now();
  let view = engine.getView();
  while (!check(view)) {
    if (performance.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    view = await next(engine, 'idle', timeoutMs).catch(() => engine.getView());
  }
  return view;
}

/** Events of `type` raised on `target` while the test runs. */
export function recordEvents<T>(target: EventTarget, type: string): T[] {
  const seen: T[] = [];
  target.addEventListener(type, (event) => seen.push((event as CustomEvent<T>).detail));
  return seen;
}

/** The element focused inside the fixture's shadow root. */
export function focused(fixture: MapFixture): Element | null {
  return fixture.root.activeElement;
}

function describeElement(element: Element | null): string {
  if (!element) return 'nothing';
  const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
  return `<${element.localName} class="${element.getAttribute('class') ?? ''}"> "${name}"`;
}

/**
 * Asserts where the keyboard focus is. The failure names both elements in plain text: a failing chai
 * comparison of two DOM nodes makes the runner serialise the whole map, which never finishes.
 */
export function expectFocused(fixture: MapFixture, element: Element | null | undefined): void {
  const actual = focused(fixture);
  if (actual !== element) throw new Error(`expected the focus on ${describeElement(element ?? null)}, found it on ${describeElement(actual)}`);
}
