import * as aiIdeas from './ai-ideas';
import * as aiSignals from './ai-signals';
import * as aiSimulator from './ai-simulator';
import * as aiTokenomics from './ai-tokenomics';
import * as aiWhitepaper from './ai-whitepaper';
import * as clmm from './clmm';
import * as compliance from './compliance';
import * as dex from './dex';
import type { Endpoint } from './endpoint';
import * as gamification from './gamification';
import * as launchpad from './launchpad';
import * as liquidity from './liquidity';
import * as notifications from './notifications';
import * as settings from './settings';

/** Every endpoint contract, by feature: the server registers them, the OpenAPI document lists them. */
export const API_CONTRACTS = {
  aiIdeas,
  aiSignals,
  aiSimulator,
  aiTokenomics,
  aiWhitepaper,
  clmm,
  compliance,
  dex,
  gamification,
  launchpad,
  liquidity,
  notifications,
  settings,
} satisfies Record<string, Record<string, Endpoint>>;

export function allEndpoints(): Endpoint[] {
  return Object.values(API_CONTRACTS).flatMap((feature) => Object.values(feature));
}
