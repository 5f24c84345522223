import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Connection } from '@solana/web3.js';
import { Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { NATIVE_MINT, createMint, getMint } from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseChainPrograms } from '@local-validator';
import type { ChainLogger } from '@local-validator';
import { startTestChain } from './helpers/test-chain';
import { UPGRADEABLE_LOADER, connect, programDataOf, writeTokenElf } from './helpers/token-elf';
import type { TestChain } from './helpers/test-chain';

async function funded(connection: Connection): Promise<Keypair> {
  const payer = Keypair.generate();
  const signature = await connection.requestAirdrop(payer.publicKey, 10 * LAMPORTS_PER_SOL);
  await connection.confirmTransaction(signature, 'confirmed');
  return payer;
}

/** A mint made and read with the SPL Token client, pointed at another program id. */
async function mintWith(connection: Connection, programId: PublicKey) {
  const payer = await funded(connection);
  const mint = await createMint(connection, payer, payer.publicKey, null, 7, undefined, undefined, programId);
  const info = await getMint(connection, mint, 'confirmed', programId);
  return { payer, mint, info };
}

describe('bring your own programs and accounts (CHAIN_PROGRAMS, CHAIN_ACCOUNTS)', () => {
  let dir: string;
  let elfPath: string;
  let accountsDir: string;
  const copied = Keypair.generate().publicKey;
  let nativeMint: { lamports: number; data: Buffer; owner: PublicKey };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'solx-programs-'));
    elfPath = await writeTokenElf(dir);
    const source = await startTestChain();
    try {
      const native = await connect(source).getAccountInfo(NATIVE_MINT);
      if (!native) throw new Error('the native mint is missing');
      nativeMint = { lamports: native.lamports, data: native.data, owner: native.owner };
    } finally {
      await source.close();
    }
    accountsDir = join(dir, 'accounts');
    await mkdir(accountsDir);
    // As `solana account ADDRESS --output json` writes it (rentEpoch u64::MAX does not fit a JS number).
    await writeFile(
      join(accountsDir, 'copied-mint.json'),
      `{"pubkey":"${copied.toBase58()}","account":{"lamports":${nativeMint.lamports},"data":["${nativeMint.data.toString('base64')}","base64"],"owner":"${nativeMint.owner.toBase58()}","executable":false,"rentEpoch":18446744073709551615,"space":${nativeMint.data.length}}}`,
    );
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('parses the validator-like syntax', () => {
    const a = Keypair.generate().publicKey.toBase58();
    const b = Keypair.generate().publicKey.toBase58();
    expect(parseChainPrograms(` ${a}=/x/p.so , ${a}=/x/q.so:${b},${a}=C:\\p.so:none`)).toEqual([
      { address: a, path: '/x/p.so', upgradeAuthority: null },
      { address: a, path: '/x/q.so', upgradeAuthority: b },
      { address: a, path: 'C:\\p.so', upgradeAuthority: null },
    ]);
    expect(parseChainPrograms(undefined)).toEqual([]);
    expect(() => parseChainPrograms('/x/p.so')).toThrow(/ADDRESS=PATH/);
    expect(() => parseChainPrograms('nope=/x/p.so')).toThrow(/neither a pubkey nor a readable keypair/);
  });

  it('refuses to start with a program file that is not an SBF ELF, naming it', async () => {
    const garbage = join(dir, 'garbage.so');
    await writeFile(garbage, 'not an ELF');
    const address = Keypair.generate().publicKey.toBase58();
    await expect(
      startTestChain({
        dataDir: await mkdtemp(join(dir, 'garbage-')),
        chain: { programs: parseChainPrograms(`${address}=${garbage}`) },
      }),
    ).rejects.toThrow(new RegExp(`the chain refused ${address}: .*SBF ELF`));
  });

  describe('a new chain', () => {
    let chain: TestChain;
    let connection: Connection;
    const fixed = Keypair.generate().publicKey;
    const upgradeable = Keypair.generate().publicKey;
    const authority = Keypair.generate().publicKey;

    beforeAll(async () => {
      chain = await startTestChain({
        dataDir: await mkdtemp(join(dir, 'chain-')),
        chain: {
          programs: parseChainPrograms(
            `${fixed.toBase58()}=${elfPath},${upgradeable.toBase58()}=${elfPath}:${authority.toBase58()}`,
          ),
          accountsDir,
        },
      });
      connection = connect(chain);
    });

    afterAll(async () => {
      await chain.close();
    });

    it('runs an instruction of a program loaded from a .so file at a new address', async () => {
      const { mint, info } = await mintWith(connection, fixed);
      expect(info.decimals).toBe(7);
      expect(info.isInitialized).toBe(true);
      const account = await connection.getAccountInfo(mint);
      expect(account?.owner.equals(fixed)).toBe(true);
    });

    it('lays the programs out as solana-test-validator does', async () => {
      for (const [program, expected] of [
        [fixed, PublicKey.default],
        [upgradeable, authority],
      ] as const) {
        const account = await connection.getAccountInfo(program);
        expect(account?.executable).toBe(true);
        expect(account?.owner.equals(UPGRADEABLE_LOADER)).toBe(true);
        expect(new PublicKey(account?.data.subarray(4, 36) ?? []).equals(programDataOf(program))).toBe(true);
        const data = await connection.getAccountInfo(programDataOf(program));
        expect(data?.data.readUInt32LE(0)).toBe(3);
        expect(data?.data[12]).toBe(1);
        expect(new PublicKey(data?.data.subarray(13, 45) ?? []).equals(expected)).toBe(true);
      }
      await mintWith(connection, upgradeable);
    });

    it('loads account files in `solana account --output json` form', async () => {
      const account = await connection.getAccountInfo(copied);
      expect(account?.lamports).toBe(nativeMint.lamports);
      expect(account?.owner.equals(nativeMint.owner)).toBe(true);
      expect(account?.data.equals(nativeMint.data)).toBe(true);
      const raw = (await fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'getAccountInfo',
          params: [copied.toBase58(), { encoding: 'base64' }],
        }),
      }).then((r) => r.text())) as string;
      expect(raw).toContain('"rentEpoch":18446744073709551615');
    });

    it('keeps them after a restart, and an existing chain does not load them again', async () => {
      const dataDir = chain.dataDir;
      await chain.close();
      const warnings: string[] = [];
      const logger: ChainLogger = {
        info: () => undefined,
        error: () => undefined,
        warn: (_o, msg) => warnings.push(msg ?? ''),
      };
      const other = Keypair.generate().publicKey;
      chain = await startTestChain({
        dataDir,
        chain: { programs: parseChainPrograms(`${other.toBase58()}=${elfPath}`), logger },
      });
      connection = connect(chain);
      expect(warnings.join('\n')).toMatch(/loaded into a new chain only/);
      expect(await connection.getAccountInfo(other)).toBeNull();
      const { info } = await mintWith(connection, fixed);
      expect(info.decimals).toBe(7);
      expect((await connection.getAccountInfo(copied))?.data.equals(nativeMint.data)).toBe(true);
    });
  });
});
