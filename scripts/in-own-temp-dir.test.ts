import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { OWN_TEMP_DIR_ENV } from './own-temp-dir';

const SCRIPT = path.join(import.meta.dirname, 'in-own-temp-dir.mjs');
const MODULE = pathToFileURL(path.join(import.meta.dirname, 'own-temp-dir.ts')).href;

/** The environment a run starts in: TMPDIR at `outer`, and no run's folder yet unless `insideOne`. */
function environment(outer: string, insideOne = false): NodeJS.ProcessEnv {
  const { [OWN_TEMP_DIR_ENV]: _outerRun, ...env } = process.env;
  return { ...env, TMPDIR: outer, ...(insideOne ? { [OWN_TEMP_DIR_ENV]: outer } : {}) };
}

/** Waits until nothing is left in `outer` (the run's folder is deleted by a process of its own after it exits), then removes it. */
async function emptied(outer: string): Promise<void> {
  try {
    await vi.waitFor(() => expect(fs.readdirSync(outer)).toEqual([]), { timeout: 10_000, interval: 20 });
  } finally {
    fs.rmSync(outer, { recursive: true, force: true });
  }
}

/** Runs the wrapper with TMPDIR pointing at a fresh folder. */
function runIn(command: string) {
  const outer = fs.mkdtempSync(path.join(os.tmpdir(), 'std-wrapper-'));
  const result = spawnSync(process.execPath, [SCRIPT, command], { env: environment(outer), encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, emptied: () => emptied(outer) };
}

/** A test runner's process in short: it takes its folder, leaves a file in os.tmpdir() and says where that was. */
function runnerIn(outer: string, insideOne: boolean) {
  const script = `import { ownTempDirUntilExit } from ${JSON.stringify(MODULE)};
import fs from 'node:fs'; import os from 'node:os';
ownTempDirUntilExit(); fs.writeFileSync(os.tmpdir() + '/wedding.db', ''); console.log(os.tmpdir());`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env: environment(outer, insideOne), encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.trim();
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

describe('scripts/own-temp-dir.ts (Vitest and Playwright run alone)', () => {
  it('gives a runner alone a folder of its own, deleted with what it left once the runner exits', async () => {
    const outer = fs.mkdtempSync(path.join(os.tmpdir(), 'std-runner-'));
    const used = runnerIn(outer, false);
    expect(path.dirname(used)).toBe(outer);
    expect(path.basename(used)).toMatch(/^std-run-/);
    await emptied(outer);
  });

  it('keeps the folder of the run it is inside (npm test’s), which that run deletes', () => {
    const outer = fs.mkdtempSync(path.join(os.tmpdir(), 'std-runner-'));
    try {
      expect(runnerIn(outer, true)).toBe(outer);
      expect(fs.readdirSync(outer)).toEqual(['wedding.db']);
    } finally {
      fs.rmSync(outer, { recursive: true, force: true });
    }
  });
});
