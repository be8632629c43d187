import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders in `dir`: a feature added is a zone at once, without a list to keep in step. */
const foldersIn = (dir) =>
  fs
    .readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Folder boundaries (docs/architecture.md, folders): web and server never import each other; common imports neither. */
const boundary = (message, group) => ({ 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] });

/**
 * The web app's imports flow one way, as in bulletproof-react: shared code → features → app. Shared code (lib,
 * components, i18n, content, api) imports neither features nor the app; a feature imports no other feature and
 * not the app; what a page needs, the app's route table passes it as props.
 */
const WEB_FEATURES = foldersIn('./web/src/features');
const WEB_SHARED = ['lib', 'components', 'i18n', 'content', 'api'];
/**
 * The couple's dashboard (web/src/admin) is an app of its own, built the same way: its shared code, its features,
 * its app. It and the guests' app never import each other's app; its preview frame renders the guests' own pages.
 */
const ADMIN_FEATURES = foldersIn('./web/src/admin/features');
const ADMIN_SHARED = ['api', 'components', 'i18n'];
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
  ...ADMIN_SHARED.map((shared) => ({
    target: `./web/src/admin/${shared}`,
    from: ['./web/src/admin/features', './web/src/admin/app', './web/src/admin/preview'],
    message: "The dashboard's shared code imports neither its features, its app nor its preview frame (shared → features → app).",
  })),
  {
    target: './web/src/admin/preview',
    from: ['./web/src/admin/features', './web/src/admin/app'],
    message: "The preview frame is the guests' pages: it imports neither the dashboard's features nor its app.",
  },
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

/**
 * The server's folders (docs/architecture.md, the server), in the order their imports go: a folder imports only the
 * folders before it in SERVER_LAYERS, never one beside it or after it. The database, the security headers and error
 * answers, and the body deadlines are the floor every concern stands on. Then the visits and the guest list, sign-in
 * (which reads the guest list), the couple's content, the invitation, the answers (to the invitation), e-mail (which
 * speaks of both), the day's photos (which credit households and fall in the invitation's events), the backups (which hold all of them), the purge (which forgets in all of them, backups included),
 * and last what assembles the concerns: the couple's API, the guests' page, the health check, the guest command. A
 * folder added must be placed here, or the lint stops (a folder outside the order would be a zone of no rules).
 * Beyond the order: the content's tables (server/content/store) are written only through the content store; no
 * concern imports the app's assembly (app.ts, main.ts, config.ts); and code that runs in production imports no test
 * helper; tests themselves may reach anywhere to set a case up.
 */
const SERVER_LAYERS = [['db', 'security', 'http', 'types'], ['visits'], ['guests'], ['auth'], ['content'], ['invitation'], ['rsvp'], ['mail'], ['photos'], ['backup'], ['purge'], ['admin', 'static', 'ops'], ['cli']];
const SERVER_TEST_FOLDERS = ['testing', 'hostile'];
const SERVER_FOLDERS = foldersIn('./server');
const unplaced = SERVER_FOLDERS.filter((folder) => !SERVER_LAYERS.flat().includes(folder) && !SERVER_TEST_FOLDERS.includes(folder));
if (unplaced.length > 0) throw new Error(`eslint.config.js: place server/${unplaced.join(', server/')} in SERVER_LAYERS (the order of the server's imports).`);
const serverZones = [
  ...SERVER_LAYERS.flatMap((layer, rank) =>
    layer.filter(() => rank < SERVER_LAYERS.length - 1 || layer.length > 1).map((folder) => ({
      target: `./server/${folder}`,
      from: SERVER_LAYERS.slice(rank).flat().filter((other) => other !== folder).map((other) => `./server/${other}`),
      message: `server/${folder} imports only the folders before it: ${SERVER_LAYERS.slice(0, rank).flat().join(', ') || 'none of the server'} (eslint.config.js, SERVER_LAYERS).`,
    })),
  ),
  ...SERVER_FOLDERS.filter((folder) => folder !== 'content').map((folder) => ({
    target: `./server/${folder}`,
    from: './server/content/store',
    message: "The content's tables are written only through the content store (server/content/content-store.ts).",
  })),
  ...SERVER_LAYERS.flat().filter((folder) => folder !== 'cli').map((folder) => ({
    target: `./server/${folder}`,
    from: ['./server/app.ts', './server/main.ts', './server/config.ts'],
    message: "A concern does not import the app's assembly: it is given what it needs (server/app.ts, AppDeps).",
  })),
  { target: './server', from: ['./server/testing', './server/hostile'], message: 'Code that runs in production imports no test helper.' },
  // Routes are registered where the app is assembled (server/app.ts, the couple's API in server/admin/admin-api.ts), and nowhere
  // else: what two routes share lives in a module of the concern that both import.
  {
    target: './server/**/!(app|admin-api|*.test).ts',
    from: ['./server/**/*-routes.ts', './server/**/*-route.ts'],
    message: "Only the app's assembly (server/app.ts, server/admin/admin-api.ts) imports a route: move what is shared into a module of the concern.",
  },
];
/** The dashboard's saving rule (decision 0055): no button marked busy or disabled by hand while a request runs. */
const SAVE_BUTTON_RULE = [
  "JSXOpeningElement[name.name='button'] > JSXAttribute[name.name='aria-busy']",
  "JSXAttribute[name.name='aria-busy'] Identifier[name=/^(pending|saving|busy)$/]",
  // Not a file input: a picker is no button, and FileUpload marks its own aria-disabled while it sends.
  "JSXOpeningElement[name.name!='input'] > JSXAttribute[name.name=/^(disabled|aria-disabled)$/] Identifier[name=/^(pending|saving|busy|sending|loading)$/]",
].map((selector) => ({
  selector,
  message:
    "A control that waits on the server is <SaveButton save={useSave(…)}> (components/save-button.tsx, use-save.ts): busy but focusable, its answer beside it (decision 0055). Do not mark it busy or disable it by hand.",
}));

