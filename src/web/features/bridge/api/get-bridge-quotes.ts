import { useQuery } from '@tanstack/react-query';
import { getBridgeQuotes } from '@shared/api/bridge';
import { bridgeQuoteQuerySchema, type BridgeQuoteQuery } from '@shared/schemas/bridge-quotes';
import { bridgeKeys } from './query-keys';
import { useDebouncedValue } from '@web/hooks/use-debounced-value';
import { callEndpoint } from '@web/lib/api-endpoint';

const QUOTE_DEBOUNCE_MS = 400;

/** The providers' quotes for the form's fields (real cluster); asked once typing pauses. */
export function useBridgeQuotes(query: BridgeQuoteQuery | null) {
  // The debounced value is the query string (a new object every render would never settle).
  const search = useDebouncedValue(
    query ? new URLSearchParams({ ...query }).toString() : null,
    QUOTE_DEBOUNCE_MS,
  );
  return useQuery({
    queryKey: bridgeKeys.quote(search),
    queryFn: () =>
      callEndpoint(getBridgeQuotes, {
        query: bridgeQuoteQuerySchema.parse(Object.fromEntries(new URLSearchParams(search ?? ''))),
      }),
    enabled: search !== null,
    staleTime: 20_000,
  });
}
