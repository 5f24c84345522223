import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { multisendMessages as m, type BatchDetail } from '@shared/schemas/multisend';
import { toast } from '@web/lib/toast';
import { failureText, isActivePhase } from '@web/entities/operations';
import { useLinkedMint } from '@web/entities/tokens/token-links';
import { verifyToken } from '@web/entities/tokens/verify';
import { batchKeys } from '../api/query-keys';
import { useBatchPreview } from '../api/preview-batch';
import { useBatchForm } from '../hooks/use-batch-form';
import { useBatchSend } from '../hooks/use-batch-send';
import { useHandedRecipients } from '../hooks/use-handed-recipients';
import { useRepeatCheck } from '../hooks/use-repeat-check';
import type { BatchRequestBody } from '../lib/batch-form';
import { useDebouncedValue } from '@web/hooks/use-debounced-value';
import { PREVIEW_DEBOUNCE_MS, type BatchKindConfig } from '../lib/kinds';
import { collectCustomValues } from '../lib/recipients';
import { waitingForText } from '../lib/waiting-for';
import { BatchFormCard } from './batch-form-card';
import { BatchProgress } from './batch-progress';
import { BatchSummary } from './batch-summary';
import { CustomAmountsPanel } from './custom-amounts-panel';
import { RepeatSendDialog } from './repeat-send-dialog';

/** A Resume clicked in the history; `at` tells two clicks on the same batch apart. */
export interface ResumeRequest {
  batchId: string;
  at: number;
}

interface BatchWorkspaceProps {
  config: BatchKindConfig;
  owner: string;
  resumeRequest: ResumeRequest | null;
}

/** Form on the left; progress, custom amounts and the server's summary on the right (spec part 2 §2). */
export function BatchWorkspace({ config, owner, resumeRequest }: BatchWorkspaceProps) {
  const form = useBatchForm(config);
  const queryClient = useQueryClient();
  const { setVerified, reset } = form;
  useHandedRecipients(config.kind === 'multisend', form.setRecipientsText);
  const { setTokenAddress } = form;
  useLinkedMint(
    useCallback(
      (mint: string) => {
        if (!config.needsToken) return;
        setTokenAddress(mint);
        void verifyToken(mint).then(setVerified, () => undefined);
      },
      [config.needsToken, setTokenAddress, setVerified],
    ),
  );
  const verifiedAddress = form.verified?.address ?? null;
  /** A batch resumed from the history leaves what is typed in the form alone. */
  const sentFromForm = useRef(false);
  /**
   * After a batch the balances and existing accounts changed: refresh the summary and the verified token.
   * Once recipients were paid the form resets (spec: forms reset after a success), so a second click
   * cannot send the same batch again; a failed batch keeps the form for another try.
   */
  const onFinished = useCallback(
    (batch: BatchDetail) => {
      void queryClient.invalidateQueries({ queryKey: batchKeys.previews(config) });
      if (verifiedAddress) void verifyToken(verifiedAddress).then(setVerified, () => undefined);
      const paid = batch.status === 'completed' || batch.status === 'partial';
      if (paid && sentFromForm.current) reset();
    },
    [queryClient, config, verifiedAddress, setVerified, reset],
  );
  const sender = useBatchSend(config, onFinished);
  const { send, resume } = sender;
  const repeat = useRepeatCheck(
    config,
    useCallback(
      (body: BatchRequestBody) => {
        sentFromForm.current = true;
        void send(body);
      },
      [send],
    ),
  );
  const { values, analysis } = form;
  const busy = isActivePhase(sender.runner.state.phase) || repeat.checking;
  const handled = useRef<ResumeRequest | null>(null);
  useEffect(() => {
    if (!resumeRequest || handled.current === resumeRequest) return;
    handled.current = resumeRequest;
    if (busy) {
      toast({ title: 'Batch In Progress', description: 'Resume once this batch is done.', variant: 'info' });
      return;
    }
    sentFromForm.current = false;
    void resume(resumeRequest.batchId);
  }, [resumeRequest, busy, resume]);
  const custom = useMemo(
    () => collectCustomValues(values.customOverrides, analysis.recipients),
    [values.customOverrides, analysis.recipients],
  );
  const previewBody = useDebouncedValue(form.body, PREVIEW_DEBOUNCE_MS);
  const preview = useBatchPreview(config, previewBody);
  const symbol = config.needsToken ? (form.tokenVerified ? (form.verified?.symbol ?? '') : '') : 'SOL';

  const onSubmit = () => {
    if (config.needsToken && !form.tokenVerified) {
      toast({ title: m.tokenNotVerifiedTitle, description: m.tokenNotVerified, variant: 'destructive' });
      return;
    }
    form.setShowIssues(true);
    // An empty list gets its spec toast ('No Valid Addresses' / 'No Valid Recipients') as well as the field message.
    if (form.analysis.recipients.length === 0 && form.refusal) {
      toast({ ...form.refusal, variant: 'destructive' });
      return;
    }
    if (Object.keys(form.allIssues).length > 0) return;
    if (form.refusal) {
      toast({ ...form.refusal, variant: 'destructive' });
      return;
    }
    if (!form.body) return;
    void repeat.sendUnlessRepeat(form.body);
  };

  const waitingFor = form.body ? null : waitingForText(config, form);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
      <BatchFormCard
        config={config}
        form={form}
        customSum={custom.sum}
        ownAddress={owner}
        phase={repeat.checking ? 'preparing' : sender.runner.state.phase}
        busy={busy}
        onSubmit={onSubmit}
      />
      <div className="space-y-6">
        <BatchProgress
          state={sender.runner.state}
          batch={sender.batch}
          busy={busy}
          onRetryFailed={sender.retryFailed}
          onSignAgain={() => void sender.runner.retry()}
          onDismiss={sender.dismiss}
        />
        {values.sendType !== 'equal' && (
          <CustomAmountsPanel
            sendType={values.sendType}
            recipients={analysis.recipients}
            overrides={values.customOverrides}
            custom={custom}
            symbol={symbol}
            disabled={busy}
            onChange={form.setCustomValue}
          />
        )}
        <BatchSummary
          preview={preview.data}
          stale={preview.isPlaceholderData || previewBody !== form.body}
          loading={preview.isFetching}
          error={
            preview.isError && form.body ? failureText(preview.error, 'Could not calculate the plan.') : null
          }
          waitingFor={waitingFor}
          newAccountLabel={config.newAccountLabel}
        />
      </div>
      <RepeatSendDialog
        text={repeat.pending?.text ?? null}
        onConfirm={repeat.confirm}
        onCancel={repeat.dismiss}
      />
    </div>
  );
}