/**
 * The server's problems are put into words by one function, problemText (and problemInLanguage), in
 * web/src/admin/components/problem-text.ts (issue 37, decision 0055): a second function of that name, or a message
 * under a `problems` key asked for elsewhere, is refused. What only places a worded problem may still be asked for:
 * "For Ana: …" (forPerson), "French: …" (inLanguage), "…and 3 more problems" (more), "Nothing was added" (nobodyAdded).
 */
const PROBLEM_KEY = String.raw`/(^|\.)problems\.(?!(forPerson|inLanguage|more|nobodyAdded)$)/`;
const PROBLEM_WORDS_RULE = [
  "FunctionDeclaration[id.name=/problem(Words|Text|InLanguage)$/i]",
  "VariableDeclarator[id.name=/problem(Words|Text|InLanguage)$/i][init.type=/^(ArrowFunctionExpression|FunctionExpression)$/]",
  `CallExpression[callee.name='t'][arguments.0.value=${PROBLEM_KEY}]`,
  `CallExpression[callee.name='t'] > TemplateLiteral.arguments > TemplateElement[value.raw=${PROBLEM_KEY.replace('$)/', ')/')}]`,
].map((selector) => ({
  selector,
  message:
    "A problem from the server is put into words by problemText or problemInLanguage (components/problem-text.ts): add its field:code there (FIELD_KEY), not a second wording here.",
}));
/** One way to get a date format: dateTimeFormat (common/date-text.ts), made once per locale and options and kept. */
const DATE_FORMAT_RULE = [
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
    message: 'Get a date format from dateTimeFormat(locale, options) (common/date-text.ts): made once and kept, where a new one per call cost a tenth of a millisecond, four tenths on a phone.',
  },
];
const SERVER_TEST_CODE = ['server/**/*.test.{ts,tsx}', 'server/**/testing/**', 'server/hostile/**'];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'data', 'bench/results', 'content/tools'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // No import cycles: a cycle makes the order modules run in depend on who is imported first (a value read
    // before its module ran is undefined), and ties folders that the zones keep apart. Type-only imports are
    // erased and do not count.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    // ignoreExternal: a package cannot import our files back, so a cycle never runs through node_modules; without it
    // the rule parsed the packages too and took 14 of ESLint's 35 s (decision 0046).
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
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
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...boundary('The web app must not import server code.', ['**/server/**']),
      'import-x/no-restricted-paths': ['error', { zones: webZones, basePath: import.meta.dirname }],
    },
  },
  {
    // The dashboard's one saving pattern (decision 0055): a control that waits on the server is a SaveButton, driven
    // by useSave(), which keeps it focusable and says the answer beside it. A button marked busy by hand, or disabled
    // while a request runs (the focus then falls to the page), is refused here. A region being loaded may still say
    // aria-busy (a list, a fieldset); a button disabled for another reason (nothing to send) may still be disabled.
    // (The problems' wording rule is repeated: a rule's options replace those of an earlier block.)
    files: ['web/src/admin/**/*.tsx'],
    ignores: ['web/src/admin/components/save-button.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...SAVE_BUTTON_RULE, ...PROBLEM_WORDS_RULE, ...DATE_FORMAT_RULE] },
  },
  {
    // One function puts the server's problems into words (issue 37): problemText, in
    // web/src/admin/components/problem-text.ts, and nowhere else.
    files: ['web/src/admin/**/*.ts'],
    ignores: ['web/src/admin/components/problem-text.ts'],
    rules: { 'no-restricted-syntax': ['error', ...PROBLEM_WORDS_RULE, ...DATE_FORMAT_RULE] },
  },
  // The guests' pages get the couple's texts filled in every language by the server (decision 0052): they read
  // texts[locale] and have no language fallback of their own. (Repeats the web boundary: a rule's options replace.)
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/src/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/server/**'], message: 'The web app must not import server code.' }],
          paths: [{ name: '#common/locales', importNames: ['textsFor', 'filledTexts'], message: "The guests' pages read texts[locale]: the server filled each language by the one rule (decision 0052)." }],
        },
      ],
    },
  },
  {
    // One way to the server for both web apps and the wall (web/src/api/http.ts): its answers, or null for none, and
    // the body of a status-only answer closed. The service worker is the pages' network layer, not a caller.
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/src/api/http.ts', 'web/service-worker/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest'].map((name) => ({ name, message: 'Call the server through web/src/api/http.ts (call, statusOf, readJson, upload): the one way the web apps reach it.' })),
      ],
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
  {
    files: ['server/**/*.{ts,tsx}'],
    ignores: SERVER_TEST_CODE,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones, basePath: import.meta.dirname }] },
  },
  { files: ['common/**/*.{ts,tsx}'], rules: boundary('common/ imports nothing of ours.', ['**/web/**', '**/server/**']) },
  {
    // The date-format rule where no block above sets no-restricted-syntax (the dashboard's two repeat it: a rule's
    // options replace). Tests may make formats of their own, to check against.
    files: ['{common,server,web}/**/*.{ts,tsx}'],
    ignores: ['web/src/admin/**', 'common/date-text.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...DATE_FORMAT_RULE] },
  },
);
