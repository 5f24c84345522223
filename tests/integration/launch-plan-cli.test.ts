import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Connection, PublicKey } from '@solana/web3.js';
import { getMint, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, tempDataDir } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const BIN = path.resolve('bin/solx-launch.mjs');

/** A solana-keygen file: 32 secret bytes then the 32 public bytes. */
function keygenFile(file: string): string {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const secret = privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(-32);
  const pub = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  writeFileSync(file, JSON.stringify([...secret, ...pub]));
  return new PublicKey(pub).toBase58();
}

interface Cli {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI; `killAfter` kills it (SIGKILL) as soon as stdout matches. */
function cli(args: string[], killAfter?: RegExp): Promise<Cli> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, LOG_LEVEL: 'silent' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (killAfter?.test(stdout)) child.kill('SIGKILL');
    });
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe(
  'npx solx-launch runs a plan headless: dry run on a fork, execute, resume',
  { timeout: 300_000 },
  () => {
    let cluster: Server;
    let connection: Connection;
    const dir = tempDataDir();
    const planFile = path.join(dir, 'rocket.json');
    const keyFile = path.join(dir, 'id.json');
    let owner = '';

    beforeAll(async () => {
      cluster = await startTestServer();
      connection = new Connection(cluster.rpcUrl, 'confirmed');
      owner = keygenFile(keyFile);
      const sig = await connection.requestAirdrop(new PublicKey(owner), 20e9);
      await connection.confirmTransaction(sig, 'confirmed');
      writeFileSync(
        planFile,
        JSON.stringify({
          version: 1,
          name: 'Rocket',
          steps: [
            {
              id: 'token',
              kind: 'create-token',
              name: 'Rocket',
              symbol: 'RKT',
              decimals: 6,
              supply: '1000000',
              revoke: { mint: true },
            },
            {
              id: 'pool',
              kind: 'pool',
              tokenA: '$steps.token.mint',
              tokenB: 'SOL',
              amountA: '500000',
              amountB: '1',
            },
            { id: 'burn', kind: 'burn', token: '$steps.token.mint', amount: '100000' },
          ],
        }),
      );
    });
    afterAll(async () => cluster.close());

    const base = () => ['run', planFile, '--rpc', cluster.rpcUrl, '--keypair', keyFile];
    /** The owner's token balances (ui amounts), both token programs. */
    const balances = async () => {
      const all = await Promise.all(
        [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].map((programId) =>
          connection.getParsedTokenAccountsByOwner(new PublicKey(owner), { programId }),
        ),
      );
      return all.flatMap((r) =>
        r.value.map((a) =>
          String(
            (a.account.data.parsed as { info: { tokenAmount: { uiAmountString: string } } }).info.tokenAmount
              .uiAmountString,
          ),
        ),
      );
    };

    it('refuses a plan that is not one, with the reason and exit code 2', async () => {
      const bad = path.join(dir, 'bad.json');
      writeFileSync(
        bad,
        JSON.stringify({
          version: 1,
          name: 'x',
          steps: [{ id: 'b', kind: 'burn', token: '$steps.t.mint', amount: '1' }],
        }),
      );
      const run = await cli(['run', bad, '--rpc', cluster.rpcUrl, '--keypair', keyFile]);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/no step "t" comes before this one/);
    });

    it('dry-runs every step on a fork of the cluster and sends nothing to it', async () => {
      const before = await connection.getBalance(new PublicKey(owner));
      const run = await cli(base());
      expect(run.code, run.stderr + run.stdout).toBe(0);
      expect(run.stdout).toMatch(/\[1\/3\] token \(create-token\) confirmed {2}mint=/);
      expect(run.stdout).toMatch(/\[3\/3\] burn \(burn\) confirmed/);
      expect(run.stdout).toMatch(/All 3 steps done/);
      expect(readFileSync(path.join(dir, 'rocket-dry-run-report.md'), 'utf8')).toMatch(
        /# Launch plan report: Rocket/,
      );
      expect(await connection.getBalance(new PublicKey(owner))).toBe(before);
      expect(await balances()).toEqual([]);
    });

    it('reads the logo and recipients files next to the plan and generates the buyer wallets', async () => {
      const PNG =
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
      writeFileSync(path.join(dir, 'comet.png'), Buffer.from(PNG, 'base64'));
      const holders = [keygenFile(path.join(dir, 'h1.json')), keygenFile(path.join(dir, 'h2.json'))];
      writeFileSync(
        path.join(dir, 'holders.csv'),
        `address,amount\n${holders.map((h) => `${h},0.01`).join('\n')}\n`,
      );
      const filesPlan = path.join(dir, 'comet.json');
      writeFileSync(
        filesPlan,
        JSON.stringify({
          version: 1,
          name: 'Comet',
          steps: [
            {
              id: 'launch',
              kind: 'curve-launch',
              name: 'Comet',
              symbol: 'CMT',
              description: 'A comet on the curve',
              initialBuySol: '0.1',
              logo: { file: 'comet.png' },
            },
            {
              id: 'buys',
              kind: 'curve-buys',
              mint: '$steps.launch.mint',
              buys: [{ sol: '0.05' }, { sol: '0.1' }],
            },
            { id: 'airdrop', kind: 'distribute', token: 'SOL', recipients: { file: 'holders.csv' } },
          ],
        }),
      );
      const run = await cli(['run', filesPlan, '--rpc', cluster.rpcUrl, '--keypair', keyFile]);
      expect(run.code, run.stderr + run.stdout).toBe(0);
      expect(run.stdout).toMatch(/\[2\/3\] buys \(curve-buys\) confirmed/);
      expect(run.stdout).toMatch(/All 3 steps done/);
      const report = readFileSync(path.join(dir, 'comet-dry-run-report.md'), 'utf8');
      expect(report).toMatch(/## Buyer wallets/);
      expect(report.match(/\| buys \| \d \| \w{32,44} \|/g)).toHaveLength(2);
    });

    it('executes on the cluster; killed after the first step, --resume finishes without repeating it', async () => {
      const killed = await cli([...base(), '--execute'], /\[1\/3\] token \(create-token\) confirmed/);
      expect(killed.code).toBeNull();
      expect(existsSync(path.join(dir, '.solx-launch', 'rocket', 'run.json'))).toBe(true);
      const again = await cli([...base(), '--execute']);
      expect(again.code).toBe(2);
      expect(again.stderr).toMatch(/pass --resume/);
      const resumed = await cli([...base(), '--execute', '--resume']);
      expect(resumed.code, resumed.stderr + resumed.stdout).toBe(0);
      expect(resumed.stdout).not.toMatch(/\[1\/3\]/);
      expect(resumed.stdout).toMatch(/\[3\/3\] burn \(burn\) confirmed/);
      const report = readFileSync(path.join(dir, 'rocket-report.md'), 'utf8');
      const mint = /\| 1 \| token \| create-token \| confirmed \| mint: (\w+)/.exec(report)?.[1] ?? '';
      const onChain = await getMint(
        connection,
        new PublicKey(mint),
        'confirmed',
        (await connection.getAccountInfo(new PublicKey(mint)))?.owner,
      );
      expect(onChain.supply).toBe(900_000n * 10n ** 6n);
      expect(onChain.mintAuthority).toBeNull();
      // One token made: a repeated first step would have left the wallet holding a whole second supply.
      const held = await balances();
      expect(held.filter((b) => b === '400000')).toHaveLength(1);
      expect(held).not.toContain('1000000');
    });
  },
);
