import { Flame } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { BURN_REASON_MAX, burnMessages, NO_REASON, type BurnRequestInput } from '@shared/schemas/burn';
import type { VerifiedToken } from '@shared/schemas/token-verify';
import { withThousands } from '@shared/solana/amounts';
import { TokenVerifyField } from '@web/entities/tokens/token-verify-field';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { OperationStatus } from '@web/entities/operations';
import { useBurn } from '../hooks/use-burn';
import { useLinkedMint } from '@web/entities/tokens/token-links';
import { verifyToken } from '@web/entities/tokens/verify';
import {
  BURN_FORM_DEFAULTS,
  canSubmitBurn,
  computeBurnAmount,
  type BurnFormValues,
} from '../lib/burn-amount';
import { BurnAmountFields } from './burn-amount-fields';
import { BurnMethodPicker } from './burn-method-picker';
import { ConfirmationPanel } from './confirmation-panel';
import { VerifiedTokenSummary } from './verified-token-summary';
import { formatShare } from '@web/lib/format';

/** Form → confirmation panel → Confirm Burn through the operation pipeline (spec §4 Burn). */
export function BurnForm() {
  const { burn, runner } = useBurn();
  const [address, setAddress] = useState('');
  const [token, setToken] = useState<VerifiedToken | null>(null);
  const [values, setValues] = useState<BurnFormValues>(BURN_FORM_DEFAULTS);
  const [confirming, setConfirming] = useState(false);
  const [triedSubmit, setTriedSubmit] = useState(false);
  const pending = runner.isPending;
  const amount = useMemo(() => (token ? computeBurnAmount(values, token) : null), [values, token]);
  const patch = (p: Partial<BurnFormValues>) => setValues((v) => ({ ...v, ...p }));
  useLinkedMint(
    useCallback((mint: string) => {
      setAddress(mint);
      void verifyToken(mint).then(setToken, () => undefined);
    }, []),
  );

  function onSubmit() {
    setTriedSubmit(true);
    if (!values.confirmBurn) return;
    if (canSubmitBurn(values, token, amount)) setConfirming(true);
  }

  function onConfirm() {
    if (!token || !amount) return;
    const body: BurnRequestInput = {
      tokenAddress: token.address,
      amount: amount.ui,
      burnType: values.method === 'permanent' ? 'all' : values.burnType,
      ...(values.burnType === 'percentage' ? { percentage: values.percentage } : {}),
      method: values.method,
      reason: values.reason,
      confirmBurn: true,
    };
    void burn(body, token.symbol, (ok) => {
      setConfirming(false);
      if (!ok) return;
      setValues(BURN_FORM_DEFAULTS);
      setToken(null);
      setAddress('');
      setTriedSubmit(false);
    });
  }

  const locked = confirming || pending;
  return (
    <form
      noValidate
      aria-label="Burn tokens"
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <TokenVerifyField
        id="burn-token-address"
        value={address}
        verified={token}
        disabled={locked}
        onChange={(v) => {
          setAddress(v);
          setToken(null);
        }}
        onVerified={setToken}
        renderVerified={(t) => <VerifiedTokenSummary token={t} />}
      />
      <BurnAmountFields values={values} token={token} disabled={locked || !token} onChange={patch} />
      <BurnMethodPicker value={values.method} disabled={locked} onChange={(method) => patch({ method })} />
      <div className="space-y-2">
        <Label htmlFor="burn-reason">Reason (optional)</Label>
        <Textarea
          id="burn-reason"
          rows={2}
          maxLength={BURN_REASON_MAX}
          placeholder={NO_REASON}
          value={values.reason}
          disabled={locked}
          onChange={(e) => patch({ reason: e.target.value })}
        />
      </div>
      {token && amount && amount.units > 0n && !amount.error ? (
        <p className="text-sm" data-testid="burn-preview">
          You will burn{' '}
          <strong>
            {withThousands(amount.ui)} {token.symbol}
          </strong>{' '}
          ({formatShare(amount.balancePercentage)} of your balance, {formatShare(amount.supplyPercentage)} of the supply).
        </p>
      ) : null}
      {amount?.error ? <p className="text-sm text-destructive">{amount.error}</p> : null}
      <div className="space-y-1">
        <label className="flex items-start gap-3 text-sm">
          <Checkbox
            checked={values.confirmBurn}
            disabled={locked}
            onCheckedChange={(v) => patch({ confirmBurn: v === true })}
            aria-label="I understand this burn is permanent and cannot be undone"
          />
          <span>I understand this burn is permanent and cannot be undone.</span>
        </label>
        {(triedSubmit || (amount !== null && amount.units > 0n)) && !values.confirmBurn ? (
          <p role="alert" className="text-xs text-destructive">
            {burnMessages.confirmRequired}
          </p>
        ) : null}
      </div>
      {confirming && token && amount ? (
        <ConfirmationPanel
          token={token}
          values={values}
          amount={amount}
          state={runner.state}
          pending={pending}
          onCancel={() => setConfirming(false)}
          onConfirm={onConfirm}
        />
      ) : (
        <Button
          type="submit"
          variant="destructive"
          size="lg"
          className="w-full"
          disabled={!canSubmitBurn(values, token, amount)}
        >
          <Flame aria-hidden />
          Burn Tokens
        </Button>
      )}
      {runner.state.phase !== 'confirmed' ? <OperationStatus state={runner.state} /> : null}
    </form>
  );
}
