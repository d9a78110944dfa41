// ESLint flat config: `npm run lint` runs it with Prettier and Stylelint (README, "Contributing").
// Non-type-checked typescript-eslint: type-aware rules would run the whole TypeScript program per
// lint and `tsc --noEmit` (npm test's typecheck runner) already checks types.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  // ESLint skips node_modules itself; the rest mirrors .gitignore and .prettierignore's generated data.
  globalIgnores(['dist/', '.data/', 'bench-results/', 'test-results/', 'demo/static/', 'test/maps/service/fixtures/']),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      // Browser code and Node code live side by side (tests, scripts, the reference server); TypeScript
      // checks the globals of .ts files, these cover the few .js/.mjs files.
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // House rule (DESIGN.md section 6): no `any`.
      '@typescript-eslint/no-explicit-any': 'error',
      // A leading `_` marks a binding kept on purpose: a callback's positional parameter, a property
      // dropped from a rest copy (`{ read: _read, ...field }`), a loop that only counts.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
