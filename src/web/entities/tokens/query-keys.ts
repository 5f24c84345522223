import { checkTokenBalance, estimateTokenCost, listTokens } from '@shared/api/tokens';
import { endpointKey } from '@web/lib/api-endpoint';

export const tokenKeys = {
  /** The signed-in wallet's launches; `lists()` is the prefix every wallet's list shares. */
  lists: () => endpointKey(listTokens),
  list: (owner?: string | null) => (owner ? endpointKey(listTokens, owner) : tokenKeys.lists()),
  balances: () => endpointKey(checkTokenBalance),
  balance: (owner: string, mint: string) => endpointKey(checkTokenBalance, owner, mint),
  estimate: (params: { nameLength: number; symbolLength: number }) => endpointKey(estimateTokenCost, params),
};
