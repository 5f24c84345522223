import { FIRST_LOAD_PATHS } from '@shared/api/first-load-paths';
import { endpointKey } from '@web/lib/api-endpoint';

/** Activity lists; `all()` is the prefix every wallet's list shares, so invalidating it refreshes them all. */
export const operationKeys = {
  all: () => endpointKey(FIRST_LOAD_PATHS.listOperations),
  list: (owner?: string | null) =>
    owner ? endpointKey(FIRST_LOAD_PATHS.listOperations, owner) : operationKeys.all(),
};
