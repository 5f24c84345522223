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
  const launchPlan = {
    version: 1,
    name: 'Fuzz plan',
    steps: [
      { id: 'token', kind: 'create-token', name: 'Fuzz', symbol: 'FZ', supply: '1000' },
      { id: 'burn', kind: 'burn', token: '$steps.token.mint', amount: '1' },
    ],
  };
  return {
    'POST /api/auth/nonce': { address: owner },
    'POST /api/auth/verify': { address: owner, signedMessage: 'AAAA', signature: 'AAAA' },
    'POST /api/auth/step-up': { action: 'change_rpc', target: 'platform' },
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
    'POST /api/tokens/:mint/revoke-authorities': { mintAuthority: true, freezeAuthority: true },
    'POST /api/tokens/:mint/metadata': { name: 'Fuzz Renamed', symbol: 'FZR' },
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
    'POST /api/wallet/holdings': { walletAddress: owner },
    'POST /api/launch-plans/check': launchPlan,
    'POST /api/launch-plans/runs': { plan: launchPlan, rehearsal: true },
    'POST /api/launch-plans/cost': { plan: launchPlan },
    'POST /api/launch-plans/dry-run': { plan: launchPlan },
    'POST /api/launch-plans/runs/:id/steps/:index/operations': { operationId: ids.operationId },
    'POST /api/wallet/balances': { addresses: [owner, other] },
    'POST /api/operations/:id/submit': { transactions: ['AAAA'] },
    'POST /api/gamification/referral': { referrer: other },
    'POST /api/ai/signals': { tokenAddress: usdc, indicators: ['rsi'] },
    'POST /api/ai/ideas': { industry: 'DeFi', theme: 'Community', backend: 'template' },
    'POST /api/ai/whitepaper': {
      projectName: 'P',
      tokenSymbol: 'p',
      projectDescription: 'A description long enough.',
      industry: 'defi',
      problemStatement: 'A problem long enough.',
      solution: 'A solution long enough.',
      includeSections: ['roadmap'],
      allocations: [{ label: 'All', percent: 100 }],
      backend: 'template',
    },
    'POST /api/ai/ideas/favorites': { title: 't', description: 'd', category: 'c', viability: 50 },
    'POST /api/ai/tokenomics': {
      name: 'T',
      totalSupply: 1000,
      allocation: { team: 20, public: 40, liquidity: 20, marketing: 10, development: 10 },
      vesting: { team: 12, advisors: 6 },
      launchStrategy: 'ido',
      backend: 'template',
    },
    'POST /api/ai/simulator': {
      tokenInfo: { name: 'T', initialSupply: 1000, launchPrice: 0.01 },
      launchParams: { liquidityAmount: 10, marketingBudget: 0 },
      simulationSettings: { iterations: 100 },
    },
    'POST /api/api-vault': { keyName: 'k', service: 'openai', apiKey: 'sk-test' },
    'POST /api/dex/cross-chain': {
      sourceChain: 'solana',
      destinationChain: 'ethereum',
      token: 'USDC',
      amount: '1',
      destinationAddress: '0x0000000000000000000000000000000000000001',
    },
    'POST /api/dex/pump-fun': { action: 'buy', tokenAddress: usdc, amount: '0.1' },
    'POST /api/launchpad/quote': { tokenAddress: usdc, side: 'buy', amount: '0.1' },
    // Valid bodies queue a real rehearsal; one per wallet at a time, so the rest answer 409.
    'POST /api/launchpad/rehearsals': {
      tokenData: {
        tokenName: 'Fuzz',
        tokenSymbol: 'FUZZ',
        description: 'fuzz',
        socialLinks: { twitter: '', telegram: '', website: '' },
        initialLiquidity: '1',
        bondingCurve: 'standard',
      },
      preset: 'fast-sell-out',
      paceMs: 500,
    },
    'POST /api/dex/raydium/clmm': { action: 'collect', positionId: other },
    'POST /api/portfolio/wallets': { address: other },
    'POST /api/settings': { displayName: 'n', priorityFee: 'auto', explorer: 'solscan' },
    'POST /api/tokens/images': { data: 'iVBORw0KGgo=' },
    'POST /api/notifications/read': { through: new Date(0).toISOString() },
    'POST /api/phase7/staking/stake': { poolId: 'bronze', amount: '1', duration: 30 },
    'POST /api/phase7/staking/claim': { stakeId: ids.operationId },
    'POST /api/phase7/staking/unstake': { stakeId: ids.operationId },
    'POST /api/phase7/compliance/scan': { tokenAddress: usdc },
    'POST /evm/:chainId': { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
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
