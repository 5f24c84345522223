import { Loader2, Send } from 'lucide-react';
import { TokenVerifyField } from '@web/entities/tokens/token-verify-field';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { PHASE_LABELS, type OperationPhase } from '@web/entities/operations';
import type { BatchFormState } from '../hooks/use-batch-form';
import type { BatchKindConfig } from '../lib/kinds';
import { RecipientsField } from './recipients-field';
import { SendOptions } from './send-options';

interface BatchFormCardProps {
  config: BatchKindConfig;
  form: BatchFormState;
  customSum: string;
  ownAddress: string | null;
  phase: OperationPhase;
  busy: boolean;
  onSubmit: () => void;
}

/** Left column: token (with Verify), recipients, send type, amount, gas speed, priority, send button. */
export function BatchFormCard({
  config,
  form,
  customSum,
  ownAddress,
  phase,
  busy,
  onSubmit,
}: BatchFormCardProps) {
  const symbol = config.needsToken ? (form.tokenVerified ? (form.verified?.symbol ?? '') : '') : 'SOL';
  // Spec §5: the multisend button is disabled without a verified token or with no recipients.
  // A message shown under a field also blocks the send, like every form's visible validation error.
  const blocked =
    (config.kind === 'multisend' && (!form.tokenVerified || form.analysis.lineCount === 0)) ||
    Object.values(form.issues).some(Boolean);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {config.kind === 'sol'
            ? 'Distribution Details'
            : config.kind === 'token'
              ? 'Airdrop Details'
              : 'Transfer Details'}
        </CardTitle>
        <CardDescription>{config.formHint}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-label={config.title}
          className="space-y-5"
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          {config.needsToken && (
            <TokenVerifyField
              id={`${config.kind}-token-address`}
              value={form.values.tokenAddress}
              verified={form.verified}
              disabled={busy}
              onChange={form.setTokenAddress}
              onVerified={form.setVerified}
              owner={ownAddress}
              hint="Pick one of your tokens, or paste a mint and verify it to read its details and your balance."
            />
          )}
          <RecipientsField
            config={config}
            text={form.values.recipientsText}
            analysis={form.analysis}
            error={form.issues.recipients}
            ownAddress={ownAddress}
            disabled={busy}
            onChange={form.setRecipientsText}
          />
          <SendOptions
            config={config}
            values={form.values}
            symbol={symbol}
            customSum={customSum}
            amountError={form.issues.totalAmount}
            disabled={busy}
            update={form.update}
          />
          <Button type="submit" variant="gradient" size="lg" className="w-full" disabled={busy || blocked}>
            {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
            {busy ? PHASE_LABELS[phase] : config.submitLabel}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
