import { Connection, PublicKey } from '@solana/web3.js';
import {
  getAccount,
  getMint,
  getTokenMetadata,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyCost,
  CURVE_SALE,
  CURVE_SUPPLY,
  finalPrice,
  LAUNCH_FEE_LAMPORTS,
  quoteBuy,
  type CurveState,
} from '@shared/math/bonding-curve';
import type { CurveQuote, LaunchDetail } from '@shared/schemas/launchpad';
import type { Pool } from '@shared/schemas/dex';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const FAUCET = { FAUCET_MAX_SOL: 'off', FAUCET_AIRDROPS_PER_MINUTE: 'off', FAUCET_SOL_PER_MINUTE: 'off' };

const tokenData = (name: string, curve: string, initialLiquidity: string) => ({
  tokenName: name,
  tokenSymbol: name.slice(0, 4).toLowerCase(),
  description: `${name} is a test launch on the curve`,
  socialLinks: { twitter: 'https://x.com/solx', telegram: '', website: 'https://solx.local' },
  initialLiquidity,
  bondingCurve: curve,
});

/** Polls the public detail until the launch reaches `status` (graduation runs in a job). */
async function waitForStatus(w: ApiWallet, mint: string, status: string): Promise<LaunchDetail> {
  for (;;) {
    const detail = (await w.call('GET', `/api/launchpad/launches/${mint}`)).json as unknown as LaunchDetail;
    if (detail.status === status) return detail;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('bonding-curve launches on the embedded chain', () => {
  let server: Server;
  let connection: Connection;
  let alice: ApiWallet;
  let mint = '';
  const tokenAmount = async (owner: string, m = mint) =>
    (
      await connection.getParsedTokenAccountsByOwner(new PublicKey(owner), { mint: new PublicKey(m) })
    ).value.reduce((s, a) => s + BigInt(a.account.data.parsed.info.tokenAmount.amount), 0n);
  const vaults = async (detail: LaunchDetail) => {
    const [t, s] = await Promise.all([
      getAccount(connection, new PublicKey(detail.tokenVault), 'confirmed', TOKEN_2022_PROGRAM_ID),
      getAccount(connection, new PublicKey(detail.solVault), 'confirmed', TOKEN_PROGRAM_ID),
    ]);
    return {
      tokens: t.amount,
      sol: s.amount,
      state: { kind: 'standard', sold: CURVE_SUPPLY - t.amount, raised: s.amount } as CurveState,
    };
  };

  beforeAll(async () => {
    server = await startTestServer({ env: FAUCET });
    connection = new Connection(server.rpcUrl, 'confirmed');
    alice = await ApiWallet.create(server.url, 20);
  }, 60_000);
  afterAll(() => server.close());

  it('launches: metadata, whole supply in the platform vault, no mint or freeze authority, first buy at the curve price', async () => {
    const platform = new PublicKey(server.ctx.platform.address);
    const platformBefore = BigInt(await connection.getBalance(platform));
    const { plan, op } = await alice.runOperation('/api/dex/pump-fun', {
      action: 'create',
      tokenData: tokenData('Rocket Dog', 'standard', '1'),
    });
    expect(plan.status).toBe(200);
    expect(op?.json.status).toBe('confirmed');
    mint = String(plan.json.mint);
    const info = await getMint(connection, new PublicKey(mint), 'confirmed', TOKEN_2022_PROGRAM_ID);
    expect(info.supply).toBe(CURVE_SUPPLY);
    expect(info.decimals).toBe(6);
    expect(info.mintAuthority).toBeNull();
    expect(info.freezeAuthority).toBeNull();
    const meta = await getTokenMetadata(connection, new PublicKey(mint), 'confirmed');
    expect(meta).toMatchObject({ name: 'Rocket Dog', symbol: 'ROCK' });
    expect(meta?.updateAuthority).toBeUndefined();
    const doc = await fetch(meta?.uri ?? '').then((r) => r.json());
    expect(doc).toMatchObject({
      description: 'Rocket Dog is a test launch on the curve',
      extensions: { twitter: 'https://x.com/solx' },
    });

    const first = quoteBuy({ kind: 'standard', sold: 0n, raised: 0n }, 10n ** 9n);
    const detail = (await alice.call('GET', `/api/launchpad/launches/${mint}`))
      .json as unknown as LaunchDetail;
    const v = await vaults(detail);
    expect(await tokenAmount(alice.address)).toBe(first.tokens);
    expect(v.tokens).toBe(CURVE_SUPPLY - first.tokens);
    expect(v.sol).toBe(first.cost);
    expect(BigInt(await connection.getBalance(platform)) - platformBefore).toBe(
      LAUNCH_FEE_LAMPORTS + first.fee,
    );
    const vaultOwner = await getAccount(
      connection,
      new PublicKey(detail.tokenVault),
      'confirmed',
      TOKEN_2022_PROGRAM_ID,
    );
    expect(vaultOwner.owner.toBase58()).toBe(platform.toBase58());
    expect(detail).toMatchObject({ status: 'live', badge: 'Live', trades: 1, curve: 'standard' });
    expect(detail.holders.map((h) => h.owner)).toContain(alice.address);
  });

  it('a buy costs exactly the curve integral and a sell pays exactly the curve back minus 1 %', async () => {
    const bob = await ApiWallet.create(server.url, 10);
    const detail = (await bob.call('GET', `/api/launchpad/launches/${mint}`)).json as unknown as LaunchDetail;
    const before = await vaults(detail);
    const quote = (await bob.call('POST', '/api/launchpad/quote', { mint, side: 'buy', amount: '2' }))
      .json as unknown as CurveQuote;
    const { op } = await bob.runOperation('/api/dex/pump-fun', { action: 'buy', mint, amount: '2' });
    expect(op?.json.status).toBe('confirmed');
    const after = await vaults(detail);
    const tokens = BigInt(quote.tokens);
    expect(await tokenAmount(bob.address)).toBe(tokens);
    expect(after.sol - before.sol).toBe(BigInt(quote.lamports));
    // The price paid is the integral to the unit: it covers these tokens and not one base unit more.
    const paid = BigInt(quote.lamports);
    expect((buyCost(before.state, tokens) ?? 0n) <= paid).toBe(true);
    expect((buyCost(before.state, tokens + 1n) ?? 0n) > paid).toBe(true);

    const sellAmount = tokens / 2n;
    const lamportsBefore = BigInt(await connection.getBalance(new PublicKey(bob.address)));
    const sellQuote = (
      await bob.call('POST', '/api/launchpad/quote', {
        mint,
        side: 'sell',
        amount: (Number(sellAmount) / 1e6).toString(),
      })
    ).json as unknown as CurveQuote;
    const sold = await bob.runOperation('/api/dex/pump-fun', {
      action: 'sell',
      mint,
      amount: (Number(sellAmount) / 1e6).toString(),
    });
    expect(sold.op?.json.status).toBe('confirmed');
    const fee = BigInt((sold.plan.json.summary as { networkFeeLamports: string }).networkFeeLamports);
    expect(BigInt(await connection.getBalance(new PublicKey(bob.address))) - lamportsBefore).toBe(
      BigInt(sellQuote.totalLamports) - fee,
    );
    expect((await vaults(detail)).sol).toBe(after.sol - BigInt(sellQuote.lamports));
    const refused = await bob.call('POST', '/api/dex/pump-fun', {
      action: 'sell',
      mint,
      amount: '999999999',
    });
    expect(refused.status).toBe(400);
  });

  it('20 wallets buy it out; it graduates into a pool at the last curve price with the LP burned', async () => {
    const buyers = await Promise.all(Array.from({ length: 20 }, () => ApiWallet.create(server.url, 7)));
    let last: CurveState | null = null;
    for (const w of buyers) {
      const detail = (await w.call('GET', `/api/launchpad/launches/${mint}`)).json as unknown as LaunchDetail;
      if (detail.status !== 'live') break;
      last = (await vaults(detail)).state;
      const { op } = await w.runOperation('/api/dex/pump-fun', { action: 'buy', mint, amount: '5' });
      expect(op?.json.status).toBe('confirmed');
    }
    const done = await waitForStatus(alice, mint, 'graduated');
    expect(last).not.toBeNull();
    expect(done.poolId).toBeTruthy();
    const pools = (await alice.call('GET', '/api/dex/pools')).json.pools as Pool[];
    const pool = pools.find((p) => p.id === done.poolId);
    if (!pool) throw new Error('graduated pool not listed');
    expect(pool.tokenB.symbol).toBe('SOL');
    expect(BigInt(pool.reserveB) > 84n * 10n ** 9n).toBe(true);
    const end = finalPrice({ kind: 'standard', sold: CURVE_SALE, raised: BigInt(pool.reserveB) });
    const poolPrice = Number(pool.reserveB) / Number(pool.reserveA);
    expect(Math.abs(poolPrice / (Number(end.num) / Number(end.den)) - 1)).toBeLessThan(0.001);
    const lp = await getMint(connection, new PublicKey(pool.id), 'confirmed', TOKEN_PROGRAM_ID);
    expect(lp.supply).toBe(0n);
    expect(await connection.getAccountInfo(new PublicKey(done.tokenVault))).toBeNull();
    const late = await alice.call('POST', '/api/dex/pump-fun', { action: 'buy', mint, amount: '1' });
    expect(late.status).toBe(400);
  }, 120_000);
});
