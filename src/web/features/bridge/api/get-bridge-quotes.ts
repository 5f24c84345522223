import { useQuery } from '@tanstack/react-query';
import { bridgeQuotesResponseSchema, type BridgeQuoteQuery } from '@shared/schemas/bridge-quotes';
import { BRIDGE_QUOTE_URL, bridgeKeys } from './query-keys';
import { useDebouncedValue } from '@web/hooks/use-debounced-value';
import { apiJson } from '@web/lib/api-client';

const QUOTE_DEBOUNCE_MS = 400;

/** The providers' quotes for the form's fields (real cluster); asked once typing pauses. */
export function useBridgeQuotes(query: BridgeQuoteQuery | null) {
  const search = useDebouncedValue(
    query ? new URLSearchParams({ ...query }).toString() : null,
    QUOTE_DEBOUNCE_MS,
  );
  return useQuery({
    queryKey: bridgeKeys.quote(search),
    queryFn: () =>
      apiJson('GET', `${BRIDGE_QUOTE_URL}?${search ?? ''}`, undefined, bridgeQuotesResponseSchema),
    enabled: search !== null,
    staleTime: 20_000,
  });
}
