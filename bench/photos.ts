/**
 * `npm run bench:photos`: the day's photos alone (bench/photo-uploads.ts) on the compiled server, without the rest of
 * the bench (Lighthouse, the couple's uploads…): builds if needed, measures, prints the figures and the targets.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { measurePhotoUploads } from './photo-uploads';
import { ensureBuilt, startAppServer } from './server-process';

/** The issue's target: guests' /login p95 under 100 ms while twenty phones upload. */
const LOGIN_P95_TARGET_MS = 100;

async function main(): Promise<void> {
  await ensureBuilt();
  const password = `bench-${crypto.randomBytes(9).toString('base64url')}`;
  const adminPassword = `bench-couple-${crypto.randomBytes(9).toString('base64url')}`;
  const server = await startAppServer(password, adminPassword);
  try {
    const r = await measurePhotoUploads(server.url, password, adminPassword, server.pid);
    const [g, p] = [r.guestsWhileUploading, r.guestsWhileProcessing];
    const m = r.memoryMeanwhile;
    process.stdout.write(
      [
        `The day's photos: ${r.phones} phones, ${r.photoMb} MB each, over tus in 1 MB chunks, at once`,
        `  all uploaded after ${r.allUploadedMs} ms (a phone: median ${r.phoneMedianMs} ms, slowest ${r.phoneMaxMs} ms); all processed after ${r.allReadyMs} ms`,
        `  while they upload, a guest's /login every 100 ms (${g.requests}): p50 ${g.p50Ms} ms, p95 ${g.p95Ms} ms, slowest ${g.maxMs} ms`,
        `  while the photos are processed (${p.requests}): p50 ${p.p50Ms} ms, p95 ${p.p95Ms} ms, slowest ${p.maxMs} ms`,
        m === null ? '  memory: not measured (no /proc)' : `  peak memory: the server ${m.serverMb} MB (its high-water mark), its image process ${m.childMb} MB, both at once ${m.totalMb} MB`,
        `  target: /login p95 under ${LOGIN_P95_TARGET_MS} ms while they upload: ${g.p95Ms < LOGIN_P95_TARGET_MS ? 'met' : 'NOT met'}; while processed: ${p.p95Ms < LOGIN_P95_TARGET_MS ? 'met' : 'NOT met'}`,
        `  (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores at the end: a busy machine's figures are high)`,
      ].join('\n') + '\n',
    );
  } finally {
    await server.stop();
  }
}

process.once('SIGINT', () => process.exit(130));
main().catch((error: unknown) => {
  process.stderr.write(`\nThe bench could not complete: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
