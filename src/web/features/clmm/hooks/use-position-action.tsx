import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { BLOCKHASH_EXPIRED_MESSAGE } from '@shared/schemas/operations';
import { clmmMessages, type clmmRequestSchema } from '@shared/schemas/clmm';
import { clmmKeys } from '../api/query-keys';
import { toast } from '@web/lib/toast';
import { failureText, useOperationRunner } from '@web/entities/operations';
import { managePosition } from '../api/manage-position';
import { formatUi } from '@web/lib/format';

const DONE_TITLES: Record<string, string> = {
  open: clmmMessages.openedTitle,
  close: clmmMessages.closedTitle,
  collect: 'Fees Collected',
  increase: 'Liquidity Added',
  decrease: 'Liquidity Removed',
};

/** Plan → sign → submit → confirm one position action, then refresh pools and positions. */
export function usePositionAction() {
  const queryClient = useQueryClient();
  const runner = useOperationRunner();
  const { run } = runner;
  const act = useCallback(
    (body: z.input<typeof clmmRequestSchema>, onDone?: (ok: boolean) => void) =>
      run(() => managePosition(body), {
        onConfirmed: (operation) => {
          const s = operation.summary as Record<string, unknown>;
          // A collect moves only fees; the other actions show the principal moved.
          const [a, b] = body.action === 'collect' ? [s.uiFeesA, s.uiFeesB] : [s.uiAmountA, s.uiAmountB];
          const moved = `${formatUi(String(a ?? '0'))} ${String(s.symbolA ?? '')} + ${formatUi(String(b ?? '0'))} ${String(s.symbolB ?? '')}`;
          toast({ title: DONE_TITLES[body.action] ?? 'Done', description: moved, variant: 'success' });
          void queryClient.invalidateQueries({ queryKey: clmmKeys.positions() });
          void queryClient.invalidateQueries({ queryKey: clmmKeys.pools() });
          onDone?.(true);
        },
        onFailed: (_m, error) => {
          toast({
            title: clmmMessages.failedTitle,
            description: failureText(error, clmmMessages.failedText),
            variant: 'destructive',
          });
          onDone?.(false);
        },
        onExpired: () => {
          toast({ title: 'Signature Expired', description: BLOCKHASH_EXPIRED_MESSAGE, variant: 'info' });
          onDone?.(false);
        },
      }),
    [run, queryClient],
  );
  return { act, runner };
}
