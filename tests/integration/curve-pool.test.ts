import { Connection, PublicKey } from '@solana/web3.js';
import { getAccount, TOKEN_2022_PROGRAM_ID } from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURVE_SUPPLY, quoteBuy, quoteSell, type CurveState } from '@shared/math/bonding-curve';
import { NATIVE_MINT, type Pool, type Route } from '@shared/schemas/dex';
import type { CurveQuote, LaunchDetail } from '@shared/schemas/launchpad';
import { curveFeeAccount } from '@server/exchange/pools/bonding-curve/fees';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const FAUCET = { FAUCET_MAX_SOL: 'off', FAUCET_AIRDROPS_PER_MINUTE: 'off', FAUCET_SOL_PER_MINUTE: 'off' };

describe('a live bonding curve is a pool the router trades through', () => {
  let server: Server;
  let connection: Connection;
  let alice: ApiWallet;
  let bob: ApiWallet;
  let mint = '';
  let detail: LaunchDetail;

  const curve = async (): Promise<CurveState & { tokenVault: bigint; solVault: bigint }> => {
    const [t, s] = await Promise.all([
      getAccount(connection, new PublicKey(detail.tokenVault), 'confirmed', TOKEN_2022_PROGRAM_ID),
      getAccount(connection, new PublicKey(detail.solVault), 'confirmed'),
    ]);
    return {
      kind: 'standard',
      sold: CURVE_SUPPLY - t.amount,
      raised: s.amount,
      tokenVault: t.amount,
      solVault: s.amount,
    };
  };
  const platformFees = async () => {
    const account = new PublicKey(await curveFeeAccount(server.ctx.platform.address));
    return (await getAccount(connection, account, 'confirmed')).amount;
  };
  const heldBy = async (owner: string) =>
    (
      await connection.getParsedTokenAccountsByOwner(
        new PublicKey(owner),
        { mint: new PublicKey(mint) },
        'confirmed',
      )
    ).value.reduce((s, a) => s + BigInt(a.account.data.parsed.info.tokenAmount.amount), 0n);
  const routeFor = async (inputMint: string, outputMint: string, amount: string) => {
    const quote = await bob.call('POST', '/api/dex/quote', { inputMint, outputMint, amount, slippage: 1 });
    expect(quote.status).toBe(200);
    const route = (quote.json.routes as Route[])[0];
    if (!route) throw new Error('no route through the curve');
    return route;
  };

  beforeAll(async () => {
    server = await startTestServer({ env: FAUCET });
    connection = new Connection(server.rpcUrl, 'confirmed');
    alice = await ApiWallet.create(server.url, 5);
    bob = await ApiWallet.create(server.url, 10);
    const { op, plan } = await alice.runOperation('/api/dex/pump-fun', {
      action: 'create',
      tokenData: {
        tokenName: 'Curve Cat',
        tokenSymbol: 'CCAT',
        description: 'Curve Cat trades through the router',
        socialLinks: { twitter: '', telegram: '', website: '' },
        initialLiquidity: '1',
        bondingCurve: 'standard',
      },
    });
    expect(op?.json.status).toBe('confirmed');
    mint = String(plan.json.mint);
    detail = (await alice.call('GET', `/api/launchpad/launches/${mint}`)).json as unknown as LaunchDetail;
  }, 180_000);
  afterAll(() => server.close());

  it('lists the live curve as a bonding-curve pool (SOL side, 1 % fee) priced at the curve', async () => {
    const pools = (await bob.call('GET', '/api/dex/pools')).json.pools as Pool[];
    const pool = pools.find((p) => p.tokenA.mint === mint);
    expect(pool).toMatchObject({ type: 'bonding-curve', feeBps: 100, id: detail.solVault, lpSupply: '0' });
    expect(pool?.tokenB.mint).toBe(NATIVE_MINT);
    expect(pool?.price).toBeCloseTo(detail.priceSol, 12);
  });

  it('a SOL → token swap quotes what the launchpad quotes and moves the curve exactly like a launchpad buy', async () => {
    const launchQuote = (await bob.call('POST', '/api/launchpad/quote', { mint, side: 'buy', amount: '2' }))
      .json as unknown as CurveQuote;
    const route = await routeFor(NATIVE_MINT, mint, '2');
    expect(route.outAmount).toBe(launchQuote.tokens);
    expect(route.marketInfos).toHaveLength(1);
    const before = await curve();
    const feesBefore = await platformFees();
    const expected = quoteBuy(before, 2n * 10n ** 9n);
    const { op } = await bob.runOperation('/api/dex/jupiter', {
      inputMint: NATIVE_MINT,
      outputMint: mint,
      amount: '2',
      slippage: 1,
      routeId: route.id,
    });
    expect(op?.json.status).toBe('confirmed');
    const after = await curve();
    expect(before.tokenVault - after.tokenVault).toBe(expected.tokens);
    expect(after.solVault - before.solVault).toBe(expected.cost);
    expect((await platformFees()) - feesBefore).toBe(expected.fee);
    expect(await heldBy(bob.address)).toBe(expected.tokens);
    const seen = (await bob.call('GET', `/api/launchpad/launches/${mint}`)).json as unknown as LaunchDetail;
    expect(seen.trades).toBe(2);
    expect(seen.recentTrades[0]).toMatchObject({
      wallet: bob.address,
      side: 'buy',
      tokens: String(expected.tokens),
    });
    // The launchpad quotes from the state the router left.
    const next = (await bob.call('POST', '/api/launchpad/quote', { mint, side: 'buy', amount: '2' }))
      .json as unknown as CurveQuote;
    expect(next.tokens).toBe(String(quoteBuy(after, 2n * 10n ** 9n).tokens));
  });

  it('a token → SOL swap pays what a launchpad sell pays and takes exactly the gross out of the curve', async () => {
    const held = await heldBy(bob.address);
    const half = held / 2n;
    const ui = (Number(half) / 1e6).toFixed(6);
    const launchQuote = (await bob.call('POST', '/api/launchpad/quote', { mint, side: 'sell', amount: ui }))
      .json as unknown as CurveQuote;
    const route = await routeFor(mint, NATIVE_MINT, ui);
    expect(route.outAmount).toBe(launchQuote.totalLamports);
    const before = await curve();
    const feesBefore = await platformFees();
    const expected = quoteSell(before, half);
    const { op } = await bob.runOperation('/api/dex/jupiter', {
      inputMint: mint,
      outputMint: NATIVE_MINT,
      amount: ui,
      slippage: 1,
      routeId: route.id,
    });
    expect(op?.json.status).toBe('confirmed');
    const after = await curve();
    expect(after.tokenVault - before.tokenVault).toBe(half);
    expect(before.solVault - after.solVault).toBe(expected.gross);
    expect((await platformFees()) - feesBefore).toBe(expected.fee);
    expect(await heldBy(bob.address)).toBe(held - half);
  });

  it('refuses a router buy larger than the curve has left; after graduation the pool is gone and the graduated pool trades', async () => {
    const big = await bob.call('POST', '/api/dex/quote', {
      inputMint: NATIVE_MINT,
      outputMint: mint,
      amount: '500',
      slippage: 1,
    });
    expect(
      (big.json.routes as Route[] | undefined)?.some((r) =>
        r.marketInfos.some((m) => m.id === detail.solVault),
      ) ?? false,
    ).toBe(false);
    const whale = await ApiWallet.create(server.url, 100);
    const { op } = await whale.runOperation('/api/dex/pump-fun', { action: 'buy', mint, amount: '95' });
    expect(op?.json.status).toBe('confirmed');
    let graduated: LaunchDetail;
    for (;;) {
      graduated = (await bob.call('GET', `/api/launchpad/launches/${mint}`)).json as unknown as LaunchDetail;
      if (graduated.status === 'graduated') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const pools = (await bob.call('GET', '/api/dex/pools')).json.pools as Pool[];
    const ofToken = pools.filter((p) => p.tokenA.mint === mint);
    expect(ofToken.map((p) => [p.id, p.type])).toEqual([[graduated.poolId, 'constant-product']]);
    const route = await routeFor(NATIVE_MINT, mint, '1');
    expect(route.marketInfos.map((m) => m.id)).toEqual([graduated.poolId]);
  }, 120_000);
});
