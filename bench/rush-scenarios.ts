import { NATIVE_MINT, type DexToken, type Pool } from '../src/shared/schemas/dex';
import { ApiWallet } from '../tests/integration/helpers/api-wallet';
import type { TradeFlow } from './rush-client';

/** Wallets funded and signed in before any clock starts, `inFlight` at a time. */
export async function makeWallets(
  url: string,
  count: number,
  sol: number,
  inFlight = 40,
): Promise<ApiWallet[]> {
  const wallets: ApiWallet[] = [];
  for (let i = 0; i < count; i += inFlight) {
    const size = Math.min(inFlight, count - i);
    wallets.push(...(await Promise.all(Array.from({ length: size }, () => ApiWallet.create(url, sol)))));
  }
  return wallets;
}

/** A fresh standard curve, launched by `creator` with a small first buy. */
export async function launchCurve(creator: ApiWallet, n: number): Promise<string> {
  const { plan, op } = await creator.runOperation('/api/dex/pump-fun', {
    action: 'create',
    tokenData: {
      tokenName: `Rush ${n}`,
      tokenSymbol: `RUSH${n}`,
      description: `Launch rush bench curve number ${n}`,
      initialLiquidity: '0.1',
      bondingCurve: 'standard',
    },
  });
  if (op?.json.status !== 'confirmed')
    throw new Error(`launch ${n} did not confirm: ${plan.status} ${JSON.stringify(op?.json ?? plan.json)}`);
  return String(plan.json.mint);
}

/** A curve buy of a fixed SOL amount: the 409's new quote is shown to the user, who plans again. */
export function curveBuy(mint: string, amount: string, slippage: number): TradeFlow {
  return {
    plan: (wallet) => wallet.call('POST', '/api/dex/pump-fun', { action: 'buy', mint, amount, slippage }),
    requote: async (wallet) =>
      (await wallet.call('POST', '/api/launchpad/quote', { mint, side: 'buy', amount, slippage })).json,
  };
}

/**
 * A SOL → token swap on one pool through the Raydium swap endpoint, as its screen sends it: after a
 * refusal the plan carries the new quote's minimum (the plan never signs less than what the user saw).
 */
export function poolSwap(pair: string, toToken: string, amount: string, slippagePercent: number): TradeFlow {
  const body = { fromToken: NATIVE_MINT, toToken, amount, pair };
  return {
    plan: (wallet, quote) =>
      wallet.call('POST', '/api/dex/raydium/amm', {
        ...body,
        slippage: slippagePercent / 100,
        ...(quote?.minimumReceived ? { minimumReceived: String(quote.minimumReceived) } : {}),
      }),
    requote: async (wallet) =>
      (await wallet.call('POST', '/api/dex/raydium/quote', { ...body, slippage: slippagePercent })).json,
  };
}

/** The seeded SOL/USDC pools: constant product and concentrated liquidity. */
export async function seededPools(url: string): Promise<{ usdc: string; cp: Pool; clmm: Pool }> {
  const tokens = ((await (await fetch(`${url}/api/dex/tokens`)).json()) as { tokens: DexToken[] }).tokens;
  const usdc = tokens.find((t) => t.symbol === 'USDC')?.mint;
  const pools = ((await (await fetch(`${url}/api/dex/pools`)).json()) as { pools: Pool[] }).pools;
  const sol = pools.filter((p) => p.label === 'SOL/USDC');
  const cp = sol.find((p) => p.type === 'constant-product');
  const clmm = sol.find((p) => p.type === 'concentrated-liquidity');
  if (!usdc || !cp || !clmm) throw new Error('the seeded SOL/USDC pools are missing');
  return { usdc, cp, clmm };
}
