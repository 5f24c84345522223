import { listOperations } from '@shared/api/operations';
import { endpointKey } from '@web/lib/api-endpoint';

/** Activity lists; `all()` is the prefix every wallet's list shares, so invalidating it refreshes them all. */
export const operationKeys = {
  all: () => endpointKey(listOperations),
  list: (owner?: string | null) => (owner ? endpointKey(listOperations, owner) : operationKeys.all()),
};
