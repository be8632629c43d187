import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Folder boundaries of docs/architecture.md: web and server never import each other; common imports neither. */
const boundary = (message, group) => ({ 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] });

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'data', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...boundary('The web app must not import server code.', ['**/server/**']) },
  },
  { files: ['server/**/*.ts'], rules: boundary('The server must not import web code.', ['**/web/**']) },
  { files: ['common/**/*.ts'], rules: boundary('common/ imports nothing of ours.', ['**/web/**', '**/server/**']) },
);
