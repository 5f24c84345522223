import { useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/launch-plans';
import { callEndpoint, endpointKey } from '@web/lib/api-endpoint';

export const runKeys = {
  all: endpointKey(api.listLaunchPlanRuns),
  list: (owner: string | null) => endpointKey(api.listLaunchPlanRuns, owner),
  one: (id: string) => endpointKey(api.getLaunchPlanRun, id),
};

export function useLaunchPlanRuns(owner: string | null) {
  return useQuery({
    queryKey: runKeys.list(owner),
    queryFn: () => callEndpoint(api.listLaunchPlanRuns),
    enabled: owner !== null,
  });
}

export function useLaunchPlanRun(id: string | null, live: boolean) {
  return useQuery({
    queryKey: runKeys.one(id ?? ''),
    queryFn: () => callEndpoint(api.getLaunchPlanRun, { params: { id: id ?? '' } }),
    enabled: id !== null,
    refetchInterval: live ? 1000 : false,
  });
}

export function checkPlan(plan: unknown) {
  return callEndpoint(api.checkLaunchPlan, { body: plan });
}

export function startRun(plan: unknown, rehearsal: boolean) {
  return callEndpoint(api.startLaunchPlanRun, { body: { plan, rehearsal } });
}

export function skipStep(id: string, index: number) {
  return callEndpoint(api.skipLaunchPlanStep, { params: { id, index } });
}
