/**
 * The build's id (scripts/vite-build-id.ts) names the folder of every shared chunk (`dist/chunks/<id>/`), which the
 * reference server caches for good: it must change whenever what the build writes can change, and only then.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BUILD_ID_LENGTH, buildIdOf } from '../../scripts/vite-build-id.ts';

const MODULES = new Map([
  ['src/loader.ts', 'export const tags = [];'],
  ['elements/poll/define.ts', "import '../../src/define-element.ts';"],
]);
const SETTINGS = ['vite 8.0.0', 'rolldown 1.0.0', 'vite.config.ts\0export default {}'];

describe('the build id', () => {
  test('the same modules and settings give the same id, in whatever order the modules were read', () => {
    const id = buildIdOf(MODULES, SETTINGS);
    assert.match(id, new RegExp(`^[A-Za-z0-9_-]{${BUILD_ID_LENGTH}}$`));
    assert.equal(buildIdOf(new Map([...MODULES].reverse()), SETTINGS), id);
  });

  test("one module's code, a module more, a setting or a tool version changes it", () => {
    const id = buildIdOf(MODULES, SETTINGS);
    const edited = new Map(MODULES).set('src/loader.ts', 'export const tags = ["vb-poll"];');
    assert.notEqual(buildIdOf(edited, SETTINGS), id, 'a module edited');
    assert.notEqual(buildIdOf(new Map(MODULES).set('src/extra.ts', ''), SETTINGS), id, 'a module added');
    assert.notEqual(buildIdOf(MODULES, [...SETTINGS.slice(0, 2), 'vite.config.ts\0export default { minify: false }']), id, 'a setting');
    assert.notEqual(buildIdOf(MODULES, ['vite 8.0.1', ...SETTINGS.slice(1)]), id, 'a tool version');
  });

  test('a module and its code are kept apart: moving text from one to the other changes it', () => {
    const a = buildIdOf(new Map([['a.ts', 'bc']]), []);
    assert.notEqual(buildIdOf(new Map([['a.tsb', 'c']]), []), a);
  });
});
