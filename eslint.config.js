import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.data/**',
      'apps/server/drizzle/**',
      'packages/client/src/openapi.d.ts',
      'test-results/**',
      '.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // HTML's default type is "submit": a stepper inside a form once sent a guest's half-painted answer.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='button']:not(:has(JSXAttribute[name.name='type']))",
          message: 'Give <button> a type (or use the shared Button, which defaults to type="button").',
        },
      ],
    },
  },
  {
    // The engine is pure: no clock, no environment, no I/O.
    files: ['packages/engine/src/**/*.ts'],
    ignores: ['packages/engine/src/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', 'process', 'fetch', 'setTimeout', 'setInterval'],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'The engine takes `now` as an argument.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'The engine takes `now` as an argument.',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.test.ts', '**/test/**'],
    rules: { 'no-console': 'off' },
  },
);
