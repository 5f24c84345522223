import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSimulation, listSimulations, startSimulation } from '@shared/api/ai-simulator';
import type { SimulatorRequestInput } from '@shared/schemas/ai-simulator';
import { aiKeys } from '@web/entities/ai/query-keys';
import { callEndpoint, endpointKey } from '@web/lib/api-endpoint';

/** Spec part 2 §9: progress updates every 200 ms while a run is going. */
export const PROGRESS_POLL_MS = 200;

export function useStartSimulation() {
  return useMutation({
    mutationFn: (body: SimulatorRequestInput) => callEndpoint(startSimulation, { body }),
  });
}

/** Polls one run until it is no longer running. */
export function useSimulationRun(id: string | null) {
  return useQuery({
    queryKey: endpointKey(getSimulation, id),
    queryFn: () => callEndpoint(getSimulation, { params: { id: String(id) } }),
    enabled: Boolean(id),
    refetchInterval: (query) =>
      query.state.data?.status === 'running' || !query.state.data ? PROGRESS_POLL_MS : false,
  });
}

export function useSimulationHistory(owner: string | null) {
  return useQuery({
    queryKey: aiKeys.simulations(owner),
    queryFn: () => callEndpoint(listSimulations),
    enabled: Boolean(owner),
  });
}

export function useRefreshHistory() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: aiKeys.simulations() });
}
