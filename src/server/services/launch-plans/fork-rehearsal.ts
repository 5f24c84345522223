import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { forkRehearsalSchema, type ForkRehearsal } from '@shared/schemas/launch-plan-cost';
import { dryRunMessages as msg } from '@shared/schemas/launch-plan-cost';
import type { LaunchPlanDocument } from '@shared/schemas/launch-plans';
import { formatBaseUnits } from '@shared/solana/amounts';
import { AppError, badRequest } from '../../lib/errors';

const BIN = path.resolve(import.meta.dirname, '../../../../bin/solx-launch.mjs');
export const FORK_TIMEOUT_MS = 120_000;
let busy = false;

/** A throwaway solana-keygen file: 32 secret bytes then the 32 public bytes. */
function throwawayKey(file: string): void {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const secret = privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(-32);
  const pub = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  writeFileSync(file, JSON.stringify([...secret, ...pub]), { mode: 0o600 });
}

interface ChildResult {
  timedOut: boolean;
  stdout: string;
  stderr: string;
}

function runChild(args: string[], dir: string, timeoutMs: number): Promise<ChildResult> {
  return new Promise((resolve) => {
    // A clean environment: the child must not share this server's database, cluster or platform key.
    const env = { PATH: process.env.PATH ?? '', HOME: dir, TMPDIR: dir, LOG_LEVEL: 'silent' };
    const child = spawn(process.execPath, [BIN, ...args], { env, cwd: dir, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', () => {
      clearTimeout(timer);
      resolve({ timedOut, stdout, stderr });
    });
  });
}

/**
 * Runs every step of the plan on a local fork of the cluster through the CLI, in a child process, with
 * a throwaway key funded on the fork with what the wallet holds on the cluster. Nothing is sent to the
 * cluster: the fork only reads from it. One at a time per server.
 */
export async function rehearseOnFork(
  rpcUrl: string,
  wallet: string,
  plan: LaunchPlanDocument,
  timeoutMs = FORK_TIMEOUT_MS,
): Promise<ForkRehearsal> {
  // The CLI reads a { file } logo or recipients list from disk: here that would be this server's disk.
  const named = plan.steps.find(
    (s) => ('logo' in s && s.logo && 'file' in s.logo) || ('recipients' in s && 'file' in s.recipients),
  );
  if (named) throw badRequest(msg.forkNamesFile(named.id));
  if (busy) throw new AppError(409, 'dry_run_busy', msg.forkBusy);
  busy = true;
  const dir = mkdtempSync(path.join(tmpdir(), 'solx-fork-dry-'));
  try {
    const planFile = path.join(dir, 'plan.json');
    const keyFile = path.join(dir, 'key.json');
    const jsonFile = path.join(dir, 'result.json');
    writeFileSync(planFile, JSON.stringify(plan));
    throwawayKey(keyFile);
    const args = ['run', planFile, '--rpc', rpcUrl, '--keypair', keyFile, '--fund-like', wallet];
    const child = await runChild(
      [...args, '--json', jsonFile, '--report', path.join(dir, 'report.md')],
      dir,
      timeoutMs,
    );
    let steps: ForkRehearsal['steps'] = [];
    try {
      const read = forkRehearsalSchema.shape.steps.safeParse(
        (JSON.parse(readFileSync(jsonFile, 'utf8')) as { steps?: unknown }).steps,
      );
      if (read.success) steps = read.data;
    } catch {
      // No result file: the child stopped before the end (time limit or a refused plan); the note says which.
    }
    const funded = /with (\d+) lamports/.exec(child.stdout)?.[1];
    const reached = child.stdout.split('\n').filter((l) => /^\[\d+\/\d+\]/.test(l));
    const note = child.timedOut
      ? [msg.forkTimedOut(timeoutMs / 1000), ...reached].join('\n')
      : funded && steps.length > 0
        ? msg.forkFunded(`${formatBaseUnits(BigInt(funded), 9)} SOL`)
        : msg.forkNotStarted(child.stderr.trim().split('\n').at(-1) ?? '');
    return { timedOut: child.timedOut, timeLimitSeconds: timeoutMs / 1000, note, steps };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    busy = false;
  }
}
