#!/usr/bin/env node
// `npm run guests -- …`: the guest command, compiled by the build (dist/server/guests.js) and run with plain node.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../dist/server/guests.js', import.meta.url));
if (!fs.existsSync(entry)) {
  process.stderr.write('The guest command is not built yet: run "npm run build" (or "npm start", which builds) first.\n');
  process.exit(1);
}
await import(new URL('../dist/server/guests.js', import.meta.url).href);
