import { useState } from 'react';
import type { EvmTransactionRequest } from '@shared/schemas/bridge';
import { Button } from '@web/components/ui/button';
import { localEvmAccount } from '@web/wallet/local-wallet/evm-account';
import { sendWithLocalEvm } from '../lib/send-local-evm';

interface InjectedEthereum {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

const injected = (): InjectedEthereum | null =>
  (globalThis as { ethereum?: InjectedEthereum }).ethereum ?? null;

/** EVM → Solana: the burn the user's EVM wallet signs; the server sees it on the chain and releases. */
export function EvmBurnPanel({ burn, onSent }: { burn: EvmTransactionRequest; onSent?: () => void }) {
  const [hash, setHash] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const ethereum = injected();
  const local = localEvmAccount();
  const run = async (send: () => Promise<string>) => {
    setSending(true);
    setError(null);
    try {
      setHash(await send());
      onSent?.();
    } catch (e) {
      setError(e instanceof Error ? (e.message.split('\n')[0] ?? e.message) : String(e));
    } finally {
      setSending(false);
    }
  };
  const sendInjected = async () => {
    if (!ethereum) throw new Error('No injected EVM wallet');
    const [from] = (await ethereum.request({ method: 'eth_requestAccounts' })) as string[];
    const sent = await ethereum.request({
      method: 'eth_sendTransaction',
      params: [{ from, to: burn.to, data: burn.data }],
    });
    return String(sent);
  };
  return (
    <div className="space-y-2 rounded-xl border border-border p-3 text-xs" data-testid="evm-burn">
      <p className="text-sm font-medium">Sign the burn with your EVM wallet</p>
      <p className="text-muted-foreground">
        Chain {burn.chainId} at <span className="break-all">{burn.rpcUrl}</span>. The transfer completes once
        the burn is on chain; it appears in the history below.
      </p>
      <p className="break-all">
        <span className="text-muted-foreground">To: </span>
        {burn.to}
      </p>
      <p className="break-all font-mono">
        <span className="text-muted-foreground">Data: </span>
        {burn.data}
      </p>
      <div className="flex flex-wrap gap-2">
        {local ? (
          <Button
            type="button"
            size="sm"
            disabled={sending || hash !== null}
            onClick={() => void run(() => sendWithLocalEvm(local, burn))}
            title={local.address}
          >
            {sending ? 'Signing…' : 'Sign with Local Wallet (EVM)'}
          </Button>
        ) : null}
        {ethereum ? (
          <Button
            type="button"
            size="sm"
            variant={local ? 'outline' : 'default'}
            disabled={sending || hash !== null}
            onClick={() => void run(sendInjected)}
          >
            Send with injected wallet
          </Button>
        ) : null}
      </div>
      {local ? <p className="break-all text-muted-foreground">Local Wallet (EVM): {local.address}</p> : null}
      {!local && !ethereum ? (
        <p className="text-muted-foreground">
          No EVM wallet found here: send this transaction from any EVM client.
        </p>
      ) : null}
      {hash ? <p className="break-all">Burn sent: {hash}</p> : null}
      {error ? <p className="text-destructive">{error}</p> : null}
    </div>
  );
}
