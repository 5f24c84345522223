import type * as auth from './auth';
import type * as chain from './chain';
import type { Endpoint } from './endpoint';
import type * as notifications from './notifications';
import type * as operations from './operations';
import type * as wallet from './wallet';

/** Typed as the contract's own path: a path that drifts from its contract does not compile. */
const pathOf = <E extends Endpoint>(path: E['path']) => ({ path });

/**
 * The paths the web's first screen keys its queries by, without the contracts: a contract module
 * evaluates its zod schemas, so the shell imports contracts on first call (keeping zod out of the first
 * load, scripts/check-bundle-size.mjs) and keys its queries by these meanwhile.
 */
export const FIRST_LOAD_PATHS = {
  getSession: pathOf<typeof auth.getSession>('/api/auth/session'),
  getChainStatus: pathOf<typeof chain.getChainStatus>('/api/chain/status'),
  getMarketInsights: pathOf<typeof chain.getMarketInsights>('/api/chain/insights'),
  listNotifications: pathOf<typeof notifications.listNotifications>('/api/notifications'),
  listOperations: pathOf<typeof operations.listOperations>('/api/operations'),
  getWalletHoldings: pathOf<typeof wallet.getWalletHoldings>('/api/wallet/holdings'),
};
