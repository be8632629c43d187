/**
 * How the server starts: compiled (`node dist/server/main.js`, as in production) against the same sources run
 * through tsx (`node --import tsx server/main.ts`), which compiles TypeScript at every start. Each way is started
 * several times, alternately, on one seeded DATA_DIR; measured are the time from spawn to the first 200 of
 * /api/health and the process's resident memory at that moment (VmRSS). Decision 0019 records the figures.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, SERVER_ENTRY } from '../server/paths';
import { freePort } from './ports';
import { median, round } from './stats';

export interface StartupResult {
  runs: number;
  compiled: { startMs: number; rssMb: number | null };
  tsx: { startMs: number; rssMb: number | null };
}

const WAYS = {
  compiled: [SERVER_ENTRY],
  tsx: ['--import', 'tsx', path.join(REPO_ROOT, 'server', 'main.ts')],
} as const;

function residentMb(pid: number | undefined): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? round(Number(kb) / 1024, 1) : null;
  } catch {
    return null;
  }
}

async function startOnce(args: readonly string[], dataDir: string, password: string): Promise<{ ms: number; rssMb: number | null }> {
  const port = await freePort();
  const { WEDDING_PASSWORD: _p, ...base } = process.env;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...base, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir, WEDDING_PASSWORD: password, PUBLIC_URL: `http://127.0.0.1:${port}`, BACKUP_HOURS: '0' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}: ${stderr.trim()}`);
      const status = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status, () => 0);
      if (status === 200) return { ms: Math.round(performance.now() - started), rssMb: residentMb(child.pid) };
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no answer from /api/health within 30 s: ${stderr.trim()}`);
  } finally {
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));
  }
}

export async function measureStartup(password: string, runs = 5): Promise<StartupResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'std-bench-start-'));
  try {
    // A first start seeds DATA_DIR from content/ (once in a site's life) and warms the disk cache: not measured.
    await startOnce(WAYS.compiled, dataDir, password);
    const times = { compiled: [] as number[], tsx: [] as number[] };
    const memory = { compiled: [] as number[], tsx: [] as number[] };
    for (let run = 0; run < runs; run++) {
      for (const way of ['compiled', 'tsx'] as const) {
        const { ms, rssMb } = await startOnce(WAYS[way], dataDir, password);
        times[way].push(ms);
        if (rssMb !== null) memory[way].push(rssMb);
      }
    }
    const of = (way: 'compiled' | 'tsx') => ({ startMs: median(times[way]), rssMb: memory[way].length ? median(memory[way]) : null });
    return { runs, compiled: of('compiled'), tsx: of('tsx') };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
