import { z } from 'zod';
import { NATIVE_MINT } from '../schemas/dex';
import { rehearsalRequestSchema, rehearsalSchema } from '../schemas/launch-rehearsal';
import {
  curveQuoteSchema,
  launchDetailWithChartSchema,
  launchListSchema,
  launchMetadataSchema,
  launchQuoteRequestSchema,
  launchStatsSchema,
  pumpFunPlanSchema,
  pumpFunRequestSchema,
} from '../schemas/launchpad';
import { endpoint } from './endpoint';

const tag = 'Launchpad';

const launchMintParamsSchema = z.object({ mint: z.string().min(32).max(44) });
const launchMetadataParamsSchema = z.object({
  file: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}\.json$/),
});
const rehearsalParamsSchema = z.object({ id: z.uuid() });
const launchListQuerySchema = z.object({ tab: z.enum(['trending', 'mine']).default('trending') });

const exampleTokenData = {
  tokenName: 'Moon Cat',
  tokenSymbol: 'MCAT',
  description: 'A community token launched on its bonding curve.',
  socialLinks: { twitter: '', telegram: '', website: '' },
  imageUrl: '',
  initialLiquidity: '0.5',
  bondingCurve: 'standard',
};

/** Spec §7: `action: 'create'` launches (answers the new mint too); 'buy' and 'sell' trade on the curve. */
export const planPumpFun = endpoint({
  method: 'POST',
  path: '/api/dex/pump-fun',
  auth: 'wallet',
  tag,
  summary: 'Plans a launch on a bonding curve, or a curve buy or sell, for the wallet to sign',
  body: pumpFunRequestSchema,
  response: pumpFunPlanSchema,
  examples: { body: { action: 'create', tokenData: exampleTokenData } },
});

/** Embedded local chain only (elsewhere a 400). */
export const startRehearsal = endpoint({
  method: 'POST',
  path: '/api/launchpad/rehearsals',
  auth: 'wallet',
  tag,
  summary: "Queues a scripted rehearsal of a launch form's parameters",
  body: rehearsalRequestSchema,
  response: rehearsalSchema,
  examples: { body: { tokenData: exampleTokenData, preset: 'fast-sell-out' } },
});

export const getRehearsal = endpoint({
  method: 'GET',
  path: '/api/launchpad/rehearsals/:id',
  auth: 'wallet',
  tag,
  summary: "One of the signed-in wallet's rehearsals and how far it got",
  params: rehearsalParamsSchema,
  response: rehearsalSchema,
});

export const quoteCurveTrade = endpoint({
  method: 'POST',
  path: '/api/launchpad/quote',
  auth: 'public',
  tag,
  summary: "The quote of a curve buy or sell at the curve's state now",
  body: launchQuoteRequestSchema,
  response: curveQuoteSchema,
  examples: { body: { mint: NATIVE_MINT, side: 'buy', amount: '0.5', slippage: 3 } },
});

/** 'mine' lists the signed-in caller's own launches (none without a session). */
export const listLaunches = endpoint({
  method: 'GET',
  path: '/api/launchpad/launches',
  auth: 'public',
  tag,
  summary: "Launches by volume (trending) or the caller's own, newest first (mine)",
  query: launchListQuerySchema,
  response: launchListSchema,
});

export const getLaunch = endpoint({
  method: 'GET',
  path: '/api/launchpad/launches/:mint',
  auth: 'public',
  tag,
  summary: 'A launch with its curve state, holders, recent trades and price chart',
  params: launchMintParamsSchema,
  response: launchDetailWithChartSchema,
});

export const getLaunchStats = endpoint({
  method: 'GET',
  path: '/api/launchpad/stats',
  auth: 'public',
  tag,
  summary: 'How many launches went live and graduated, curve volume and traders',
  response: launchStatsSchema,
});

/** The metadata URI a launched token's on-chain metadata names. */
export const getLaunchMetadata = endpoint({
  method: 'GET',
  path: '/api/launchpad/metadata/:file',
  auth: 'public',
  tag,
  summary: "A launched token's off-chain metadata JSON (`<mint>.json`)",
  params: launchMetadataParamsSchema,
  response: launchMetadataSchema,
});
