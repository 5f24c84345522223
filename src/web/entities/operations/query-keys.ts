export const OPERATIONS_URL = '/api/operations';

/** Activity lists; `all()` is the prefix every wallet's list shares, so invalidating it refreshes them all. */
export const operationKeys = {
  all: () => [OPERATIONS_URL] as const,
  list: (owner?: string | null) => (owner ? ([OPERATIONS_URL, owner] as const) : operationKeys.all()),
};
