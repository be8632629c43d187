import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = path.join(import.meta.dirname, 'run-together.mjs');

const runTogether = (...commands: string[]) => spawnSync(process.execPath, [SCRIPT, ...commands], { encoding: 'utf8' });

describe('scripts/run-together.mjs (npm test starts its static checks and the build with it)', () => {
  it('runs the commands at the same time: the first waits for a file only the second writes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'std-together-'));
    const run = runTogether(
      `for i in $(seq 200); do [ -f ${dir}/ready ] && echo first done && exit 0; sleep 0.05; done; exit 9`,
      `touch ${dir}/ready && echo second done`,
    );
    fs.rmSync(dir, { recursive: true, force: true });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('first done');
    expect(run.stdout).toContain('second done');
  });

  it('prints each command’s output whole, after its name, and fails with a failing command’s code', () => {
    const run = runTogether('echo one; echo two', 'echo broken >&2; exit 3');
    expect(run.status).toBe(3);
    expect(run.stdout).toMatch(/> echo one; echo two \([\d.]+ s\)\none\ntwo\n/);
    expect(run.stdout).toMatch(/> echo broken >&2; exit 3 \([\d.]+ s\)\nbroken\n/);
  });
});
