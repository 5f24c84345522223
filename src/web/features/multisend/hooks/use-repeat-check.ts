import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { batchPreviewQueryOptions } from '../api/preview-batch';
import type { BatchRequestBody } from '../lib/batch-form';
import { repeatSendText } from '../lib/batch-display';
import type { BatchKindConfig } from '../lib/kinds';
import { formatUi } from '@web/lib/format';

interface PendingRepeat {
  body: BatchRequestBody;
  text: string;
}

/**
 * Before planning, a fresh preview asks the server whether this wallet sent the same recipients and
 * amounts within the hour; if so the send waits for the user's answer in a dialog.
 */
export function useRepeatCheck(config: BatchKindConfig, send: (body: BatchRequestBody) => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingRepeat | null>(null);
  const [checking, setChecking] = useState(false);

  const sendUnlessRepeat = useCallback(
    async (body: BatchRequestBody) => {
      setChecking(true);
      try {
        const preview = await queryClient.fetchQuery({
          ...batchPreviewQueryOptions(config, body),
          staleTime: 0,
        });
        if (preview.recentDuplicate) {
          const count = preview.recipients.length;
          const total = `${formatUi(preview.uiTotalAmount)} ${preview.token?.symbol ?? 'SOL'}`;
          setPending({ body, text: repeatSendText(preview.recentDuplicate, count, total) });
          return;
        }
      } catch {
        // No preview, no check: the plan itself reports what is wrong with the request.
      } finally {
        setChecking(false);
      }
      send(body);
    },
    [queryClient, config, send],
  );

  const confirm = useCallback(() => {
    if (pending) send(pending.body);
    setPending(null);
  }, [pending, send]);

  return { sendUnlessRepeat, checking, pending, confirm, dismiss: () => setPending(null) };
}
