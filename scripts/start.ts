/**
 * `npm start`: builds what is missing or older than its inputs, then runs the compiled server
 * (dist/server/main.js), the same file production runs with plain `node`.
 */
import { pathToFileURL } from 'node:url';
import { SERVER_ENTRY } from '../server/paths';
import { build, buildIsCurrent } from './build';

if (!buildIsCurrent()) {
  process.stdout.write('Building the site (first start or changed files)…\n');
  // Vite sets NODE_ENV=production while it builds; the server must see the value the user gave.
  const nodeEnv = process.env.NODE_ENV;
  await build();
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
}
await import(pathToFileURL(SERVER_ENTRY).href);
