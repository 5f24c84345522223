import { useQuery } from '@tanstack/react-query';
import { getRehearsal } from '@shared/api/launchpad';
import { launchpadKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

/** A rehearsal's progress, polled until it graduated or failed (often enough to see a 0.5 s pace step by step). */
export function useRehearsal(id: string | null) {
  return useQuery({
    queryKey: launchpadKeys.rehearsal(id ?? ''),
    queryFn: () => callEndpoint(getRehearsal, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
    refetchInterval: (q) => {
      const status = q.state.data?.status;
      return status === 'graduated' || status === 'failed' ? false : 400;
    },
  });
}
