/** Known-good values the fuzzer starts from, so mutations reach past the first check of each route. */
export interface FuzzIds {
  sol: string;
  usdc: string;
  owner: string;
  other: string;
  poolId: string;
  operationId: string;
  launchedMint: string;
  batchId: string;
}

/** One valid body per POST route; a route missing here is fuzzed from `{}`. */
export function seedBodies(ids: FuzzIds): Record<string, Record<string, unknown>> {
  const { sol, usdc, owner, other, poolId } = ids;
  const multisend = { tokenAddress: usdc, recipients: [other], totalAmount: '1' };
  const distributeSol = { addresses: [other], totalAmount: '0.01' };
  const distributeTokens = { tokenAddress: usdc, addresses: [other], totalAmount: '1' };
  return {
    'POST /api/auth/nonce': { address: owner },
    'POST /api/auth/verify': { address: owner, signedMessage: 'AAAA', signature: 'AAAA' },
    'POST /api/tokens/create': {
      name: 'Fuzz',
      symbol: 'FZ',
      totalSupply: '1000',
      decimals: 9,
      description: 'd',
      metadata: { image: 'https://x/y.png' },
    },
    'POST /api/tokens/balance': { walletAddress: owner, tokenAddress: usdc },
    'POST /api/tokens/verify': { tokenAddress: usdc },
    'POST /api/tokens/burn': { tokenAddress: usdc, amount: '1', confirmBurn: true, reason: 'r' },
    'POST /api/dex/quote': { inputMint: sol, outputMint: usdc, amount: '0.1', slippage: 1 },
    'POST /api/dex/raydium/quote': { pair: poolId, fromToken: sol, toToken: usdc, amount: '0.1' },
    'POST /api/dex/raydium/amm': { pair: poolId, fromToken: sol, toToken: usdc, amount: '0.1' },
    'POST /api/dex/jupiter': { inputMint: sol, outputMint: usdc, amount: '0.1', routeId: 'r' },
    'POST /api/liquidity': { poolType: 'add', tokenA: sol, tokenB: usdc, amountA: '0.1', amountB: '15' },
    'POST /api/multisender': multisend,
    'POST /api/multisender/preview': multisend,
    'POST /api/wallet/distribute-sol': distributeSol,
    'POST /api/wallet/distribute-sol/preview': distributeSol,
    'POST /api/wallet/distribute-tokens': distributeTokens,
    'POST /api/wallet/distribute-tokens/preview': distributeTokens,
    'POST /api/wallet/generate': { words: 12 },
    'POST /api/wallet/balance': { walletAddress: owner },
    'POST /api/wallet/balances': { addresses: [owner, other] },
    'POST /api/operations/:id/submit': { transactions: ['AAAA'] },
  };
}

/** The id a route's path parameter should usually carry: one that exists and belongs to the owner. */
export function knownParams(url: string, ids: FuzzIds): string[] {
  if (url.includes('/operations/')) return [ids.operationId];
  if (url.includes('/pools/')) return [ids.poolId];
  if (url.includes('/batches/')) return [ids.batchId];
  if (url.includes(':file')) return [`${ids.launchedMint}.json`, ids.launchedMint];
  if (url.includes(':mint')) return [ids.usdc];
  return ['x'];
}

/** Values that each broke some route once; the sweep puts every one into every field of every seed. */
export const KILLERS: readonly unknown[] = [
  '\u0000',
  'a\ud800',
  'x\udfff',
  1e308,
  -1,
  9007199254740992,
  '1'.repeat(31),
  '100000000000',
  '',
  'AAAA',
  ['AAAA'],
  [''],
  {},
  { 'k\u0000': 'v\ud800' },
  null,
];
