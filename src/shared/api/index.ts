import type { Endpoint } from './endpoint';
import * as clmm from './clmm';
import * as dex from './dex';
import * as launchpad from './launchpad';
import * as liquidity from './liquidity';
import * as notifications from './notifications';
import * as settings from './settings';

/** Every endpoint contract, by feature: the server registers them, the OpenAPI document lists them. */
export const API_CONTRACTS = {
  clmm,
  dex,
  launchpad,
  liquidity,
  notifications,
  settings,
} satisfies Record<string, Record<string, Endpoint>>;

export function allEndpoints(): Endpoint[] {
  return Object.values(API_CONTRACTS).flatMap((feature) => Object.values(feature));
}
