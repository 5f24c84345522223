import { KeyRound, Layers, ShieldCheck, ToggleRight, Check } from 'lucide-react';
import { NO_SECURITY_SCORE } from '@shared/schemas/key-vault';
import { PageHeader } from '@web/components/common/page-header';
import { StatCard } from '@web/components/common/stat-card';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConnectWalletCard, useWallet } from '@web/wallet';
import { useApiKeys } from './api/get-api-keys';
import { AddKeyForm } from './components/add-key-form';
import { KeyList } from './components/key-list';
import { ScoreBasis } from './components/score-basis';

/** Each claim is true of services/key-vault (envelope.ts, kek.ts, store.ts). */
const SECURITY_CLAIMS = [
  'AES-256-GCM encryption, a fresh data key and random IV per key',
  'Never stored in plain text, not even the last 4 characters',
  'Only your signed-in wallet can list your keys; revealing or deleting one asks your wallet to sign a confirmation naming it, and the server decrypts a key only then or for your own AI requests',
  'Rotation: when the operator changes the vault key, every data key is re-encrypted with the new one',
  'Delete keys you no longer use',
] as const;

/** Route /api-vault: third-party keys stored encrypted per wallet, listed masked. */
export default function ApiVaultPage() {
  const { status, sessionAddress } = useWallet();
  const owner = status === 'connected' ? sessionAddress : null;
  const keys = useApiKeys(owner);
  const stats = keys.data?.stats;
  return (
    <div className="space-y-6">
      <PageHeader title="API Key Vault">
        Store keys for third-party services, encrypted at rest and visible only to your wallet.
      </PageHeader>
      {owner ? (
        <>
          <section aria-label="Vault stats" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard
              label="Total Keys"
              value={String(stats?.totalKeys ?? 0)}
              icon={KeyRound}
              tone="primary"
              testId="stat-total-keys"
            />
            <StatCard
              label="Active Keys"
              value={String(stats?.activeKeys ?? 0)}
              icon={ToggleRight}
              tone="success"
              testId="stat-active-keys"
            />
            <StatCard
              label="Services"
              value={String(stats?.services ?? 0)}
              icon={Layers}
              tone="info"
              testId="stat-services"
            />
            <StatCard
              label="Security Score"
              value={stats?.securityScore ?? NO_SECURITY_SCORE}
              icon={ShieldCheck}
              tone="green"
              testId="stat-security"
            />
          </section>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <Card>
              <CardHeader>
                <CardTitle>Add API Key</CardTitle>
                <CardDescription>The key is encrypted before it is stored.</CardDescription>
              </CardHeader>
              <CardContent>
                <AddKeyForm />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Stored Keys</CardTitle>
              </CardHeader>
              <CardContent>
                <KeyList keys={keys.data?.keys ?? []} />
              </CardContent>
            </Card>
          </div>
          {stats ? <ScoreBasis score={stats.securityScore} basis={stats.securityBasis} /> : null}
        </>
      ) : (
        <ConnectWalletCard
          title="Connect Wallet to Use the Vault"
          description="Keys are stored per wallet: sign in to add, list, reveal or delete yours."
        />
      )}
      <Card>
        <CardHeader>
          <CardTitle>Security</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="space-y-2 text-sm">
            {SECURITY_CLAIMS.map((c) => (
              <li key={c} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                {c}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
