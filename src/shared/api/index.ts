import * as aiIdeas from './ai-ideas';
import * as aiSignals from './ai-signals';
import * as aiSimulator from './ai-simulator';
import * as aiTokenomics from './ai-tokenomics';
import * as aiWhitepaper from './ai-whitepaper';
import * as bridge from './bridge';
import * as clmm from './clmm';
import * as compliance from './compliance';
import * as dex from './dex';
import type { Endpoint } from './endpoint';
import * as gamification from './gamification';
import * as keyVault from './key-vault';
import * as launchpad from './launchpad';
import * as liquidity from './liquidity';
import * as multisend from './multisend';
import * as notifications from './notifications';
import * as settings from './settings';
import * as solx from './solx';
import * as staking from './staking';

/** Every endpoint contract, by feature: the server registers them, the OpenAPI document lists them. */
export const API_CONTRACTS = {
  aiIdeas,
  aiSignals,
  aiSimulator,
  aiTokenomics,
  aiWhitepaper,
  bridge,
  clmm,
  compliance,
  dex,
  gamification,
  keyVault,
  launchpad,
  liquidity,
  multisend,
  notifications,
  settings,
  solx,
  staking,
} satisfies Record<string, Record<string, Endpoint>>;

export function allEndpoints(): Endpoint[] {
  return Object.values(API_CONTRACTS).flatMap((feature) => Object.values(feature));
}
