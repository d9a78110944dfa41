/**
 * State that belongs to the page, not to one copy of the runtime: kept on `globalThis` under a
 * `Symbol.for` key, so two bundles on one page (a CMS template and a landing-page builder, each with
 * its own script) share one scroll lock, one set of remote-trigger subscribers, one fragment listener.
 * `const state = () => pageState('visitorBlocks.scrollLock', () => ({ count: 0 }))`.
 */
export function pageState<T>(name: string, create: () => T): T {
  const key = Symbol.for(name);
  const holder = globalThis as unknown as Record<symbol, T | undefined>;
  let current = holder[key];
  if (current === undefined) {
    current = create();
    holder[key] = current;
  }
  return current;
}
