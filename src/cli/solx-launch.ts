import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RunRefused, runToEnd } from '@shared/launch-plans/runner';
import { checkPlanFile } from '@shared/schemas/launch-plan-check';
import type { RunStep, RunView } from '@shared/schemas/launch-plan-runs';
import { loadEnv } from '../server/lib/env';
import { startServer } from '../server/server';
import { fundLike, stepResults } from './fork-funding';
import { KeyClient, readKeypairFile } from './key-client';
import { preparePlan } from './plan-files';

const USAGE = `Usage: solx-launch run <plan.json> --rpc <url> --keypair <solana-keygen file> [options]

Runs a Launch Plan headless through the same engine as the app.
  (default)     dry run: every step runs on a local fork of the cluster (nothing is sent to it)
  --execute     run it on the cluster for real
  --resume      continue the executed run recorded in the state folder (after an interrupt or a failure)
  --state DIR   where an executed run is recorded (default: .solx-launch/<plan name> next to the plan)
  --report FILE where the markdown report goes (default: <plan>-report.md, <plan>-dry-run-report.md)
  --fund-like ADDRESS  dry run: first give the keypair on the fork the SOL ADDRESS holds on the cluster
  --json FILE   also write each step's status, error and fees paid as JSON
Exit code 0 when every step confirmed, 1 on the first failed step, 2 on a usage or plan error.`;

