import { useCallback, useState } from 'react';
import { PageHeader } from '@web/components/common/page-header';
import { ConnectWalletCard, useWallet } from '@web/wallet';
import type { BatchKindConfig } from '../lib/kinds';
import { BatchHistory } from './batch-history';
import { BatchStats } from './batch-stats';
import { BatchWorkspace, type ResumeRequest } from './batch-workspace';

/** The layout the three batch screens share: form + summary, history, then four stat cards. */
export function BatchPage({ config }: { config: BatchKindConfig }) {
  const { status, sessionAddress } = useWallet();
  const connected = status === 'connected' && sessionAddress !== null;
  // Resume from the history runs in the form's sender, so its progress shows where every send does.
  const [resumeRequest, setResumeRequest] = useState<ResumeRequest | null>(null);
  const onResume = useCallback((batchId: string) => setResumeRequest({ batchId, at: Date.now() }), []);
  return (
    <div className="space-y-6" data-testid={`${config.kind}-page`}>
      <PageHeader title={config.title} icon={config.icon}>
        {config.description}
      </PageHeader>
      {connected && sessionAddress ? (
        <BatchWorkspace
          key={sessionAddress}
          config={config}
          owner={sessionAddress}
          resumeRequest={resumeRequest}
        />
      ) : (
        <ConnectWalletCard
          title={`Connect Wallet to Use the ${config.title}`}
          description="Batches are signed by your wallet, which also pays the network fees. Popular wallets like Phantom, Solflare and Backpack are supported."
        />
      )}
      <BatchHistory
        config={config}
        owner={connected ? sessionAddress : null}
        onResume={connected ? onResume : null}
      />
      <BatchStats config={config} owner={connected ? sessionAddress : null} />
    </div>
  );
}
