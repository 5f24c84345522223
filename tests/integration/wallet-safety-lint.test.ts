import { readFileSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Instruction,
} from '@solana/kit';
import {
  findAssociatedTokenPda,
  getApproveInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NATIVE_MINT, type DexToken, type Pool } from '@shared/schemas/dex';
import type { AppContext } from '@server/context';
import { lintPlannedTransactions } from '@server/chain/wallet-safety/lint';
import { exchangeTokens, operations } from '@server/db/schema';
import { OPERATION_KINDS } from '@server/operation-kinds';
import { dexBackend } from '@server/services/dex';
import { ApiWallet } from './helpers/api-wallet';
import { fundToken } from './helpers/bridge';
import { startTestServer } from './helpers/server';

type Json = Record<string, unknown>;
type Planned = { operationId: string; transactions: string[]; wallet: Address };

const FAUCET = { FAUCET_MAX_SOL: 'off', FAUCET_AIRDROPS_PER_MINUTE: 'off', FAUCET_SOL_PER_MINUTE: 'off' };
const fixtures = path.resolve(import.meta.dirname, '../fixtures/jupiter');
const MAINNET_USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const JUPITER_PAYER = '8ZyZcvH4mXkDhzUcvrTHkQmhGeeBmd7ZktHWYdSLUPkB' as Address;

