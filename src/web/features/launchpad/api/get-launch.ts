import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { launchDetailSchema } from '@shared/schemas/launchpad';
import { LAUNCHES_URL, launchpadKeys } from './query-keys';
import { apiJson } from '@web/lib/api-client';

export const launchDetailWithChartSchema = launchDetailSchema.extend({
  chart: z.array(z.object({ t: z.string(), price: z.number() })),
});
export type LaunchDetailWithChart = z.infer<typeof launchDetailWithChartSchema>;

export function launchQueryOptions(mint: string | null) {
  return queryOptions({
    queryKey: launchpadKeys.detail(mint ?? ''),
    queryFn: () => apiJson('GET', `${LAUNCHES_URL}/${mint ?? ''}`, undefined, launchDetailWithChartSchema),
    enabled: Boolean(mint),
  });
}

export function useLaunch(mint: string | null) {
  return useQuery(launchQueryOptions(mint));
}
