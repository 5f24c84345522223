import * as aiIdeas from './ai-ideas';
import * as aiSignals from './ai-signals';
import * as aiSimulator from './ai-simulator';
import * as aiTokenomics from './ai-tokenomics';
import * as aiWhitepaper from './ai-whitepaper';
import * as analytics from './analytics';
import * as auth from './auth';
import * as bridge from './bridge';
import * as burn from './burn';
import * as chain from './chain';
import * as clmm from './clmm';
import * as compliance from './compliance';
import * as dex from './dex';
import type { Endpoint } from './endpoint';
import * as gamification from './gamification';
import * as keyVault from './key-vault';
import * as launchPlans from './launch-plans';
import * as launchpad from './launchpad';
import * as liquidity from './liquidity';
import * as multisend from './multisend';
import * as notifications from './notifications';
import * as operations from './operations';
import * as portfolio from './portfolio';
import * as prices from './prices';
import * as security from './security';
import * as settings from './settings';
import * as solx from './solx';
import * as staking from './staking';
import * as tokens from './tokens';
import * as wallet from './wallet';

/** Every endpoint contract, by feature: the server registers them, the OpenAPI document lists them. */
export const API_CONTRACTS = {
  aiIdeas,
  aiSignals,
  aiSimulator,
  aiTokenomics,
  aiWhitepaper,
  analytics,
  auth,
  bridge,
  burn,
  chain,
  clmm,
  compliance,
  dex,
  gamification,
  keyVault,
  launchPlans,
  launchpad,
  liquidity,
  multisend,
  notifications,
  operations,
  portfolio,
  prices,
  security,
  settings,
  solx,
  staking,
  tokens,
  wallet,
} satisfies Record<string, Record<string, Endpoint>>;

export function allEndpoints(): Endpoint[] {
  return Object.values(API_CONTRACTS).flatMap((feature) => Object.values(feature));
}
