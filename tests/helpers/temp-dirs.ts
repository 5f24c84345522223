import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// One list per process (test files may each load this module afresh), emptied when the process exits.
const shared = globalThis as { solxTempDirs?: Set<string> };
function made(): Set<string> {
  if (!shared.solxTempDirs) {
    shared.solxTempDirs = new Set();
    process.once('exit', removeTempDirs);
  }
  return shared.solxTempDirs;
}

/**
 * A new directory under the OS temp dir, removed by `removeTempDirs` (after each test file, see
 * tests/setup/remove-temp-dirs.ts) or when the process exits. A server's data dir is tens of MB, and a
 * full test run makes over a hundred.
 */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made().add(dir);
  return dir;
}

export function removeTempDirs(): void {
  const dirs = made();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs.clear();
}
