import { useState } from 'react';
import type { EvmTransactionRequest } from '@shared/schemas/bridge';
import { Button } from '@web/components/ui/button';

interface InjectedEthereum {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

const injected = (): InjectedEthereum | null =>
  (globalThis as { ethereum?: InjectedEthereum }).ethereum ?? null;

/** EVM → Solana: the burn the user's EVM wallet signs; the server sees it on the chain and releases. */
export function EvmBurnPanel({ burn }: { burn: EvmTransactionRequest }) {
  const [hash, setHash] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ethereum = injected();
  const send = async () => {
    if (!ethereum) return;
    try {
      const [from] = (await ethereum.request({ method: 'eth_requestAccounts' })) as string[];
      const sent = await ethereum.request({
        method: 'eth_sendTransaction',
        params: [{ from, to: burn.to, data: burn.data }],
      });
      setHash(String(sent));
    } catch (e) {
      setError((e as Error).message);
    }
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
      {ethereum ? (
        <Button type="button" size="sm" onClick={() => void send()}>
          Send with injected wallet
        </Button>
      ) : (
        <p className="text-muted-foreground">
          No injected EVM wallet found: send this transaction from any EVM client.
        </p>
      )}
      {hash ? <p className="break-all">Burn sent: {hash}</p> : null}
      {error ? <p className="text-destructive">{error}</p> : null}
    </div>
  );
}
