import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** src/ folders from the bottom layer up (docs/architecture.md); a folder imports only below it. */
const LAYERS = [
  ['config'],
  ['lib', 'db', 'theme'],
  ['sync'],
  ['components'],
  ['features'],
  ['layouts'],
  ['app', 'prerender', 'main.tsx', 'bench-hooks.ts'],
];

const above = (index) =>
  LAYERS.slice(index + 1)
    .flat()
    .map((name) => `./src/${name}`);

const layerZones = [
  ...LAYERS.slice(0, -1).flatMap((names, index) =>
    names.map((name) => ({
      target: `./src/${name}`,
      from: above(index),
      message: `src/${name} sits below these layers and must not import them (docs/architecture.md).`,
    })),
  ),
  { target: './src/config', from: ['./src/lib', './src/db', './src/theme'] },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature does not import another feature: move what both need below them.',
  })),
  {
    target: './sw',
    from: ['./src/components', './src/features', './src/layouts', './src/app'],
    message: 'The service worker runs the data layer only (sync, db, lib, config).',
  },
];

/**
 * build/ is the build's own code, run by Node: it reads the app's plain data in src/config (the
 * route manifest, the Firebase variable names) and nothing else of src/. Its page scripts
 * (build/page/, compiled into index.html) run before the app: they may use src/config and the pure
 * helpers of src/lib, and none of the build's Node code. The app never imports build/.
 */
const buildZones = [
  {
    target: './src',
    from: './build',
    message: 'The app does not import the build (build/ runs in Node, at build time).',
  },
  {
    target: './build/*.ts',
    from: './src',
    except: ['./config'],
    message: 'The build reads only the plain data of src/config from the app.',
  },
  {
    target: './build/page',
    from: './src',
    except: ['./config', './lib'],
    message: 'A page script runs before the app: it may use src/config and src/lib only.',
  },
  {
    target: './build/page',
    from: './build',
    except: ['./page'],
    message: 'A page script runs in the browser: it does not import the build’s Node code.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      '.data',
      '.bench',
      'coverage',
      'test-results',
      'playwright-report',
      '.e2e-data',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The layers of docs/architecture.md: imports run downwards only, no feature imports
    // another (what two features share lives below them), and build/ keeps to its side.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'build/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...buildZones] }],
      // The rule above judges only imports it can resolve: a path it cannot find would pass it.
      // (Vite's virtual modules exist only in the build.)
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:'] }],
    },
  },
  {
    // MUI 9 dropped the system props: `color="text.secondary"` on Typography type-checks (its
    // color is any string) but draws nothing; its own values are palette names.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='color'][value.value=/\\./]",
          message:
            'MUI 9 takes no system props: use color="textSecondary" (a palette name) or sx={{ color: \'text.secondary\' }}.',
        },
      ],
    },
  },
  {
    // Specs take test and expect from tests/e2e/test.ts, whose fixture fails a test on any
    // Content-Security-Policy violation.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './test' (it checks the CSP on every page).",
            },
          ],
        },
      ],
    },
  },
);
