import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import folders from './scripts/lint/restricted-paths.js';

/** Folder boundaries (docs/architecture.md, folders): web and server never import each other; common imports neither. */
const boundary = (message, group) => ({ 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] });

/**
 * The web app's imports flow one way, as in bulletproof-react: shared code → features → app. Shared code (lib,
 * components, i18n, content, api) imports neither features nor the app; a feature imports no other feature and
 * not the app; what a page needs, the app's route table passes it as props.
 */
const WEB_FEATURES = ['auth', 'save-the-date', 'faq', 'invitation', 'rsvp'];
const WEB_SHARED = ['lib', 'components', 'i18n', 'content', 'api'];
/** The couple's dashboard (web/src/admin) is an app of its own: it and the guests' app never import each other. */
const ADMIN_FEATURES = ['sign-in', 'guests', 'texts', 'photos', 'settings', 'rsvp', 'overview'];
const webZones = [
  { target: './web/src/admin', from: './web/src/app', message: "The dashboard does not import the guests' app." },
  { target: './web/src/app', from: './web/src/admin', message: "The guests' app does not import the dashboard." },
  { target: './web/src/features', from: './web/src/admin', message: "The guests' features do not import the dashboard." },
  { target: './web/src/admin/features', from: './web/src/admin/app', message: 'A dashboard feature does not import its app: take what it needs as props.' },
  ...ADMIN_FEATURES.map((feature) => ({
    target: `./web/src/admin/features/${feature}`,
    from: './web/src/admin/features',
    except: [`./${feature}`],
    message: 'A dashboard feature does not import another feature.',
  })),
  ...WEB_SHARED.map((shared) => ({
    target: `./web/src/${shared}`,
    from: ['./web/src/features', './web/src/app', './web/src/admin'],
    message: 'Shared web code imports neither features nor the app (shared → features → app).',
  })),
  { target: './web/src/features', from: './web/src/app', message: 'A feature does not import the app: take what it needs as props.' },
  ...WEB_FEATURES.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature.',
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'data', 'bench/results', 'content/tools'] },
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
    plugins: { 'react-hooks': reactHooks, folders },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...boundary('The web app must not import server code.', ['**/server/**']),
      'folders/restricted-paths': ['error', { zones: webZones }],
    },
  },
  { files: ['server/**/*.{ts,tsx}'], rules: boundary('The server must not import web code.', ['**/web/**']) },
  // One exception, data rather than code: the answers' spreadsheets speak the dashboard's words (decision 0031).
  {
    files: ['server/rsvp/sheet-words.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)web/(?!src/admin/i18n/messages/[a-z]{2}\\.json$)', message: 'The server must not import web code; sheet-words.ts reads only the dashboard’s messages.' }] },
      ],
    },
  },
  { files: ['common/**/*.{ts,tsx}'], rules: boundary('common/ imports nothing of ours.', ['**/web/**', '**/server/**']) },
);
