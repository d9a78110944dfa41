// Stylelint: stylelint-config-standard plus the house naming rules (DESIGN.md section 5, README "Contributing").
// Each element folder gets its own patterns, so `.button` or `.vb-cb__toggle` in elements/content-block fails:
// only `vb-content-block__<part>` (and `--<modifier>`) and `vb-content-block-*` keyframes pass there.
import { readdirSync } from 'node:fs';

const WORD = '[a-z0-9]+(?:-[a-z0-9]+)*';
/** `vb-<block>`, `vb-<block>__<part>`, `vb-<block>--<modifier>`, `vb-<block>__<part>--<modifier>`. */
const bem = (block) => new RegExp(`^${block}(?:__${WORD})?(?:--${WORD})?$`);

const elements = readdirSync(new URL('./elements/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** @type {import('stylelint').Config} */
export default {
  extends: ['stylelint-config-standard'],
  ignoreFiles: ['dist/**', 'node_modules/**', 'demo/static/**'],
  rules: {
    // Public `--vb-<what>` / `--vb-<block>-<what>`, private `--_vb-<what>` / `--_vb-<block>-<what>`. The rule
    // also checks var() arguments, so it cannot tell a block's own property from a shared token.
    'custom-property-pattern': [`^_?vb-${WORD}$`, { message: (name) => `Custom property "${name}" must be --vb-* (public) or --_vb-* (private)` }],
    // Shared base classes (styles/) are `vb-<name>`; each element folder narrows this below.
    'selector-class-pattern': [bem(`vb-${WORD}`), { message: (name) => `Class "${name}" must be vb-<block>__<part>(--<modifier>)` }],
    'keyframes-name-pattern': [`^vb-${WORD}$`, { message: (name) => `Keyframes "${name}" must be vb-<block>-<what>` }],
    // Blank lines: the files group related declarations and rules by hand, without a blank line between
    // members of a group; Prettier owns the rest of the layout.
    'rule-empty-line-before': null,
    'comment-empty-line-before': null,
    'declaration-empty-line-before': null,
    'custom-property-empty-line-before': null,
    'at-rule-empty-line-before': null,
  },
  overrides: [
    ...elements.map((name) => ({
      files: [`elements/${name}/**/*.css`],
      rules: {
        'selector-class-pattern': [bem(`vb-${name}`), { message: (cls) => `Class "${cls}" must be vb-${name}__<part>(--<modifier>)` }],
        'keyframes-name-pattern': [`^vb-${name}(?:-${WORD})?$`, { message: (kf) => `Keyframes "${kf}" must be vb-${name}-<what>` }],
      },
    })),
    {
      // The map controls are parts of vb-map: they carry its names.
      files: ['maps/**/*.css'],
      rules: {
        'selector-class-pattern': [bem('vb-map'), { message: (cls) => `Class "${cls}" must be vb-map__<part>(--<modifier>)` }],
        'keyframes-name-pattern': [`^vb-map(?:-${WORD})?$`, { message: (kf) => `Keyframes "${kf}" must be vb-map-<what>` }],
      },
    },
    {
      // Demo pages are page CSS: their own classes and `--demo-*` properties are free kebab-case, but anything
      // named vb-* must be a block's real name (the demo restyles blocks only through their public names).
      files: ['demo/**/*.css'],
      rules: {
        'custom-property-pattern': [`^(?:_?vb|demo)-${WORD}$`, { message: (name) => `Custom property "${name}" must be --demo-*, --vb-* or --_vb-*` }],
        'selector-class-pattern': [
          new RegExp(`^(?!vb-)${WORD}$|${bem(`vb-${WORD}`).source}`),
          { message: (name) => `Class "${name}" must be kebab-case, or vb-<block>__<part> when it names a block's part` },
        ],
      },
    },
  ],
};
