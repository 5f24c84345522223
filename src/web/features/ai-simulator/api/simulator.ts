import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  simulationListSchema,
  simulationRunSchema,
  type SimulatorRequestInput,
} from '@shared/schemas/ai-simulator';
import { aiKeys, SIMULATIONS_URL } from '@web/entities/ai/query-keys';
import { apiJson } from '@web/lib/api-client';

/** Spec part 2 §9: progress updates every 200 ms while a run is going. */
export const PROGRESS_POLL_MS = 200;

export function useStartSimulation() {
  return useMutation({
    mutationFn: (body: SimulatorRequestInput) =>
      apiJson('POST', '/api/ai/simulator', body, simulationRunSchema),
  });
}

/** Polls one run until it is no longer running. */
export function useSimulationRun(id: string | null) {
  return useQuery({
    queryKey: [SIMULATIONS_URL, 'run', id],
    queryFn: () => apiJson('GET', `${SIMULATIONS_URL}/${String(id)}`, undefined, simulationRunSchema),
    enabled: Boolean(id),
    refetchInterval: (query) =>
      query.state.data?.status === 'running' || !query.state.data ? PROGRESS_POLL_MS : false,
  });
}

export function useSimulationHistory(owner: string | null) {
  return useQuery({
    queryKey: aiKeys.simulations(owner),
    queryFn: () => apiJson('GET', SIMULATIONS_URL, undefined, simulationListSchema),
    enabled: Boolean(owner),
  });
}

export function useRefreshHistory() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: aiKeys.simulations() });
}
