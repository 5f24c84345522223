import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/launch-plans';
import { useDebouncedValue } from '@web/hooks/use-debounced-value';
import { callEndpoint, endpointKey } from '@web/lib/api-endpoint';

/** The plan's cost to the signed-in wallet, asked again once typing pauses or the wallet changes. */
export function usePlanCost(plan: unknown, owner: string | null, enabled: boolean) {
  const settled = useDebouncedValue(plan, 400);
  return useQuery({
    queryKey: endpointKey(api.getLaunchPlanCost, owner, JSON.stringify(settled)),
    queryFn: () => callEndpoint(api.getLaunchPlanCost, { body: { plan: settled } }),
    enabled: owner !== null && enabled,
    placeholderData: keepPreviousData,
    retry: false,
    // The balance moves outside this page (an airdrop, another tab): read it again now and then.
    refetchInterval: 15_000,
  });
}
