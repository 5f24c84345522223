import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { launchSummarySchema } from '@shared/schemas/launchpad';
import { LAUNCHES_URL, launchpadKeys } from './query-keys';
import { apiJson } from '@web/lib/api-client';

const listSchema = z.object({ launches: z.array(launchSummarySchema) });

export function launchesQueryOptions(tab: 'trending' | 'mine', owner: string | null) {
  return queryOptions({
    queryKey: launchpadKeys.list(tab, owner),
    queryFn: () => apiJson('GET', `${LAUNCHES_URL}?tab=${tab}`, undefined, listSchema),
    enabled: tab === 'trending' || Boolean(owner),
  });
}

export function useLaunches(tab: 'trending' | 'mine', owner: string | null) {
  return useQuery(launchesQueryOptions(tab, owner));
}
