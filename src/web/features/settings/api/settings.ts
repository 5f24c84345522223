import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settingsMessages, settingsResponseSchema, type Settings } from '@shared/schemas/settings';
import { SETTINGS_URL, settingsKeys } from '@web/entities/settings/query-keys';
import { toast } from '@web/hooks/use-toast';
import { apiJson } from '@web/lib/api-client';
import { setExplorerPreference } from '@web/lib/explorer';

export function useSettings(owner: string | null) {
  return useQuery({
    queryKey: settingsKeys.detail(owner),
    queryFn: async () => {
      const res = await apiJson('GET', SETTINGS_URL, undefined, settingsResponseSchema);
      setExplorerPreference(res.settings.explorer);
      return res;
    },
    enabled: Boolean(owner),
  });
}

export function useSaveSettings(owner: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: Settings) => apiJson('POST', SETTINGS_URL, settings, settingsResponseSchema),
    onSuccess: (res) => {
      client.setQueryData(settingsKeys.detail(owner), res);
      setExplorerPreference(res.settings.explorer);
      toast({
        title: settingsMessages.savedTitle,
        description: 'Your preferences are stored for this wallet.',
      });
    },
    onError: (error: Error) =>
      toast({ title: settingsMessages.saveFailedTitle, description: error.message, variant: 'destructive' }),
  });
}
