import type { Endpoint } from './endpoint';
import * as analytics from './analytics';
import * as auth from './auth';
import * as burn from './burn';
import * as chain from './chain';
import * as notifications from './notifications';
import * as operations from './operations';
import * as portfolio from './portfolio';
import * as prices from './prices';
import * as security from './security';
import * as settings from './settings';
import * as tokens from './tokens';
import * as wallet from './wallet';

/** Every endpoint contract, by feature: the server registers them, the OpenAPI document lists them. */
export const API_CONTRACTS = {
  analytics,
  auth,
  burn,
  chain,
  notifications,
  operations,
  portfolio,
  prices,
  security,
  settings,
  tokens,
  wallet,
} satisfies Record<string, Record<string, Endpoint>>;

export function allEndpoints(): Endpoint[] {
  return Object.values(API_CONTRACTS).flatMap((feature) => Object.values(feature));
}
