import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BLOCKHASH_EXPIRED_MESSAGE } from '@shared/schemas/operations';
import type { BatchDetail, BatchPlan } from '@shared/schemas/multisend';
import { batchKeys, invalidateBatches } from '../api/query-keys';
import { toast } from '@web/lib/toast';
import { failureText, useOperationRunner } from '@web/entities/operations';
import { batchQueryOptions, isFinalBatch, useBatch } from '../api/get-batch';
import { planBatch } from '../api/plan-batch';
import { resumeBatch } from '../api/resume-batch';
import { retryBatch } from '../api/retry-batch';
import { batchOutcomeToast } from '../lib/batch-display';
import type { BatchRequestBody } from '../lib/batch-form';
import { failedAfterSubmit } from '../lib/failed-after-submit';
import type { BatchKindConfig } from '../lib/kinds';

/**
 * Plan → one wallet prompt for every transaction → submit (answered at once; the server sends in the
 * background) → live progress from the batch's detail every second until the batch is final.
 */
export function useBatchSend(config: BatchKindConfig, onFinished?: (batch: BatchDetail) => void) {
  const queryClient = useQueryClient();
  const runner = useOperationRunner();
  const { run, reset } = runner;
  const { phase, failedAt } = runner.state;
  const [batchId, setBatchId] = useState<string | null>(null);
  /** When the runner stopped watching; the outcome is announced from batch data read after it. */
  const [finishedAt, setFinishedAt] = useState<number | null>(null);
  const submitted =
    phase === 'confirming' ||
    phase === 'confirmed' ||
    (phase === 'failed' && (failedAt === 'confirming' || failedAt === 'submitting'));
  const batch = useBatch(batchId, phase === 'confirming' ? 'always' : submitted ? 'until-final' : 'never');
  const announced = useRef<string | null>(null);
  const onFinishedRef = useRef(onFinished);
  useEffect(() => {
    onFinishedRef.current = onFinished;
  }, [onFinished]);

  const start = useCallback(
    (plan: () => Promise<BatchPlan>) =>
      run(
        async () => {
          const planned = await plan();
          announced.current = null;
          setFinishedAt(null);
          setBatchId(planned.batchId);
          void invalidateBatches(queryClient);
          return planned;
        },
        {
          onFailed: (_message, error) => {
            if (failedAfterSubmit(error)) return;
            toast({
              title: config.failedTitle,
              description: failureText(error, config.failedDefault),
              variant: 'destructive',
            });
          },
          onExpired: () =>
            toast({ title: 'Signature Expired', description: BLOCKHASH_EXPIRED_MESSAGE, variant: 'info' }),
        },
      ),
    [run, queryClient, config],
  );

  const send = useCallback((body: BatchRequestBody) => start(() => planBatch(config, body)), [start, config]);
  const retryFailed = useCallback(() => {
    if (batchId) void start(() => retryBatch(batchId));
  }, [start, batchId]);
  /** A batch from the history that was never signed: a fresh plan, then the usual prompt and progress. */
  const resume = useCallback((id: string) => start(() => resumeBatch(id)), [start]);

  useEffect(() => {
    if (submitted && phase !== 'confirming') {
      setFinishedAt(Date.now());
      void queryClient.invalidateQueries({ queryKey: batchQueryOptions(batchId).queryKey });
    }
    // Only phase changes matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase]);

  const data = batch.data;
  const fresh = finishedAt !== null && batch.dataUpdatedAt >= finishedAt;
  useEffect(() => {
    if (!fresh || !data || !isFinalBatch(data)) return;
    const key = `${data.id}:${data.status}:${data.failedRecipients}`;
    if (announced.current === key) return;
    announced.current = key;
    toast(batchOutcomeToast(config, data));
    onFinishedRef.current?.(data);
    void invalidateBatches(queryClient);
    void queryClient.invalidateQueries({ queryKey: batchKeys.allStats() });
  }, [fresh, data, config, queryClient]);

  const dismiss = useCallback(() => {
    reset();
    setBatchId(null);
    setFinishedAt(null);
  }, [reset]);

  return { runner, batchId, batch: data ?? null, submitted, send, retryFailed, resume, dismiss };
}