describe('wallet-safety lint of the app’s own planned transactions', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let jupiter: HttpServer;
  let alice: ApiWallet;
  let usdc = '';
  let solUsdc = '';
  let mint = '';

  /** The planned operation of one HTTP call (a 200 with operationId and transactions). */
  const planned = (wallet: ApiWallet, answer: { status: number; json: Json }): Planned => {
    if (answer.status !== 200) throw new Error(`plan refused: ${JSON.stringify(answer.json)}`);
    const body = (answer.json.operation ?? answer.json) as Json;
    return {
      operationId: String(body.operationId),
      transactions: body.transactions as string[],
      wallet: wallet.address as Address,
    };
  };
  const plan = async (url: string, body: Json, wallet = alice) =>
    planned(wallet, await wallet.call('POST', url, body));
  const confirmed = async (url: string, body: Json, wallet = alice) => {
    const { plan: p, op } = await wallet.runOperation(url, body);
    if (op?.json.status !== 'confirmed')
      throw new Error(`not confirmed: ${JSON.stringify(op?.json ?? p.json)}`);
    return p.json;
  };
  const launch = (name: string) => ({
    action: 'create',
    tokenData: {
      tokenName: name,
      tokenSymbol: name.slice(0, 4).toLowerCase(),
      description: `${name} is a lint test launch`,
      socialLinks: { twitter: '', telegram: '', website: '' },
      initialLiquidity: '1',
      bondingCurve: 'standard',
    },
  });

  /** One planner per operation kind: whatever it needs first runs to confirmation, then it plans once. */
  const PLANNERS: Record<string, () => Promise<Planned>> = {
    token_create: () =>
      plan('/api/tokens/create', { name: 'Lint Coin', symbol: 'LNT', totalSupply: '1000', decimals: 6 }),
    token_burn: () =>
      plan('/api/tokens/burn', {
        tokenAddress: mint,
        confirmBurn: true,
        amount: 10,
        method: 'burn-instruction',
      }),
    token_authority_revoke: () =>
      plan(`/api/tokens/${mint}/revoke-authorities`, { mintAuthority: true, freezeAuthority: true }),
    token_metadata_update: () => plan(`/api/tokens/${mint}/metadata`, { name: 'Lint Renamed', symbol: 'LNTR' }),
    multisend: async () =>
      plan('/api/multisender', {
        tokenAddress: mint,
        sendType: 'equal',
        totalAmount: '30',
        recipients: await Promise.all([1, 2, 3].map(async () => (await generateKeyPairSigner()).address)),
      }),
    dex_swap: () =>
      plan('/api/dex/raydium/amm', {
        fromToken: NATIVE_MINT,
        toToken: usdc,
        amount: '1',
        slippage: 0.01,
        pair: solUsdc,
      }),
    liquidity: () =>
      plan('/api/liquidity', {
        poolType: 'create',
        tokenA: mint,
        tokenB: NATIVE_MINT,
        amountA: '100',
        amountB: '1',
        feeBps: 25,
        slippage: 1,
        dexPlatform: 'orca',
      }),
    jupiter_swap: planJupiterSwap,
    launchpad_launch: () => plan('/api/dex/pump-fun', launch('Lint Dog')),
    launchpad_trade: async () => {
      const launched = await confirmed('/api/dex/pump-fun', launch('Lint Cat'));
      return plan('/api/dex/pump-fun', { action: 'buy', mint: String(launched.mint), amount: '1' });
    },
    solx_staking: async () => {
      expect((await alice.call('POST', '/api/solx/faucet')).status).toBe(200);
      return plan('/api/phase7/staking/stake', { poolId: 'bronze', amount: '100', duration: 30 });
    },
    bridge_lock: async () => {
      await fundToken(server, usdc, alice.address, 10_000_000n, 6);
      return plan('/api/dex/cross-chain', {
        sourceChain: 'solana',
        destinationChain: 'ethereum',
        token: 'USDC',
        amount: '5',
        destinationAddress: '0x000000000000000000000000000000000000dEaD',
      });
    },
    clmm_position: async () => {
      const pools = (await alice.call('GET', '/api/clmm/pools')).json.pools as {
        id: string;
        label: string;
      }[];
      return plan('/api/dex/raydium/clmm', {
        action: 'open',
        poolId: pools.find((p) => p.label === 'SOL/USDC')?.id,
        minPrice: '140',
        maxPrice: '160',
        amountA: '0.5',
        amountB: '100',
      });
    },
  };

  /**
   * Jupiter's transaction is planned on mainnet, so the same server is seen as mainnet with Jupiter's
   * recorded answers (as in exchange-jupiter.test.ts); its payer is funded here so it simulates.
   */
  async function planJupiterSwap(): Promise<Planned> {
    const port = (jupiter.address() as { port: number }).port;
    const ctx: AppContext = {
      ...server.ctx,
      env: { ...server.ctx.env, JUPITER_API_URL: `http://127.0.0.1:${port}` },
      chain: { ...server.ctx.chain, cluster: { ...server.ctx.chain.cluster, kind: 'mainnet' } },
    };
    await ctx.database.db
      .insert(exchangeTokens)
      .values({
        mint: MAINNET_USDC,
        symbol: 'USDC',
        name: 'USD Coin',
        decimals: 6,
        tokenProgram: TOKEN_PROGRAM,
      })
      .onConflictDoNothing();
    const request = { inputMint: NATIVE_MINT, outputMint: MAINNET_USDC, amount: '1', slippage: 1 };
    const { routes } = await dexBackend(ctx).quote(request);
    const swap = await dexBackend(ctx).routeSwap(JUPITER_PAYER, { ...request, routeId: routes[0]?.id ?? '' });
    // On mainnet the payer holds SOL and the recorded transfer's destination exists; so here too.
    await fundOnChain(JUPITER_PAYER);
    await fundOnChain('JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4');
    return { operationId: swap.operationId, transactions: swap.transactions, wallet: JUPITER_PAYER };
  }

  async function fundOnChain(address: string): Promise<void> {
    const signature = await alice.rpc<string>('requestAirdrop', [address, 2e9]);
    for (;;) {
      const { value } = await alice.rpc<{ value: Array<{ confirmationStatus?: string } | null> }>(
        'getSignatureStatuses',
        [[signature]],
      );
      if (value[0]?.confirmationStatus) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  beforeAll(async () => {
    jupiter = createServer((req, res) => {
      const file = req.url?.startsWith('/swap/v1/quote')
        ? 'quote-sol-usdc.json'
        : req.url === '/swap/v1/swap'
          ? 'swap.json'
          : null;
      res
        .writeHead(file ? 200 : 404, { 'content-type': 'application/json' })
        .end(file ? readFileSync(path.join(fixtures, file), 'utf8') : '{}');
    });
    await new Promise<void>((resolve) => jupiter.listen(0, '127.0.0.1', resolve));
    server = await startTestServer({ env: FAUCET });
    alice = await ApiWallet.create(server.url, 60);
    const tokens = (await alice.call('GET', '/api/dex/tokens')).json.tokens as DexToken[];
    usdc = tokens.find((t) => t.symbol === 'USDC')?.mint ?? '';
    const pools = (await alice.call('GET', '/api/dex/pools')).json.pools as Pool[];
    solUsdc = pools.find((p) => p.label === 'SOL/USDC' && p.lpSupply !== '0')?.id ?? '';
    await confirmed('/api/dex/raydium/amm', {
      fromToken: NATIVE_MINT,
      toToken: usdc,
      amount: '5',
      slippage: 0.01,
      pair: solUsdc,
    });
    const created = await confirmed('/api/tokens/create', {
      name: 'Lint Base',
      symbol: 'LBS',
      totalSupply: '1000000',
      decimals: 6,
    });
    mint = String((created.summary as Json).mint);
  }, 180_000);
  afterAll(async () => {
    await server.close();
    jupiter.close();
  });

  it('has a planner for every operation kind the server knows, and for nothing else', () => {
    expect(Object.keys(PLANNERS).sort()).toEqual(OPERATION_KINDS.map((d) => d.kind).sort());
  });

  it.each(OPERATION_KINDS.map((d) => d.kind))(
    'a planned %s operation simulates, needs only the wallet’s signature and grants nothing to third parties',
    async (kind) => {
      const planner = PLANNERS[kind];
      if (!planner) throw new Error(`no planner for the operation kind ${kind}: add one to PLANNERS`);
      const p = await planner();
      const [row] = await server.ctx.database.db
        .select({ kind: operations.kind })
        .from(operations)
        .where(eq(operations.id, p.operationId));
      expect(row?.kind).toBe(kind);
      expect(p.transactions.length).toBeGreaterThan(0);
      const findings = await lintPlannedTransactions(server.ctx.chain, {
        wallet: p.wallet,
        transactions: p.transactions,
        platformKeys: [server.ctx.platform.address],
      });
      expect(findings).toEqual([]);
    },
    60_000,
  );

  it('flags a hand-built transaction that approves a delegate to a random address, or needs a second signer', async () => {
    const wallet = alice.address as Address;
    const stranger = await generateKeyPairSigner();
    const [account] = await findAssociatedTokenPda({
      owner: wallet,
      mint: mint as Address,
      tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
    });
    const { value: lifetime } = await server.ctx.chain.rpc.getLatestBlockhash().send();
    const wire = (instructions: Instruction[]) =>
      getBase64EncodedWireTransaction(
        compileTransaction(
          pipe(
            createTransactionMessage({ version: 0 }),
            (m) => setTransactionMessageFeePayerSigner(createNoopSigner(wallet), m),
            (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
            (m) => appendTransactionMessageInstructions(instructions, m),
          ),
        ),
      );
    const approve = (owner: Address) =>
      getApproveInstruction({
        source: account,
        delegate: stranger.address,
        owner: createNoopSigner(owner),
        amount: 1_000n,
      });
    const lint = (transactions: string[]) =>
      lintPlannedTransactions(server.ctx.chain, {
        wallet,
        transactions,
        platformKeys: [server.ctx.platform.address],
      });

    // It simulates and needs only the wallet, but hands a delegate to a stranger.
    expect(await lint([wire([approve(wallet)])])).toEqual([
      {
        transaction: 0,
        rule: 'authority',
        message: `sets the delegate to ${stranger.address}, which is neither the wallet, the platform nor a key this plan creates`,
      },
    ]);
    // The same approval to the platform is a custodial step the app may take.
    const toPlatform = getApproveInstruction({
      source: account,
      delegate: server.ctx.platform.address,
      owner: createNoopSigner(wallet),
      amount: 1_000n,
    });
    expect(await lint([wire([toPlatform])])).toEqual([]);
    // Signed by a key that is neither the wallet nor the platform: a second prompt, and it cannot simulate.
    const findings = await lint([wire([toPlatform]), wire([approve(stranger.address)])]);
    expect(findings.map((f) => [f.transaction, f.rule])).toEqual([
      [1, 'signers'],
      [1, 'authority'],
      [1, 'simulation'],
    ]);
    expect(findings[0]?.message).toBe(
      `needs a signature from ${stranger.address}: the wallet would be asked for a second prompt`,
    );
  });
});
