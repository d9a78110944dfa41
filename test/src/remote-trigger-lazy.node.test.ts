import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** CSS `?inline` imports are Vite's; for an import graph an empty string stands in. */
const inlineCss: Plugin = {
  name: 'inline-css',
  setup(b) {
    b.onResolve({ filter: /\?inline$/ }, (args) => ({ path: args.path, namespace: 'inline-css' }));
    b.onLoad({ filter: /.*/, namespace: 'inline-css' }, () => ({ contents: 'export default ""', loader: 'js' }));
  },
};

async function modulesOf(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
    external: ['react', 'react-dom', 'react/*', 'react-dom/*', '@r2wc/core', 'dompurify', 'libphonenumber-js'],
    plugins: [inlineCss],
  });
  return Object.keys(result.metafile.inputs);
}

// Issue 9 section 2: anchor and remote-trigger handling must not load on a page whose elements do not use it.
test('a page with only vb-poll does not load the remote-trigger and anchor handling; vb-drawers does', async () => {
  const poll = await modulesOf('elements/poll/define.ts');
  assert.ok(poll.includes('src/registry.ts'), 'the runtime is in the graph');
  assert.ok(!poll.includes('src/remote-trigger.ts'), 'vb-poll does not pull src/remote-trigger.ts');
  const drawers = await modulesOf('elements/drawers/define.ts');
  assert.ok(drawers.includes('src/remote-trigger.ts'), 'vb-drawers subscribes by trigger id');
});
