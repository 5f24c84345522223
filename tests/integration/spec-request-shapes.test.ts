import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaMessages } from '@shared/schemas/ai-ideas';
import { whitepaperMessages } from '@shared/schemas/ai-whitepaper';
import { balanceMessages } from '@shared/schemas/balance';
import { burnMessages } from '@shared/schemas/burn';
import { dexMessages, NATIVE_MINT, type DexToken, type Pool } from '@shared/schemas/dex';
import { keyVaultMessages } from '@shared/schemas/key-vault';
import { liquidityMessages } from '@shared/schemas/liquidity';
import { multisendMessages } from '@shared/schemas/multisend';
import { stakingMessages } from '@shared/schemas/staking';
import { tokenMessages } from '@shared/schemas/tokens';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Json = Record<string, unknown>;
/** 50 ms lock days: a bronze stake's 30-day lock ends in 1.5 s. */
const DAY_SECONDS = '0.05';

const summaryOf = (json: Json) => json.summary as Json;
const pick = (json: Json, keys: string[]) => Object.fromEntries(keys.map((k) => [k, json[k]]));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Each documented body of the spec's tables (part 1 §7.2 "Paths", part 2 §7 "Operations and payload
 * shapes") posted as the spec's client sends it: the same status and result as the app's own body, and a
 * missing field answered with the spec's message. Operations answer the plan the wallet signs (the spec's
 * txHash comes after signing), so "the same result" is the same plan.
 */
