import type { FastifyInstance } from 'fastify';
import type { OperationKind } from '@shared/operation-kinds';
import type { AppContext } from './context';
import { startConfirmWorker } from './chain/pipeline/confirm';
import { startExpirySweep } from './chain/pipeline/expire';
import type { OperationDefinition } from './chain/pipeline/operation-definition';
import type { ConfirmedListener } from './chain/pipeline/registry';
import { startExchange } from './exchange/engine';
import { aiIdeasRoutes } from './routes/ai-ideas';
import { aiSignalsRoutes } from './routes/ai-signals';
import { aiSimulatorRoutes } from './routes/ai-simulator';
import { aiTokenomicsRoutes } from './routes/ai-tokenomics';
import { aiWhitepaperRoutes } from './routes/ai-whitepaper';
import { analyticsRoutes } from './routes/analytics';
import { authRoutes } from './routes/auth';
import { bridgeRoutes } from './routes/bridge';
import { burnRoutes } from './routes/burn';
import { chainRoutes } from './routes/chain';
import { clmmRoutes } from './routes/clmm';
import { complianceRoutes } from './routes/compliance';
import { dexRoutes } from './routes/dex';
import { gamificationRoutes } from './routes/gamification';
import { keyVaultRoutes } from './routes/key-vault';
import { launchPlanRoutes } from './routes/launch-plans';
import { launchpadRoutes } from './routes/launchpad';
import { liquidityRoutes } from './routes/liquidity';
import { multisendRoutes } from './routes/multisend';
import { notificationRoutes } from './routes/notifications';
import { operationRoutes } from './routes/operations';
import { portfolioRoutes } from './routes/portfolio';
import { priceRoutes } from './routes/prices';
import { securityRoutes } from './routes/security';
import { settingsRoutes } from './routes/settings';
import { solxRoutes } from './routes/solx';
import { stakingRoutes } from './routes/staking';
import { tokenImageRoutes } from './routes/token-images';
import { tokenRoutes } from './routes/tokens';
import { walletRoutes } from './routes/wallet';
import { startSignInPurge } from './services/auth';
import { bridgeOperation, startBridge } from './services/bridge';
import { burnOperation } from './services/burn';
import { clmmPositionOperation } from './services/clmm';
import { dexSwapOperation } from './services/dex/operation';
import { jupiterSwapOperation } from './services/dex/jupiter-operation';
import { recordOperationPoints } from './services/gamification';
import { rotateVaultKek } from './services/key-vault';
import { curveTradeOperation, launchOperation, startLaunchpad } from './services/launchpad';
import { liquidityOperation } from './services/liquidity/operation';
import { multisendOperation, startBatchReconciliation } from './services/multisend';
import { bootstrapSolx } from './services/solx';
import { stakingOperation } from './services/staking';
import {
  tokenAuthorityRevokeOperation,
  tokenCreateOperation,
  tokenMetadataUpdateOperation,
} from './services/tokens';

/** Undoes a start (stops a timer or worker, waiting for work in progress). */
type Stop = () => void | Promise<void>;

/** One feature as the server wires it: its routes, its operation kinds, what starts and stops with it. */
export interface ServerFeature {
  readonly name: string;
  readonly routes?: (app: FastifyInstance, ctx: AppContext) => void;
  /** Its operation kinds, by kind: each kind of @shared/operation-kinds is defined by exactly one feature. */
  readonly operations?: Partial<Record<OperationKind, OperationDefinition>>;
  /** Runs for every confirmed operation of any kind, in the transaction that confirms it. */
  readonly onAnyConfirmed?: ConfirmedListener;
  /** Run after the HTTP server listens, in list order; the stops run in reverse order at close. */
  readonly start?: (ctx: AppContext) => Promise<Stop | void | number> | Stop;
}

/**
 * Every server feature, in start order. A new feature is one entry here; app.ts registers the routes,
 * server.ts runs the starts and stops, and the operation registry is built from the operations.
 */
