import type { Endpoint } from './endpoint';
import * as bridge from './bridge';
import * as keyVault from './key-vault';
import * as multisend from './multisend';
import * as notifications from './notifications';
import * as settings from './settings';
import * as solx from './solx';
import * as staking from './staking';

/** Every endpoint contract, by feature: the server registers them, the OpenAPI document lists them. */
export const API_CONTRACTS = {
  bridge,
  keyVault,
  multisend,
  notifications,
  settings,
  solx,
  staking,
} satisfies Record<string, Record<string, Endpoint>>;

export function allEndpoints(): Endpoint[] {
  return Object.values(API_CONTRACTS).flatMap((feature) => Object.values(feature));
}
