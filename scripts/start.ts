/** `npm start`: builds first when the build is missing or older than its inputs, then starts the server. */
import { build, buildIsCurrent } from './build';

if (!buildIsCurrent()) {
  process.stdout.write('Building the site (first start or changed files)…\n');
  // Vite sets NODE_ENV=production while it builds; the server must see the value the user gave.
  const nodeEnv = process.env.NODE_ENV;
  await build();
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
}
await import('../server/main');
