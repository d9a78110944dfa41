/**
 * Importing any entry in Node (server rendering, tests) does not throw; defining elements waits for a
 * browser (issue 9, section 3). The entries are loaded the way a Node server-rendering setup loads
 * them: through Vite's SSR module loader, which understands `?inline` CSS and import.meta.glob.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ELEMENTS = readdirSync(path.join(ROOT, 'elements'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(ROOT, 'elements', entry.name, 'define.ts')))
  .map((entry) => entry.name);

describe('entries in Node', () => {
  let server: ViteDevServer;

  before(async () => {
    assert.equal(typeof (globalThis as { customElements?: unknown }).customElements, 'undefined', 'a plain Node, no DOM');
    server = await createServer({
      root: ROOT,
      configFile: false,
      logLevel: 'error',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
  });

  after(async () => {
    await server.close();
  });

  it('finds the three elements', () => {
    assert.ok(ELEMENTS.length >= 3, ELEMENTS.join(', '));
  });

  for (const name of ELEMENTS) {
    it(`elements/${name}/define.ts imports without throwing; its element waits for a browser`, async () => {
      const module = (await server.ssrLoadModule(`/elements/${name}/define.ts`)) as { default: unknown };
      assert.equal(typeof module.default, 'function');
      const Element = module.default as new () => unknown;
      assert.throws(() => new Element(), /needs a browser/);
      assert.equal(typeof (globalThis as { window?: unknown }).window, 'undefined', 'importing did not invent a window');
    });
  }

  it('an element that renders light by default gives light mode in its spec, ready for its first mount', async () => {
    const light: string[] = [];
    for (const name of ELEMENTS) {
      const { meta } = (await server.ssrLoadModule(`/elements/${name}/meta.ts`)) as { meta: { render?: string } };
      if (meta.render !== 'light') continue;
      light.push(name);
      const define = readFileSync(path.join(ROOT, 'elements', name, 'define.ts'), 'utf8');
      assert.match(define, /import \{ startLight \} from '\.\.\/\.\.\/src\/light-host\.ts'/, `${name}/define.ts imports startLight`);
      assert.match(define, /defineElement\(\{[^}]*\bstartLight\b[^}]*\}\)/, `${name}/define.ts gives startLight to defineElement`);
    }
    assert.ok(light.includes('drawers'), light.join(', '));
  });

  it('src/all.ts imports without throwing and lists every element', async () => {
    const module = (await server.ssrLoadModule('/src/all.ts')) as { components: Record<string, unknown> };
    assert.deepEqual(Object.keys(module.components).sort(), [...ELEMENTS].sort());
  });

  it('src/index.ts (the runtime API) imports without throwing', async () => {
    const module = (await server.ssrLoadModule('/src/index.ts')) as Record<string, unknown>;
    for (const name of ['defineElement', 'useHost', 'useEmit', 'Slot', 'slotNodes']) assert.equal(typeof module[name], 'function', name);
    const defineElement = module.defineElement as (spec: object) => unknown;
    assert.doesNotThrow(() => defineElement({ name: 'node-probe', component: () => null, props: {} }));
  });
});
