import { ArrowRightLeft } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import {
  bridgeFee,
  bridgeRequestSchema,
  CHAIN_INFO,
  DESTINATION_GAS_ESTIMATE,
  destinationChains,
  supportedTokens,
  TOKEN_DECIMALS,
  BRIDGE_CHAINS,
  type BridgeChain,
  type BridgeToken,
} from '@shared/schemas/bridge';
import { formatBaseUnits, parseUiAmount } from '@shared/solana/amounts';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { bridgeQuoteQuerySchema } from '@shared/schemas/bridge-quotes';
import { OperationStatus } from '@web/entities/operations';
import { formatUi } from '@web/lib/format';
import { useWallet } from '@web/wallet';
import { localEvmAccount } from '@web/wallet/local-wallet/evm-account';
import { useBridgeNetworks } from '../api/get-bridge-networks';
import { useBridgeQuotes } from '../api/get-bridge-quotes';
import { useBridge } from '../hooks/use-bridge';
import { EvmBurnPanel } from './evm-burn-panel';
import { ProviderQuotes } from './provider-quotes';

function ChainSelect(props: {
  id: string;
  label: string;
  value: BridgeChain;
  options: readonly BridgeChain[];
  onChange: (c: BridgeChain) => void;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Select value={props.value} onValueChange={(v) => props.onChange(v as BridgeChain)}>
        <SelectTrigger id={props.id} aria-label={props.label}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {props.options.map((c) => (
            <SelectItem key={c} value={c}>
              {CHAIN_INFO[c].name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** The bridge form (spec §2.11, §5): chains, token both support, amount, destination; fees before signing. */
export function BridgeForm() {
  const { submit, runner, burn, clearBurn, refresh } = useBridge();
  const { sessionAddress } = useWallet();
  const quoteOnly = useBridgeNetworks().data?.mode === 'quote-only';
  const [source, setSource] = useState<BridgeChain>('solana');
  const [destination, setDestination] = useState<BridgeChain>('ethereum');
  const [token, setToken] = useState<BridgeToken>('USDC');
  const [amount, setAmount] = useState('');
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const destinations = destinationChains(source);
  const tokens = supportedTokens(source, destination);

  const quote = useMemo(() => {
    const units = parseUiAmount(amount.trim() || '0', TOKEN_DECIMALS[token]);
    if (units === null || units <= 0n) return null;
    const { fee, received } = bridgeFee(units);
    return {
      fee: formatBaseUnits(fee, TOKEN_DECIMALS[token]),
      received: formatBaseUnits(received, TOKEN_DECIMALS[token]),
    };
  }, [amount, token]);

  const query = bridgeQuoteQuerySchema.safeParse({
    sourceChain: source,
    destinationChain: destination,
    token,
    amount,
  });
  const providers = useBridgeQuotes(quoteOnly && query.success ? query.data : null);
  const providerQuotes = providers.data?.mode === 'quote-only' ? providers.data.quotes : null;
  // The Local Wallet's own addresses, so a round trip needs no copying: its EVM account or its Solana key.
  const ownAddress = destination === 'solana' ? sessionAddress : (localEvmAccount()?.address ?? null);

  const pickSource = (c: BridgeChain) => {
    setSource(c);
    const next = destinationChains(c);
    if (!next.includes(destination)) setDestination(next[0] ?? 'solana');
    clearBurn();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      sourceChain: source,
      destinationChain: destination,
      token,
      amount,
      destinationAddress: address,
    };
    const parsed = bridgeRequestSchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid request');
      return;
    }
    setError(null);
    void submit(body, () => setAmount(''));
  };

  return (
    <form className="space-y-4" onSubmit={onSubmit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <ChainSelect
          id="bridge-source"
          label="From"
          value={source}
          options={BRIDGE_CHAINS}
          onChange={pickSource}
        />
        <ChainSelect
          id="bridge-destination"
          label="To"
          value={destination}
          options={destinations}
          onChange={setDestination}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="bridge-token">Token</Label>
          <Select value={token} onValueChange={(v) => setToken(v as BridgeToken)}>
            <SelectTrigger id="bridge-token" aria-label="Token">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {tokens.map((t) => (
                <SelectItem key={t} value={t}>
                  {t}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-2">
          <Label htmlFor="bridge-amount">Amount</Label>
          <Input
            id="bridge-amount"
            inputMode="decimal"
            placeholder="0.00"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </div>
      </div>
      <div className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor="bridge-address">Destination address</Label>
          {ownAddress && !quoteOnly ? (
            <button
              type="button"
              className="text-xs text-primary underline-offset-2 hover:underline"
              onClick={() => setAddress(ownAddress)}
            >
              {destination === 'solana' ? 'Use my Solana address' : 'Use my Local Wallet (EVM) address'}
            </button>
          ) : null}
        </div>
        <Input
          id="bridge-address"
          placeholder={destination === 'solana' ? 'Solana address' : '0x… EVM address'}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      {quoteOnly ? (
        <ProviderQuotes quotes={providerQuotes} loading={providers.isFetching} token={token} />
      ) : (
        <>
          <dl
            className="grid gap-1 rounded-xl border border-border bg-background/40 p-3 text-sm"
            data-testid="bridge-fees"
          >
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">Bridge fee (0.1%)</dt>
              <dd className="tabular-nums">{quote ? `${formatUi(quote.fee)} ${token}` : '—'}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">You receive</dt>
              <dd className="font-semibold tabular-nums">{quote ? `${formatUi(quote.received)} ${token}` : '—'}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">Destination gas</dt>
              <dd>
                ≈ {DESTINATION_GAS_ESTIMATE} {CHAIN_INFO[destination].gasToken} (paid by the relayer)
              </dd>
            </div>
          </dl>
          {error ? (
            <p className="text-sm text-destructive" role="alert">
              {error}
            </p>
          ) : null}
          <Button type="submit" className="w-full" disabled={runner.isPending}>
            <ArrowRightLeft className="size-4" aria-hidden />
            {runner.isPending ? 'Bridging…' : source === 'solana' ? 'Bridge Tokens' : 'Prepare Burn'}
          </Button>
          {runner.state.phase !== 'idle' && runner.state.phase !== 'confirmed' ? (
            <OperationStatus state={runner.state} />
          ) : null}
        </>
      )}
      {burn && !quoteOnly ? <EvmBurnPanel burn={burn} onSent={refresh} /> : null}
    </form>
  );
}