const out = (line: string) => process.stdout.write(`${line}\n`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

function stepLine(step: RunStep, total: number): string {
  const results = Object.entries(step.outputs).map(([k, v]) => `${k}=${v}`);
  const sigs = step.operations.at(-1)?.signatures ?? [];
  const detail = step.error ?? [...results, ...sigs.map((s) => `sig ${s}`)].join('  ');
  return `[${step.index + 1}/${total}] ${step.id} (${step.kind}) ${step.status.replace('_', ' ')}${detail ? `  ${detail}` : ''}`;
}

interface Args {
  planFile: string;
  rpc: string;
  keypair: string;
  execute: boolean;
  resume: boolean;
  state?: string;
  report?: string;
  fundLike?: string;
  json?: string;
}

function parse(argv: string[]): Args | string {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        rpc: { type: 'string' },
        keypair: { type: 'string' },
        execute: { type: 'boolean', default: false },
        resume: { type: 'boolean', default: false },
        state: { type: 'string' },
        report: { type: 'string' },
        'fund-like': { type: 'string' },
        json: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
  const { values, positionals } = parsed;
  if (values.help) return '';
  const [command, planFile] = positionals;
  if (command !== 'run' || !planFile) return 'Name the command and the plan: solx-launch run plan.json';
  if (!values.rpc) return '--rpc <url> is required';
  if (!values.keypair) return '--keypair <file> is required';
  if (values.resume && !values.execute) return '--resume continues an executed run: add --execute';
  if (values['fund-like'] && values.execute)
    return '--fund-like funds a key on the fork: it is for a dry run';
  return {
    planFile,
    rpc: values.rpc,
    keypair: values.keypair,
    execute: values.execute,
    resume: values.resume,
    state: values.state,
    report: values.report,
    fundLike: values['fund-like'],
    json: values.json,
  };
}

/** Runs the CLI; resolves to the process exit code. */
export async function main(argv: string[]): Promise<number> {
  const args = parse(argv);
  if (typeof args === 'string') {
    if (args) process.stderr.write(`${args}\n\n`);
    out(USAGE);
    return args ? 2 : 0;
  }
  let planJson: unknown;
  try {
    planJson = JSON.parse(readFileSync(args.planFile, 'utf8'));
  } catch (e) {
    process.stderr.write(`Cannot read ${args.planFile}: ${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  }
  const check = checkPlanFile(planJson);
  if (!check.valid) {
    process.stderr.write(`${args.planFile} is not a plan this app can run:\n`);
    for (const issue of check.issues)
      process.stderr.write(`  ${issue.path.join('.') || '(plan)'}: ${issue.message}\n`);
    return 2;
  }
  const signer = await readKeypairFile(args.keypair);
  const base = args.planFile.replace(/\.json$/i, '');
  const stateDir = args.execute
    ? path.resolve(args.state ?? path.join(path.dirname(args.planFile), '.solx-launch', path.basename(base)))
    : mkdtempSync(path.join(tmpdir(), 'solx-launch-dry-'));
  const runFile = path.join(stateDir, 'run.json');
  if (args.execute && !args.resume && existsSync(runFile)) {
    process.stderr.write(
      `A run of this plan is already recorded in ${stateDir}: pass --resume to continue it\n`,
    );
    return 2;
  }
  if (args.resume && !existsSync(runFile)) {
    process.stderr.write(`No run to resume in ${stateDir}\n`);
    return 2;
  }
  mkdirSync(stateDir, { recursive: true });
  let prepared: Awaited<ReturnType<typeof preparePlan>>;
  try {
    prepared = await preparePlan(
      planJson as Parameters<typeof preparePlan>[0],
      path.dirname(path.resolve(args.planFile)),
      stateDir,
    );
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  }
  const port = await freePort();
  const env = loadEnv({
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    RPC_PORT: 'off',
    DATA_DIR: stateDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    ...(args.execute
      ? { SOLANA_RPC_URL: args.rpc }
      : { CHAIN_FORK_URL: args.rpc, SOLANA_RPC_URL: undefined }),
    // The fork's faucet hands out one airdrop of whatever the funded address holds.
    ...(args.fundLike
      ? { FAUCET_MAX_SOL: 'off', FAUCET_AIRDROPS_PER_MINUTE: 'off', FAUCET_SOL_PER_MINUTE: 'off' }
      : {}),
  });
  out(
    args.execute
      ? `Running the ${check.steps.length}-step plan on ${args.rpc} with ${signer.address}`
      : `Dry run: every step on a local fork of ${args.rpc}, nothing sent to it (add --execute to run it)`,
  );
  const server = await startServer(env, { webDir: path.join(stateDir, 'no-web') });
  const controller = new AbortController();
  const interrupt = () => {
    out('Stopping after the step in flight…');
    controller.abort();
  };
  process.once('SIGINT', interrupt);
  const forkRpc = `${server.url}/rpc`;
  try {
    if (args.fundLike) {
      const lamports = await fundLike(args.rpc, forkRpc, args.fundLike, signer.address);
      out(
        `Funded ${signer.address} on the fork with ${lamports} lamports, what ${args.fundLike} holds on the cluster (its tokens, SOLX included, are not copied)`,
      );
    }
    const client = new KeyClient(server.url, signer);
    await client.signIn();
    let runId: string;
    if (args.resume) {
      runId = (JSON.parse(readFileSync(runFile, 'utf8')) as { runId: string }).runId;
      out(`Resuming run ${runId}`);
    } else {
      const started = await client.call('POST', '/api/launch-plans/runs', {
        plan: prepared.plan,
        rehearsal: !args.execute,
      });
      if (started.status !== 201) {
        process.stderr.write(
          `The plan was refused: ${(started.json as { message?: string }).message ?? started.status}\n`,
        );
        return 2;
      }
      runId = (started.json as RunView).id;
      if (args.execute)
        writeFileSync(runFile, JSON.stringify({ runId, plan: path.resolve(args.planFile) }, null, 2));
    }
    if (prepared.buyers.length > 0 && args.execute)
      out(
        `Buyer wallet keys (keep them: they hold what the buyers bought): ${path.join(stateDir, 'buyers')}`,
      );
    const buyerClients = new Map<string, KeyClient>();
    const signerFor = async (address: string) => {
      const key = prepared.buyers.find((b) => b.address === address);
      if (!key) return undefined;
      let buyer = buyerClients.get(address);
      if (!buyer) {
        buyer = new KeyClient(server.url, key);
        await buyer.signIn();
        buyerClients.set(address, buyer);
      }
      return { transport: buyer, sign: buyer.sign };
    };
    let view: RunView;
    let refused: RunRefused | undefined;
    try {
      view = await runToEnd(client, client.sign, runId, {
        signerFor,
        retryFailed: args.resume,
        signal: controller.signal,
        onStep: (step, v) => out(stepLine(step, v.steps.length)),
      });
    } catch (e) {
      if (!(e instanceof RunRefused)) throw e;
      refused = e;
      process.stderr.write(
        `Step ${e.step ? `${e.step.index + 1} (${e.step.id})` : ''} refused: ${e.message}\n`,
      );
      view = (await client.call('GET', `/api/launch-plans/runs/${runId}`)).json as RunView;
    }
    const reportFile = args.report ?? `${base}${args.execute ? '' : '-dry-run'}-report.md`;
    writeFileSync(reportFile, await client.text(`/api/launch-plans/runs/${runId}/report.md`));
    out(`Report: ${reportFile}`);
    if (args.json) {
      const stop = refused;
      const steps = (await stepResults(forkRpc, view.steps)).map((s, i) =>
        stop?.step?.index === i ? { ...s, status: 'failed', error: stop.message } : s,
      );
      writeFileSync(args.json, JSON.stringify({ status: view.status, steps }, null, 2));
    }
    if (view.status === 'completed') {
      out(`All ${view.steps.length} steps done.`);
      return 0;
    }
    const at = view.current === null ? undefined : view.steps[view.current];
    out(
      at ? `Stopped at step ${at.index + 1} (${at.id}): ${at.error ?? at.status}` : `Stopped: ${view.status}`,
    );
    if (args.execute) out('Continue it with the same command and --resume.');
    return 1;
  } finally {
    process.off('SIGINT', interrupt);
    await server.close();
    if (!args.execute) rmSync(stateDir, { recursive: true, force: true });
  }
}
