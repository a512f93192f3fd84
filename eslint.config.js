// Lint rules of the whole repository, and the import boundaries that keep its layout (and which of antd's
// components the web app takes from its own kit instead, for keyboard and screen-reader use):
// a web feature imports no other feature and not the app shell; a server module imports no other
// module (shared code lives in platform/); the seed imports no route file.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const dirs = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const FEATURES = './apps/web/src/features';
const MODULES = './apps/server/src/modules';

const boundaries = [
  ...dirs(FEATURES).map((feature) => ({
    target: `${FEATURES}/${feature}`,
    from: FEATURES,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to shared/.',
  })),
  { target: FEATURES, from: './apps/web/src/app', message: 'A feature does not import the app shell: move what it needs to shared/.' },
  { target: './apps/web/src/shared', from: FEATURES, message: 'shared/ is below the features: it imports none of them.' },
  ...dirs(MODULES).map((module) => ({
    target: `${MODULES}/${module}`,
    from: MODULES,
    except: [`./${module}`],
    message: 'A module does not import another module: share through platform/.',
  })),
  { target: './apps/server/src/platform', from: MODULES, message: 'platform/ is below the modules: it imports none of them.' },
  { target: './apps/server/src/db/seed', from: `${MODULES}/**/*.routes.ts`, message: 'The seed imports no route file.' },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.test-output/**', 'data/**', 'apps/server/test/ops/fixtures/**', 'test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-control-regex': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/shared/widgets/{modal,number-field,tree,tree-select}.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              importNames: ['Modal'],
              message: "Use the kit's Modal (shared/widgets/modal): it keeps Tab inside the dialog, where antd's lets it leave.",
            },
            {
              name: 'antd',
              importNames: ['InputNumber'],
              message: "Use the kit's NumberField (shared/widgets/number-field): antd names its step buttons in English.",
            },
            {
              name: 'antd',
              importNames: ['Tree', 'Pagination'],
              message: "Use the kit's Tree (shared/widgets/tree) or Pagination (shared/ui): antd's name their arrows in English.",
            },
            {
              name: 'antd',
              importNames: ['TreeSelect'],
              message: "Use the kit's TreeSelect (shared/widgets/tree-select): antd's arrow reads its English name.",
            },
          ],
        },
      ],
    },
  },
);
