import { PageHeader } from '@web/components/common/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { ConnectWalletCard, useWallet } from '@web/wallet';
import { useSettings } from './api/settings';
import { SettingsForm } from './components/settings-form';

/** Route /settings: stored per wallet (GET/POST /api/settings). */
export default function SettingsPage() {
  const { status, sessionAddress } = useWallet();
  const owner = status === 'connected' ? sessionAddress : null;
  const settings = useSettings(owner);
  return (
    <div className="space-y-6">
      <PageHeader title="Settings">
        Profile, notifications, priority fee, explorer, the cluster in use and the RPC your reads go through.
      </PageHeader>
      {!owner ? (
        <ConnectWalletCard
          title="Connect Wallet"
          description="Settings are stored for your signed-in wallet."
        />
      ) : settings.data ? (
        <SettingsForm key={owner} owner={owner} initial={settings.data} />
      ) : settings.error ? (
        <p className="text-sm text-destructive">Could not load your settings: {settings.error.message}</p>
      ) : (
        <Skeleton className="h-64 rounded-2xl" />
      )}
    </div>
  );
}
