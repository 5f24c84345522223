import { Loader2, PenLine, X } from 'lucide-react';
import type { BatchRecord } from '@shared/schemas/multisend';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { failureText } from '@web/entities/operations';
import { useCancelBatch } from '../api/cancel-batch';
import { canResume } from '../lib/batch-display';

interface UnsentBatchActionsProps {
  batch: BatchRecord;
  /** Null while another batch is being sent from the form (one wallet prompt at a time). */
  onResume: ((batchId: string) => void) | null;
}

/** Resume (fresh plan, one signature) and Cancel under a batch that was never signed. */
export function UnsentBatchActions({ batch, onResume }: UnsentBatchActionsProps) {
  const cancel = useCancelBatch();
  if (!canResume(batch)) return null;
  const onCancel = () =>
    cancel.mutate(batch.id, {
      onSuccess: () => toast({ title: 'Batch Cancelled', description: 'Nothing was sent.', variant: 'info' }),
      onError: (error) =>
        toast({
          title: 'Cancel Failed',
          description: failureText(error, 'Could not cancel the batch'),
          variant: 'destructive',
        }),
    });
  return (
    <div className="flex flex-wrap gap-2 pl-1" data-testid="unsent-batch-actions">
      <Button
        size="sm"
        variant="gradient"
        disabled={onResume === null || cancel.isPending}
        onClick={() => onResume?.(batch.id)}
      >
        <PenLine aria-hidden />
        Resume
      </Button>
      {batch.status === 'awaiting_signature' && (
        <Button size="sm" variant="outline" disabled={cancel.isPending} onClick={onCancel}>
          {cancel.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <X aria-hidden />}
          Cancel
        </Button>
      )}
    </div>
  );
}