describe('the specification’s request shapes beside the app’s', () => {
  let server: Server;
  let alice: ApiWallet;
  let bob: ApiWallet;
  let tokens: DexToken[];
  let pools: Pool[];
  const mint = (symbol: string) => tokens.find((t) => t.symbol === symbol)?.mint ?? '';
  const solUsdc = () => pools.find((p) => p.label === 'SOL/USDC')?.id ?? '';

  /** Posts the app's and the spec's body: same status, the same `result(json)`. */
  async function same(url: string, app: unknown, spec: unknown, result: (json: Json) => unknown) {
    const a = await alice.call('POST', url, app);
    const s = await alice.call('POST', url, spec);
    expect(s.status, JSON.stringify(s.json)).toBe(a.status);
    const compared = result(s.json) as Json;
    // Every compared field is there: two missing fields would compare equal and prove nothing.
    expect(Object.values(compared)).not.toContain(undefined);
    expect(compared).toEqual(result(a.json));
    return { app: a, spec: s };
  }
  async function refused(url: string, body: unknown, message: string, wallet = alice) {
    const res = await wallet.call('POST', url, body);
    expect(res.status, JSON.stringify(res.json)).toBe(400);
    expect(res.json.message).toBe(message);
    return res;
  }

  beforeAll(async () => {
    server = await startTestServer({ env: { STAKING_DAY_SECONDS: DAY_SECONDS } });
    alice = await ApiWallet.create(server.url, 40);
    bob = await ApiWallet.create(server.url, 2);
    tokens = (await alice.call('GET', '/api/dex/tokens')).json.tokens as DexToken[];
    pools = (await alice.call('GET', '/api/dex/pools')).json.pools as Pool[];
    // USDC for the token rows (multisend, distribution, burn, liquidity, bridge).
    const { op } = await alice.runOperation('/api/dex/raydium/amm', {
      fromToken: NATIVE_MINT,
      toToken: mint('USDC'),
      amount: '5',
      slippage: 0.01,
      pair: solUsdc(),
    });
    expect(op?.json.status).toBe('confirmed');
  }, 120_000);
  afterAll(() => server.close());

  describe('the four a client written from the spec found refused', () => {
    const fields = {
      industry: 'DeFi',
      theme: 'Governance',
      targetAudience: 'retail traders',
      marketCap: 'small',
      context: 'We run a small DEX and want holders to steer its fees.',
    };
    const prompt = [
      'Industry: DeFi',
      'Theme: Governance',
      'Target audience: retail traders',
      'Market cap range: Small ($10K-$100K)',
      'Context: We run a small DEX and want holders to steer its fees.',
    ].join('\n');

    it('POST /api/ai/ideas {prompt}: the ideas of the same form', async () => {
      const { spec } = await same('/api/ai/ideas', fields, { prompt }, (j) => pick(j, ['ideas', 'tips']));
      expect((spec.json.ideas as unknown[]).length).toBeGreaterThan(0);
      // One sentence naming the values works too; a prompt naming no industry gets the spec's message.
      const sentence = await alice.call('POST', '/api/ai/ideas', {
        prompt: 'Token ideas for DeFi with a Governance theme, small cap',
      });
      expect(sentence.status).toBe(200);
      await refused('/api/ai/ideas', { prompt: 'Something people will love' }, ideaMessages.industryRequired);
    });

    it('POST /api/ai/whitepaper {projectInfo, content, sections}: the same paper as the flat form', async () => {
      const info = {
        name: 'Harbor',
        symbol: 'hbr',
        description: 'A port logistics token',
        industry: 'supply-chain',
      };
      const content = {
        problemStatement: 'Containers wait days for paperwork',
        solution: 'Shared on-chain manifests paid in HBR',
        targetMarket: 'Port operators',
        competitiveAdvantage: 'Already used at two ports',
        roadmapPhases: 'Q1 pilot, Q2 launch',
        teamInfo: 'Former port engineers',
        technicalSpecs: 'SPL token, 9 decimals',
      };
      const sections = ['executive-summary', 'problem-solution', 'tokenomics', 'roadmap'];
      const flat = {
        projectName: info.name,
        tokenSymbol: info.symbol,
        projectDescription: info.description,
        industry: info.industry,
        ...content,
        includeSections: sections,
      };
      const done = async (id: unknown) => {
        for (let i = 0; i < 100; i++) {
          const paper = (await alice.call('GET', `/api/ai/whitepaper/${String(id)}`)).json;
          if (paper.status !== 'generating') return paper;
          await sleep(100);
        }
        throw new Error('whitepaper still generating');
      };
      // A wallet writes one paper at a time (409 meanwhile): the second body waits for the first paper.
      const app = await alice.call('POST', '/api/ai/whitepaper', flat);
      expect(app.status, JSON.stringify(app.json)).toBe(200);
      const a = await done(app.json.id);
      const spec = await alice.call('POST', '/api/ai/whitepaper', { projectInfo: info, content, sections });
      expect(spec.status, JSON.stringify(spec.json)).toBe(200);
      expect(pick(spec.json, ['projectName', 'tokenSymbol'])).toEqual(
        pick(app.json, ['projectName', 'tokenSymbol']),
      );
      expect(pick(spec.json, ['projectName', 'tokenSymbol'])).toEqual({
        projectName: 'Harbor',
        tokenSymbol: 'HBR',
      });
      const s = await done(spec.json.id);
      expect(s.status).toBe('completed');
      const titles = (p: Json) => (p.sections as { id: string; title: string }[]).map((x) => [x.id, x.title]);
      expect(titles(s)).toEqual(titles(a));
      const res = await refused(
        '/api/ai/whitepaper',
        { projectInfo: {}, content: {}, sections: [] },
        whitepaperMessages.projectNameRequired,
      );
      expect(Object.values(res.json.fieldErrors as Json).flat()).toEqual([
        whitepaperMessages.projectNameRequired,
        whitepaperMessages.tokenSymbolRequired,
        whitepaperMessages.descriptionShort,
        whitepaperMessages.industryRequired,
        whitepaperMessages.problemRequired,
        whitepaperMessages.solutionRequired,
        whitepaperMessages.sectionsRequired,
      ]);
    });

    it('POST /api/phase7/staking/stake with amount as a number: the same plan as the string', async () => {
      expect((await alice.call('POST', '/api/solx/faucet')).status).toBe(200);
      const body = { poolId: 'bronze', duration: 30 };
      await same('/api/phase7/staking/stake', { ...body, amount: '150.5' }, { ...body, amount: 150.5 }, (j) =>
        pick(summaryOf(j), ['action', 'poolId', 'amount', 'principal']),
      );
      await refused('/api/phase7/staking/stake', body, stakingMessages.amountRequired);
      await refused('/api/phase7/staking/stake', { ...body, amount: -5 }, stakingMessages.amountInvalid);
    });

    it('POST /api/api-vault {encryptedKey}: stored as the key the client holds, like apiKey', async () => {
      const key = 'c2stc3BlYy1jbGllbnQta2V5';
      const body = { keyName: 'From the spec', service: 'custom' };
      const { spec } = await same(
        '/api/api-vault',
        { ...body, apiKey: key },
        { ...body, encryptedKey: key },
        (j) => pick(j, ['keyName', 'service', 'maskedKey', 'isActive']),
      );
      const id = String(spec.json.id);
      const revealed = await alice.call('POST', `/api/api-vault/${id}/reveal`, {
        stepUp: await alice.stepUp('reveal_api_key', id),
      });
      expect(revealed.json.apiKey).toBe(key);
      await refused('/api/api-vault', body, keyVaultMessages.apiKeyRequired);
    });
  });

  describe('part 1 §7.2 paths', () => {
    it('POST /api/tokens/create: the documented body plans the launch; metadata may be the file’s JSON text', async () => {
      const metadata = { website: 'https://example.com', twitter: 'https://x.com/speccat' };
      const body = {
        name: 'Spec Cat',
        symbol: 'scat',
        decimals: 6,
        totalSupply: '1000000',
        description: 'From the spec',
      };
      const { app, spec } = await same(
        '/api/tokens/create',
        { ...body, metadata },
        { ...body, metadata: JSON.stringify(metadata) },
        (j) => pick(summaryOf(j), ['name', 'symbol', 'decimals', 'totalSupply']),
      );
      expect(summaryOf(spec.json).symbol).toBe('SCAT');
      const document = async (j: Json) =>
        (await alice.call('GET', `/api/tokens/metadata/${String(summaryOf(j).mint)}.json`)).json;
      const [a, s] = [await document(app.json), await document(spec.json)];
      expect(s).toEqual(a);
      expect(s).toMatchObject({ symbol: 'SCAT', ...metadata });
      await refused('/api/tokens/create', { symbol: 'X', totalSupply: '1' }, tokenMessages.nameRequired);
      await refused('/api/tokens/create', { ...body, metadata: 'not json' }, tokenMessages.invalidFileText);
    });

    it('POST /api/tokens/balance and /api/wallet/balance read what the spec reads', async () => {
      const res = await alice.call('POST', '/api/tokens/balance', {
        tokenAddress: mint('USDC'),
        walletAddress: alice.address,
      });
      expect(res.status).toBe(200);
      expect(Object.keys(res.json)).toEqual(
        expect.arrayContaining(['tokenSymbol', 'tokenName', 'balance', 'usdValue', 'decimals']),
      );
      await refused('/api/tokens/balance', { tokenAddress: '' }, balanceMessages.invalidWallet);
      const sol = await alice.call('POST', '/api/wallet/balance', { walletAddress: alice.address });
      expect(sol.status).toBe(200);
      await refused('/api/wallet/balance', {}, balanceMessages.invalidWallet);
    });

    it('POST /api/dex/raydium/amm with amount as a number: the same swap plan', async () => {
      const body = { fromToken: NATIVE_MINT, toToken: mint('USDC'), slippage: 0.005, pair: solUsdc() };
      await same('/api/dex/raydium/amm', { ...body, amount: '2' }, { ...body, amount: 2 }, (j) =>
        pick(summaryOf(j), ['inAmount', 'outAmount', 'minimumReceived']),
      );
      await refused('/api/dex/raydium/amm', body, dexMessages.amountRequired);
    });

    it('POST /api/dex/jupiter with amount as a number and the quoted routeId: the same swap plan', async () => {
      const quote = await alice.call('POST', '/api/dex/quote', {
        inputMint: NATIVE_MINT,
        outputMint: mint('USDC'),
        amount: 1,
        slippage: 1,
      });
      expect(quote.status).toBe(200);
      const routeId = (quote.json.routes as { id: string }[])[0]?.id;
      const body = { inputMint: NATIVE_MINT, outputMint: mint('USDC'), slippage: 1, routeId };
      await same('/api/dex/jupiter', { ...body, amount: '1' }, { ...body, amount: 1 }, (j) =>
        pick(summaryOf(j), ['inAmount', 'outAmount', 'minimumReceived']),
      );
      await refused('/api/dex/jupiter', { ...body, amount: 0 }, dexMessages.amountInvalid);
    });

    it('POST /api/dex/pump-fun {action: create, tokenData}: plans the launch', async () => {
      const tokenData = {
        tokenName: 'Spec Pump',
        tokenSymbol: 'spmp',
        description: 'Launched from the spec body',
        socialLinks: { twitter: '', telegram: '', website: 'https://example.com' },
        initialLiquidity: 0.5,
        bondingCurve: 'standard',
      };
      const res = await alice.call('POST', '/api/dex/pump-fun', { action: 'create', tokenData });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.operationId).toEqual(expect.any(String));
      const { initialLiquidity: _, ...without } = tokenData;
      await refused(
        '/api/dex/pump-fun',
        { action: 'create', tokenData: without },
        'Initial liquidity is required',
      );
    });

    it('POST /api/dex/cross-chain answers bridgeId, sourceTx and estimatedTime', async () => {
      const res = await alice.call('POST', '/api/dex/cross-chain', {
        sourceChain: 'solana',
        destinationChain: 'ethereum',
        token: 'USDC',
        amount: 1,
        destinationAddress: `0x${'ab'.repeat(20)}`,
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(Object.keys(res.json)).toEqual(
        expect.arrayContaining(['bridgeId', 'sourceTx', 'estimatedTime']),
      );
      await refused(
        '/api/dex/cross-chain',
        {
          sourceChain: 'solana',
          destinationChain: 'solana',
          token: 'USDC',
          amount: 1,
          destinationAddress: alice.address,
        },
        'Source and destination chains cannot be the same',
      );
    });

    it('POST /api/ai/tokenomics answers result', async () => {
      const body = {
        name: 'Spec',
        totalSupply: 1_000_000,
        allocation: { team: 15, public: 40, liquidity: 25, marketing: 10, development: 10 },
        vesting: { team: 12, advisors: 6 },
        launchStrategy: 'fair-launch',
      };
      const res = await alice.call('POST', '/api/ai/tokenomics', body);
      expect(res.status).toBe(200);
      expect(res.json.result).toMatchObject({ riskAssessment: expect.any(Object) });
      await refused(
        '/api/ai/tokenomics',
        { ...body, allocation: { ...body.allocation, team: 20 } },
        'Total allocation is 105%. Please ensure it equals 100%.',
      );
    });
  });

  describe('part 2 §7 operations', () => {
    it('generate signal {tokenAddress, config}: checked by the app’s rules, not refused as a shape', async () => {
      const config = {
        analysisType: 'combined',
        timeframe: '1h',
        sensitivity: 'medium',
        indicators: ['rsi'],
      };
      const res = await alice.call('POST', '/api/ai/signals', { tokenAddress: mint('USDC'), config });
      expect(res.json.error).not.toBe('validation_error');
      await refused('/api/ai/signals', { config }, 'Token address is required');
      await refused(
        '/api/ai/signals',
        { tokenAddress: mint('USDC'), config: { ...config, indicators: [] } },
        'Select at least one indicator',
      );
    });

    it('run simulator {tokenInfo, launchParams, marketConditions, simulationSettings}: a simulationId', async () => {
      const body = {
        tokenInfo: { name: 'Spec', initialSupply: 1_000_000, launchPrice: 0.001 },
        launchParams: { liquidityAmount: 10, marketingBudget: 1, strategy: 'presale' },
        marketConditions: 'bullish',
        simulationSettings: { duration: '1week', iterations: 100 },
      };
      const res = await alice.call('POST', '/api/ai/simulator', body);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.simulationId).toEqual(expect.any(String));
      await refused(
        '/api/ai/simulator',
        { ...body, tokenInfo: { name: 'Spec', initialSupply: 1_000_000 } },
        'Launch price is required',
      );
    });

    it('multisend, distribute SOL and distribute tokens: batchId and totalTransactions', async () => {
      const to = [bob.address, (await ApiWallet.create(server.url, 0)).address];
      const multisend = await alice.call('POST', '/api/multisender', {
        tokenAddress: mint('USDC'),
        sendType: 'equal',
        totalAmount: 2,
        recipients: to,
        gasMultiplier: 1,
        priority: 'medium',
      });
      expect(multisend.status, JSON.stringify(multisend.json)).toBe(200);
      expect(multisend.json).toMatchObject({ batchId: expect.any(String), totalTransactions: 1 });
      expect(multisend.json.estimatedCost).toBeDefined();
      const sol = await alice.call('POST', '/api/wallet/distribute-sol', {
        type: 'equal',
        totalAmount: 0.1,
        addresses: to,
        gasMultiplier: 1.5,
      });
      expect(sol.status, JSON.stringify(sol.json)).toBe(200);
      expect(sol.json).toMatchObject({ batchId: expect.any(String), totalTransactions: 1 });
      const custom = await alice.call('POST', '/api/wallet/distribute-tokens', {
        tokenAddress: mint('USDC'),
        type: 'custom',
        addresses: to,
        gasMultiplier: 2,
        customAmounts: { [to[0] ?? '']: 1, [to[1] ?? '']: 0.5 },
      });
      expect(custom.status, JSON.stringify(custom.json)).toBe(200);
      await refused('/api/multisender', { totalAmount: 2, recipients: to }, multisendMessages.tokenRequired);
      await refused(
        '/api/wallet/distribute-sol',
        { type: 'equal', totalAmount: 1, addresses: [] },
        multisendMessages.addressRequired,
      );
    });

    it('generate wallet, no body: id, address, privateKey and mnemonic', async () => {
      const res = await fetch(`${server.url}/api/wallet/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(Object.keys((await res.json()) as Json)).toEqual(
        expect.arrayContaining(['id', 'address', 'privateKey', 'mnemonic']),
      );
    });

    it('manage liquidity {action, …, amounts as numbers}: the same plan as the app’s poolType', async () => {
      const body = {
        tokenA: NATIVE_MINT,
        tokenB: mint('USDC'),
        slippage: 1,
        dexPlatform: 'raydium',
      };
      await same(
        '/api/liquidity',
        { ...body, poolType: 'add', amountA: '0.1', amountB: '15' },
        { ...body, action: 'add', amountA: 0.1, amountB: 15 },
        (j) => pick(summaryOf(j), ['poolAddress', 'liquidityAmount', 'sharePercentage']),
      );
      await refused(
        '/api/liquidity',
        { ...body, action: 'add', amountB: 15 },
        liquidityMessages.amountARequired,
      );
    });

    it('burn tokens with amount as a number: the same plan; the confirmation stays required', async () => {
      const body = { tokenAddress: mint('USDC'), method: 'burn-instruction', reason: 'spec' };
      await same(
        '/api/tokens/burn',
        { ...body, amount: '0.5', confirmBurn: true },
        { ...body, amount: 0.5, confirmBurn: true },
        (j) => pick(summaryOf(j), ['amount', 'method']),
      );
      await refused('/api/tokens/burn', { ...body, amount: 0.5 }, burnMessages.confirmRequired);
    });

    it('claim by pool (the catalogue’s poolId) or stake id, and unstake by stake id: the same plans', async () => {
      const { plan, op } = await alice.runOperation('/api/phase7/staking/stake', {
        poolId: 'bronze',
        amount: 200,
        duration: 30,
      });
      expect(op?.json.status).toBe('confirmed');
      const stakeId = summaryOf(plan.json).stakeId;
      await sleep(200);
      const claim = (body: Json) => alice.call('POST', '/api/phase7/staking/claim', body);
      for (const res of [await claim({ poolId: 'bronze' }), await claim({ id: stakeId })]) {
        expect(res.status, JSON.stringify(res.json)).toBe(200);
        expect(summaryOf(res.json)).toMatchObject({ action: 'claim', stakeId });
      }
      const none = await claim({ poolId: 'gold' });
      expect([none.status, none.json.message]).toEqual([404, stakingMessages.stakeNotFound]);
      await sleep(1_600);
      await same('/api/phase7/staking/unstake', { stakeId }, { id: stakeId }, (j) =>
        pick(summaryOf(j), ['action', 'stakeId', 'principal']),
      );
    });
  });
});
