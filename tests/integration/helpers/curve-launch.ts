import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CurveState } from '@shared/math/bonding-curve';
import type { LaunchDetail } from '@shared/schemas/launchpad';
import { launches } from '@server/db/schema';
import { ApiWallet } from './api-wallet';
import type { startTestServer } from './server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/**
 * A standard curve launched through the Pump.fun API by a new wallet with 3 SOL (its first buy
 * `initialLiquidity` SOL); its launch detail.
 */
export async function launchStandardCurve(
  server: Server,
  symbol: string,
  description: string,
  initialLiquidity = '1',
): Promise<LaunchDetail> {
  const creator = await ApiWallet.create(server.url, 3);
  const { op, plan } = await creator.runOperation('/api/dex/pump-fun', {
    action: 'create',
    tokenData: {
      tokenName: `${symbol} Cat`,
      tokenSymbol: symbol,
      description,
      socialLinks: { twitter: '', telegram: '', website: '' },
      initialLiquidity,
      bondingCurve: 'standard',
    },
  });
  expect(op?.json.status).toBe('confirmed');
  const mint = String(plan.json.mint);
  return (await creator.call('GET', `/api/launchpad/launches/${mint}`)).json as unknown as LaunchDetail;
}

/** The curve's sold/raised as the launch row records them. */
export async function recordedCurve(server: Server, mint: string): Promise<CurveState> {
  const [row] = await server.ctx.database.db.select().from(launches).where(eq(launches.mint, mint));
  if (!row) throw new Error('no launch row');
  return { kind: 'standard', sold: row.sold, raised: row.raised };
}
