import { queryOptions, useQuery } from '@tanstack/react-query';
import { dailyQuestsSchema } from '@shared/schemas/gamification';
import { GAMIFICATION_URL, gamificationKeys } from './query-keys';
import { apiJson } from '@web/lib/api-client';

export function getDailyQuests() {
  return apiJson('GET', `${GAMIFICATION_URL}/quests`, undefined, dailyQuestsSchema);
}

export function useDailyQuests(owner: string | null) {
  return useQuery(
    queryOptions({
      queryKey: gamificationKeys.view(owner, 'quests'),
      queryFn: getDailyQuests,
      enabled: Boolean(owner),
    }),
  );
}
