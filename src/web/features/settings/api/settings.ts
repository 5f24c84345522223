import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSettings, saveSettings } from '@shared/api/settings';
import { settingsMessages, type Settings, type SettingsResponse } from '@shared/schemas/settings';
import { settingsKeys } from './query-keys';
import { toast } from '@web/lib/toast';
import { callEndpoint } from '@web/lib/api-endpoint';
import { setExplorerPreference } from '@web/lib/explorer';
import { confirmWithWallet, useWallet } from '@web/wallet';

export function useSettings(owner: string | null) {
  return useQuery({
    queryKey: settingsKeys.detail(owner),
    queryFn: async () => {
      const res = await callEndpoint(getSettings);
      setExplorerPreference(res.settings.explorer);
      return res;
    },
    enabled: Boolean(owner),
  });
}

/** Saves the wallet's settings; a new read RPC is first confirmed by a fresh wallet signature naming it. */
export function useSaveSettings(owner: string | null) {
  const client = useQueryClient();
  const { signMessage } = useWallet();
  return useMutation({
    mutationFn: async (settings: Settings) => {
      const current = client.getQueryData<SettingsResponse>(settingsKeys.detail(owner));
      const stored = current?.settings.rpcProvider ?? 'platform';
      const stepUp =
        stored === settings.rpcProvider
          ? undefined
          : await confirmWithWallet({ action: 'change_rpc', target: settings.rpcProvider }, signMessage);
      return callEndpoint(saveSettings, { body: { ...settings, stepUp } });
    },
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
