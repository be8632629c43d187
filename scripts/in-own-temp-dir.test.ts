import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const SCRIPT = path.join(import.meta.dirname, 'in-own-temp-dir.mjs');

/**
 * Runs the wrapper with TMPDIR pointing at a fresh folder; `emptied` waits until nothing is left there (the folder is
 * deleted by a process of its own after the wrapper exits) and fails if something stays.
 */
function runIn(command: string) {
  const outer = fs.mkdtempSync(path.join(os.tmpdir(), 'std-wrapper-'));
  const result = spawnSync(process.execPath, [SCRIPT, command], { env: { ...process.env, TMPDIR: outer }, encoding: 'utf8' });
  const emptied = async () => {
    try {
      await vi.waitFor(() => expect(fs.readdirSync(outer)).toEqual([]), { timeout: 10_000, interval: 20 });
    } finally {
      fs.rmSync(outer, { recursive: true, force: true });
    }
  };
  return { code: result.status, stdout: result.stdout, emptied };
}

describe('scripts/in-own-temp-dir.mjs (npm test runs in it)', () => {
  it('gives the command a TMPDIR of its own and has it deleted afterwards, with what the command left there', async () => {
    const run = runIn('mkdir "$TMPDIR/std-e2e-x" && touch "$TMPDIR/std-e2e-x/wedding.db" && echo "$TMPDIR"');
    expect(run.code).toBe(0);
    expect(path.basename(run.stdout.trim())).toMatch(/^std-run-/);
    await run.emptied();
  });

  it('has it deleted when the command fails too, and fails with the command’s code', async () => {
    const run = runIn('touch "$TMPDIR/leftover" && exit 3');
    expect(run.code).toBe(3);
    await run.emptied();
  });
});
