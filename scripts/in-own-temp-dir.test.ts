import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = path.join(import.meta.dirname, 'in-own-temp-dir.mjs');

/** Runs the wrapper with TMPDIR pointing at a fresh folder, so that what it leaves there can be counted. */
function runIn(command: string) {
  const outer = fs.mkdtempSync(path.join(os.tmpdir(), 'std-wrapper-'));
  const result = spawnSync(process.execPath, [SCRIPT, command], { env: { ...process.env, TMPDIR: outer }, encoding: 'utf8' });
  const left = fs.readdirSync(outer);
  fs.rmSync(outer, { recursive: true, force: true });
  return { code: result.status, stdout: result.stdout, left };
}

describe('scripts/in-own-temp-dir.mjs (npm test runs in it)', () => {
  it('gives the command a TMPDIR of its own and deletes it afterwards, with what the command left there', () => {
    const run = runIn('mkdir "$TMPDIR/std-e2e-x" && touch "$TMPDIR/std-e2e-x/wedding.db" && echo "$TMPDIR"');
    expect(run.code).toBe(0);
    expect(path.basename(run.stdout.trim())).toMatch(/^std-run-/);
    expect(run.left).toEqual([]);
  });

  it('deletes it when the command fails too, and fails with the command’s code', () => {
    const run = runIn('touch "$TMPDIR/leftover" && exit 3');
    expect(run.code).toBe(3);
    expect(run.left).toEqual([]);
  });
});
