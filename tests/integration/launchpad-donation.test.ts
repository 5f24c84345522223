import {
  Connection,
  PublicKey,
  SystemProgram,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import {
  createSyncNativeInstruction,
  createTransferCheckedInstruction,
  getAccount,
  getAssociatedTokenAddressSync,
  getMint,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CURVE_SALE, CURVE_SUPPLY, graduationAmounts, type CurveState } from '@shared/math/bonding-curve';
import { NATIVE_MINT, type Route } from '@shared/schemas/dex';
import type { CurveQuote, LaunchDetail } from '@shared/schemas/launchpad';
import { launches } from '@server/db/schema';
import { curveFeeAccount } from '@server/exchange/pools/bonding-curve/fees';
import { findLaunch } from '@server/services/launchpad/chain';
import { runGraduation } from '@server/services/launchpad/graduation';
import { GRADUATION_QUEUE } from '@server/services/launchpad/graduation-queue';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const FAUCET = { FAUCET_MAX_SOL: 'off', FAUCET_AIRDROPS_PER_MINUTE: 'off', FAUCET_SOL_PER_MINUTE: 'off' };
interface TradeSummary {
  side: string;
  tokens: string;
  lamports: string;
}

/**
 * A stranger's donation to a curve vault (a plain transfer anyone can make) must not freeze the launch
 * nor move its price: the curve's state is what its confirmed trades recorded, the pool gets exactly
 * that at graduation, and the donation is burned (tokens) or swept to the platform (wrapped SOL).
 */
describe('a donation into a curve vault', () => {
  let server: Server;
  let connection: Connection;
  const warned = () => vi.mocked(server.ctx.logger.warn).mock.calls.map((c) => c[0]);
  const errors = () => vi.mocked(server.ctx.logger.error).mock.calls.map((c) => c[1]);

  beforeAll(async () => {
    server = await startTestServer({ env: FAUCET });
    connection = new Connection(server.rpcUrl, 'confirmed');
    // Graduation runs when the test says so (it calls runGraduation, as the job would).
    const send = server.ctx.jobs.send.bind(server.ctx.jobs);
    server.ctx.jobs.send = (name, data, opts) =>
      name === GRADUATION_QUEUE ? Promise.resolve() : send(name, data, opts);
    vi.spyOn(server.ctx.logger, 'warn');
    vi.spyOn(server.ctx.logger, 'error');
  }, 60_000);
  afterAll(() => server.close());

  /** The wallet signs and sends instructions built with web3.js, as any outside client would. */
  async function sendAs(w: ApiWallet, ...ix: TransactionInstruction[]) {
    const tx = new Transaction().add(...ix);
    tx.feePayer = new PublicKey(w.address);
    tx.recentBlockhash = (await connection.getLatestBlockhash('confirmed')).blockhash;
    const [signed] = await w.sign([tx.serialize({ requireAllSignatures: false }).toString('base64')]);
    const signature = await connection.sendRawTransaction(Buffer.from(signed ?? '', 'base64'));
    const result = await connection.confirmTransaction(signature, 'confirmed');
    expect(result.value.err).toBeNull();
  }

  async function launch(symbol: string) {
    const whale = await ApiWallet.create(server.url, 150);
    const stranger = await ApiWallet.create(server.url, 5);
    const trades: TradeSummary[] = [];
    const trade = async (w: ApiWallet, body: Record<string, unknown>) => {
      const { plan, op } = await w.runOperation('/api/dex/pump-fun', body);
      expect(op?.json.status).toBe('confirmed');
      trades.push(plan.json.summary as unknown as TradeSummary);
      return plan;
    };
    const plan = await trade(whale, {
      action: 'create',
      tokenData: {
        tokenName: `${symbol} Coin`,
        tokenSymbol: symbol,
        description: 'A curve a stranger donates to',
        initialLiquidity: '1',
        bondingCurve: 'standard',
      },
    });
    const mint = String(plan.json.mint);
    await trade(stranger, { action: 'buy', mint, amount: '1' });
    const detail = (await whale.call('GET', `/api/launchpad/launches/${mint}`))
      .json as unknown as LaunchDetail;
    /** The state the confirmed trades leave, summed independently of the server. */
    const recorded = (): CurveState =>
      trades.reduce<CurveState>(
        (s, t) => {
          const sign = t.side === 'buy' ? 1n : -1n;
          return {
            ...s,
            sold: s.sold + sign * BigInt(t.tokens),
            raised: s.raised + sign * BigInt(t.lamports),
          };
        },
        { kind: 'standard', sold: 0n, raised: 0n },
      );
    const buyOut = async () => {
      await trade(whale, { action: 'buy', mint, amount: '120' });
      expect(recorded().sold).toBe(CURVE_SALE);
      expect((await findLaunch(server.ctx, mint)).status).toBe('graduating');
    };
    return { whale, stranger, mint, detail, recorded, buyOut };
  }

  /** Reads the graduated pool's vaults and the mint with web3.js and checks them against the record. */
  async function expectPoolAtRecord(mint: string, recorded: CurveState) {
    const row = await findLaunch(server.ctx, mint);
    expect(row.status).toBe('graduated');
    expect({ sold: row.sold, raised: row.raised }).toEqual({ sold: recorded.sold, raised: recorded.raised });
    const g = graduationAmounts(recorded);
    const [a, b] = await Promise.all([
      getAccount(connection, new PublicKey(row.poolVaultA ?? ''), 'confirmed', TOKEN_2022_PROGRAM_ID),
      getAccount(connection, new PublicKey(row.poolVaultB ?? ''), 'confirmed', TOKEN_PROGRAM_ID),
    ]);
    expect(a.amount).toBe(g.poolTokens);
    expect(b.amount).toBe(g.poolSol);
    expect(await connection.getAccountInfo(new PublicKey(row.tokenVault))).toBeNull();
    expect(await connection.getAccountInfo(new PublicKey(row.solVault))).toBeNull();
    return row;
  }

  it('one token unit sent to the token vault after the last buy: the launch graduates, the unit is burned', async () => {
    const { whale, stranger, mint, detail, recorded, buyOut } = await launch('DONT');
    await buyOut();
    const held = await stranger.tokenBalance(mint);
    const mintKey = new PublicKey(mint);
    const source = getAssociatedTokenAddressSync(
      mintKey,
      new PublicKey(stranger.address),
      false,
      TOKEN_2022_PROGRAM_ID,
    );
    await sendAs(
      stranger,
      createTransferCheckedInstruction(
        source,
        mintKey,
        new PublicKey(detail.tokenVault),
        new PublicKey(stranger.address),
        1n,
        6,
        [],
        TOKEN_2022_PROGRAM_ID,
      ),
    );

    await runGraduation(server.ctx, mint);

    await expectPoolAtRecord(mint, recorded());
    const g = graduationAmounts(recorded());
    const supply = (await getMint(connection, mintKey, 'confirmed', TOKEN_2022_PROGRAM_ID)).supply;
    // Every token left is held by a buyer or the pool: the donated unit was burned with the leftovers.
    expect(supply).toBe(
      (await whale.tokenBalance(mint)) + (await stranger.tokenBalance(mint)) + g.poolTokens,
    );
    expect(await stranger.tokenBalance(mint)).toBe(held - 1n);
    expect(CURVE_SUPPLY - supply).toBe(CURVE_SUPPLY - CURVE_SALE - g.poolTokens + 1n);
    expect(warned()).toContainEqual(
      expect.objectContaining({ mint, surplusTokens: 1n, surplusLamports: 0n }),
    );
  }, 120_000);

  it('wrapped SOL sent to the SOL vault before the last buy: prices do not move, the pool gets the raise, the platform the donation', async () => {
    const { stranger, mint, detail, recorded, buyOut } = await launch('DONS');
    const quote = async () =>
      (await stranger.call('POST', '/api/launchpad/quote', { mint, side: 'buy', amount: '2' }))
        .json as unknown as CurveQuote;
    const route = async () => {
      const body = { inputMint: NATIVE_MINT, outputMint: mint, amount: '2', slippage: 1 };
      return ((await stranger.call('POST', '/api/dex/quote', body)).json.routes as Route[])[0]?.outAmount;
    };
    const [quoted, routed] = [await quote(), await route()];
    const fees = new PublicKey(await curveFeeAccount(server.ctx.platform.address));
    const feesBefore = (await getAccount(connection, fees, 'confirmed')).amount;
    const donation = 500_000_000n;
    const solVault = new PublicKey(detail.solVault);
    await sendAs(
      stranger,
      SystemProgram.transfer({
        fromPubkey: new PublicKey(stranger.address),
        toPubkey: solVault,
        lamports: donation,
      }),
      createSyncNativeInstruction(solVault, TOKEN_PROGRAM_ID),
    );
    expect((await getAccount(connection, solVault, 'confirmed')).amount).toBe(recorded().raised + donation);
    expect(await quote()).toEqual(quoted);
    expect(await route()).toBe(routed);

    await buyOut();
    await runGraduation(server.ctx, mint);

    await expectPoolAtRecord(mint, recorded());
    expect((await getAccount(connection, fees, 'confirmed')).amount - feesBefore).toBe(donation);
    expect(warned()).toContainEqual(
      expect.objectContaining({ mint, surplusTokens: 0n, surplusLamports: donation }),
    );
  }, 120_000);

  it('vaults holding less than the record: a trade is refused and logged, nothing is paid', async () => {
    const { stranger, mint, detail } = await launch('DONL');
    // The record says one lamport more was raised than the SOL vault holds (no trade can do this).
    await server.ctx.database.db
      .update(launches)
      .set({ raised: sql`${launches.raised} + 1` })
      .where(eq(launches.mint, mint));
    const solVault = new PublicKey(detail.solVault);
    const before = (await getAccount(connection, solVault, 'confirmed')).amount;
    const held = await stranger.tokenBalance(mint);
    const plan = await stranger.call('POST', '/api/dex/pump-fun', { action: 'sell', mint, amount: '1000' });
    expect(plan.status).toBe(200);
    const submit = await stranger.call('POST', `/api/operations/${String(plan.json.operationId)}/submit`, {
      transactions: await stranger.sign(plan.json.transactions as string[]),
    });
    expect(submit).toMatchObject({ status: 409, json: { error: 'curve_unavailable' } });
    expect((await getAccount(connection, solVault, 'confirmed')).amount).toBe(before);
    expect(await stranger.tokenBalance(mint)).toBe(held);
    expect(errors()).toContain('curve vaults hold less than the recorded state: refusing to pay from them');
  }, 120_000);
});
