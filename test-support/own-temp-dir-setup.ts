/**
 * Vitest's first global set-up: run alone (`npx vitest run --project inject`), the run gets a temporary folder of its
 * own, which its workers inherit and which goes when it ends (scripts/own-temp-dir.ts); inside `npm test`, the
 * folder `npm test` made is kept.
 */
import { ownTempDirUntilExit } from '../scripts/own-temp-dir';

export default function setup(): void {
  ownTempDirUntilExit();
}
