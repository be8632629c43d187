/**
 * `npm run bench:photos`: the day's photos alone (bench/photo-uploads.ts) on the compiled server, without the rest of
 * `npm run bench` (Lighthouse, the couple's uploads…), to measure them again quickly: builds if needed, measures,
 * prints the section and its targets as `npm run bench` does (the results file is left to `npm run bench`).
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { measurePhotoUploads } from './photo-uploads';
import { photoUploadsSection, photoUploadTargets, targetsSection } from './report';
import { ensureBuilt, startAppServer } from './server-process';

async function main(): Promise<void> {
  await ensureBuilt();
  const password = `bench-${crypto.randomBytes(9).toString('base64url')}`;
  const adminPassword = `bench-couple-${crypto.randomBytes(9).toString('base64url')}`;
  const server = await startAppServer(password, adminPassword);
  try {
    process.stdout.write(`Server at ${server.url}; ${os.availableParallelism()} cores, load average ${os.loadavg()[0]!.toFixed(2)}\n`);
    const result = await measurePhotoUploads(server.url, password, adminPassword, server.pid);
    process.stdout.write(photoUploadsSection(result) + targetsSection(photoUploadTargets(result)) + '\n');
  } finally {
    await server.stop();
  }
}

process.once('SIGINT', () => process.exit(130));
main().catch((error: unknown) => {
  process.stderr.write(`\nThe bench could not complete: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
