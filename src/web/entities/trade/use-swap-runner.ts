import { useCallback, useRef, useState } from 'react';
import { BLOCKHASH_EXPIRED_MESSAGE, type Operation, type PlannedOperation } from '@shared/schemas/operations';
import { toast } from '@web/lib/toast';
import { errorMessage, useOperationRunner } from '@web/entities/operations';
import {
  canResign,
  isPriceMoved,
  movedQuote,
  PRICE_MOVED_BEYOND_TEXT,
  PRICE_MOVED_RESIGN_NOTICE,
  PRICE_MOVED_REVIEW_NOTICE,
} from './price-moved';

export interface SwapRunHandlers {
  onConfirmed: (operation: Operation) => void;
  onFailed: (message: string, error: unknown) => void;
  /**
   * Planning refused the quote the user accepted (409 'price moved') and sent the new one: show it (true)
   * and ask for nothing to be signed until the user accepts it; false when it is not a quote of the screen.
   */
  onNewQuote?: (quote: unknown) => boolean;
}

type Plan = () => Promise<PlannedOperation>;

/** A pool that keeps moving under a busy market gets a few fresh quotes, not an endless loop. */
const MAX_RESIGNS = 3;

/**
 * The operation runner plus the swap rule for 409 'price moved': plan again and, only when the new
 * output is still ≥ the minimum received of the first quote, have the wallet sign again (`notice`
 * says so); otherwise fail with the reason. A plan refused with a new quote shows that quote (`review`)
 * and signs nothing.
 */
export function useSwapRunner() {
  const runner = useOperationRunner();
  const { run, reset: resetRunner } = runner;
  const [notice, setNotice] = useState<string | null>(null);
  const [review, setReview] = useState<string | null>(null);
  const last = useRef<{ plan: Plan; handlers: SwapRunHandlers } | null>(null);

  const execute = useCallback(
    async (plan: Plan, handlers: SwapRunHandlers): Promise<void> => {
      last.current = { plan, handlers };
      setNotice(null);
      setReview(null);
      let original: PlannedOperation | null = null;
      const failed = (message: string, error: unknown) => {
        setNotice(null);
        const quote = movedQuote(error);
        if (quote !== undefined && handlers.onNewQuote?.(quote)) {
          resetRunner();
          setReview(PRICE_MOVED_REVIEW_NOTICE);
          return;
        }
        handlers.onFailed(message, error);
      };

      const attempt = async (planFn: Plan, resignsLeft: number): Promise<void> => {
        const follow: { next?: Promise<void> } = {};
        await run(planFn, {
          onConfirmed: (operation) => {
            setNotice(null);
            handlers.onConfirmed(operation);
          },
          onFailed: (message, error) => {
            if (!isPriceMoved(error) || !original || resignsLeft <= 0) {
              failed(message, error);
              return;
            }
            const first = original;
            follow.next = (async () => {
              try {
                const fresh = await plan();
                if (!canResign(first, fresh)) {
                  setNotice(null);
                  handlers.onFailed(PRICE_MOVED_BEYOND_TEXT, error);
                  return;
                }
                setNotice(PRICE_MOVED_RESIGN_NOTICE);
                await attempt(() => Promise.resolve(fresh), resignsLeft - 1);
              } catch (replanError) {
                failed(errorMessage(replanError, message), replanError);
              }
            })();
          },
          onExpired: () => {
            toast({ title: 'Signature Expired', description: BLOCKHASH_EXPIRED_MESSAGE, variant: 'info' });
          },
        });
        if (follow.next) await follow.next;
      };

      await attempt(async () => {
        const planned = await plan();
        original ??= planned;
        return planned;
      }, MAX_RESIGNS);
    },
    [run, resetRunner],
  );

  /** "Sign again" after an expired blockhash: a new plan with a fresh quote, same handlers. */
  const retry = useCallback(async () => {
    const previous = last.current;
    if (previous) await execute(previous.plan, previous.handlers);
  }, [execute]);

  const reset = useCallback(() => {
    setNotice(null);
    setReview(null);
    resetRunner();
  }, [resetRunner]);

  return { state: runner.state, isPending: runner.isPending, execute, retry, reset, notice, review };
}
