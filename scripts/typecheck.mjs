#!/usr/bin/env node
// The type check (`npm run typecheck`, part of `npm test`): the code's three programs, each with its own globals (the
// web app with the DOM, the server, tests and scripts with Node's, the service worker with a worker's), checked by
// TypeScript 7, the compiler rewritten in Go: 10 CPU-seconds instead of TypeScript 5.9's 31 on two cores, the same
// errors (docs/decisions/0074-typescript-7-checks-the-types.md). It is the dev dependency `typescript-native`, an alias
// of the `typescript` package at 7.x. TypeScript 5.9 stays as the `typescript` package: ESLint's parser and
// web/src/message-keys.test.ts read the code through its API, which TypeScript 7 does not offer.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECTS = ['tsconfig.web.json', 'tsconfig.node.json', 'tsconfig.sw.json'];
// Named by its folder: both packages have a `tsc` command, and node_modules/.bin keeps only one of them.
const tsc = path.join(path.dirname(fileURLToPath(import.meta.resolve('typescript-native/package.json'))), 'bin', 'tsc');

for (const project of PROJECTS) {
  const { status, error } = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  if (error) throw error;
  if (status !== 0) process.exit(status ?? 1);
}
