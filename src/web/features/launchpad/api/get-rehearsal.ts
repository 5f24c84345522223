import { useQuery } from '@tanstack/react-query';
import { rehearsalSchema } from '@shared/schemas/launch-rehearsal';
import { launchpadKeys, REHEARSALS_URL } from './query-keys';
import { apiJson } from '@web/lib/api-client';

/** A rehearsal's progress, polled until it graduated or failed. */
export function useRehearsal(id: string | null) {
  return useQuery({
    queryKey: launchpadKeys.rehearsal(id ?? ''),
    queryFn: () => apiJson('GET', `${REHEARSALS_URL}/${id ?? ''}`, undefined, rehearsalSchema),
    enabled: Boolean(id),
    refetchInterval: (q) => {
      const status = q.state.data?.status;
      return status === 'graduated' || status === 'failed' ? false : 1000;
    },
  });
}
