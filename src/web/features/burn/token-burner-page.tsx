import { Flame } from 'lucide-react';
import { PageHeader } from '@web/components/common/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConnectWalletCard, useWallet } from '@web/wallet';
import { useBurnStats } from './api/get-burn-stats';
import { useBurns } from './api/get-burns';
import { BurnForm } from './components/burn-form';
import { BurnHistory } from './components/burn-history';
import { BurnStatCards } from './components/burn-stat-cards';
import { SafetyNotice } from './components/safety-notice';

/** Route /token-burner: verify a token, burn it three ways, see the history of real burns. */
export default function TokenBurnerPage() {
  const { status, sessionAddress } = useWallet();
  const owner = status === 'connected' ? sessionAddress : null;
  const stats = useBurnStats(owner);
  const burns = useBurns(owner);
  return (
    <div className="space-y-6">
      <PageHeader title="Token Burner">
        Destroy tokens you hold, after an explicit confirmation. Every burn is a real on-chain transaction.
      </PageHeader>
      {owner ? <BurnStatCards stats={stats.data} loading={stats.isPending} error={stats.error} /> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          {owner ? (
            <Card>
              <CardHeader>
                <div className="flex items-center gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-destructive/15">
                    <Flame className="size-5 text-destructive" aria-hidden />
                  </span>
                  <div className="space-y-1">
                    <CardTitle>Burn Tokens</CardTitle>
                    <CardDescription>
                      Verify the token, choose how much and how, then confirm.
                    </CardDescription>
                  </div>
                </div>
              </CardHeader>
              <CardContent>
                <BurnForm />
              </CardContent>
            </Card>
          ) : (
            <ConnectWalletCard
              title="Connect Wallet to Burn Tokens"
              description="Burning needs a connected wallet to sign the transaction. Your burn history appears here once connected."
            />
          )}
        </div>
        <div className="space-y-6">
          <SafetyNotice />
          {owner ? (
            <BurnHistory burns={burns.data?.burns} loading={burns.isPending} error={burns.error} />
          ) : null}
        </div>
      </div>
    </div>
  );
}