const FEATURE_LIST = [
  // The pipeline first: operations a crash left open are confirmed before anything plans new ones.
  {
    name: 'operations',
    routes: operationRoutes,
    start: async (ctx: AppContext) => {
      await startConfirmWorker(ctx);
      return startExpirySweep(ctx);
    },
  },
  { name: 'auth', routes: authRoutes, start: startSignInPurge },
  {
    name: 'tokens',
    routes: tokenRoutes,
    operations: {
      token_create: tokenCreateOperation,
      token_authority_revoke: tokenAuthorityRevokeOperation,
      token_metadata_update: tokenMetadataUpdateOperation,
    },
  },
  { name: 'token-images', routes: tokenImageRoutes },
  { name: 'burn', routes: burnRoutes, operations: { token_burn: burnOperation } },
  { name: 'wallet', routes: walletRoutes },
  // Money bookkeeping is checked against the chain after every start, not only trusted.
  {
    name: 'multisend',
    routes: multisendRoutes,
    operations: { multisend: multisendOperation },
    start: startBatchReconciliation,
  },
  {
    name: 'dex',
    routes: dexRoutes,
    operations: { dex_swap: dexSwapOperation, jupiter_swap: jupiterSwapOperation },
    start: startExchange,
  },
  { name: 'liquidity', routes: liquidityRoutes, operations: { liquidity: liquidityOperation } },
  { name: 'clmm', routes: clmmRoutes, operations: { clmm_position: clmmPositionOperation } },
  // Graduations a crash interrupted resume from what they stored.
  {
    name: 'launchpad',
    routes: launchpadRoutes,
    operations: { launchpad_launch: launchOperation, launchpad_trade: curveTradeOperation },
    start: startLaunchpad,
  },
  { name: 'prices', routes: priceRoutes },
  // SOLX is created by the platform on the embedded chain's first start (devnet: SOLX_BOOTSTRAP=on).
  {
    name: 'solx',
    routes: solxRoutes,
    start: async (ctx: AppContext) => {
      if (ctx.chain.embedded || ctx.env.SOLX_BOOTSTRAP === 'on') await bootstrapSolx(ctx);
    },
  },
  { name: 'staking', routes: stakingRoutes, operations: { solx_staking: stakingOperation } },
  { name: 'key-vault', routes: keyVaultRoutes, start: rotateVaultKek },
  { name: 'bridge', routes: bridgeRoutes, operations: { bridge_lock: bridgeOperation }, start: startBridge },
  { name: 'chain', routes: chainRoutes },
  { name: 'portfolio', routes: portfolioRoutes },
  { name: 'compliance', routes: complianceRoutes },
  { name: 'settings', routes: settingsRoutes },
  { name: 'gamification', routes: gamificationRoutes, onAnyConfirmed: recordOperationPoints },
  { name: 'analytics', routes: analyticsRoutes },
  { name: 'launch-plans', routes: launchPlanRoutes },
  { name: 'ai-ideas', routes: aiIdeasRoutes },
  { name: 'ai-tokenomics', routes: aiTokenomicsRoutes },
  { name: 'ai-signals', routes: aiSignalsRoutes },
  { name: 'ai-simulator', routes: aiSimulatorRoutes },
  { name: 'ai-whitepaper', routes: aiWhitepaperRoutes },
  { name: 'notifications', routes: notificationRoutes },
  { name: 'security', routes: securityRoutes },
] as const satisfies readonly ServerFeature[];

export const FEATURES: readonly ServerFeature[] = FEATURE_LIST;

type Feature = (typeof FEATURE_LIST)[number];
type DefinedKinds = Feature extends infer F ? (F extends { operations: infer O } ? keyof O : never) : never;
/** Fails to compile when a kind of @shared/operation-kinds has no feature defining it. */
const everyKindDefined: [Exclude<OperationKind, DefinedKinds>] extends [never] ? true : false = true;
void everyKindDefined;
