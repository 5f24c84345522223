import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/launch-plans';
import { callEndpoint } from '@web/lib/api-endpoint';

/** Asks the server to check the plan against its real cluster: cost, known names, the first step simulated. */
export function useDryRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: unknown) => callEndpoint(api.dryRunLaunchPlan, { body: { plan } }),
    // The dry run read the balances just now: the Cost card reads them again so both agree.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [api.getLaunchPlanCost.path] }),
  });
}
