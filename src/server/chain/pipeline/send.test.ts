import {
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR,
  SolanaError,
} from '@solana/kit';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { refusedByNode, sendClaimed } from './send';

const preflightFailure = () =>
  new SolanaError(SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE, {
    accounts: null,
    innerInstructions: null,
    loadedAccountsDataSize: undefined,
    logs: ['This transaction has already been processed'],
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed: 0n,
  } as never);

/** A node that refuses every send at preflight, and knows the signatures in `landed` (or cannot say). */
function refusingNode(landed: string[] | 'lookup fails') {
  const updates: unknown[] = [];
  const ctx = {
    chain: {
      rpc: {
        sendTransaction: () => ({ send: () => Promise.reject(preflightFailure()) }),
        getSignatureStatuses: (signatures: string[]) => ({
          send: async () => {
            if (landed === 'lookup fails') throw new Error('fetch failed');
            return {
              value: signatures.map((s) => (landed.includes(s) ? { confirmationStatus: 'confirmed' } : null)),
            };
          },
        }),
      },
    },
    database: {
      db: { update: () => ({ set: (value: unknown) => ({ where: async () => void updates.push(value) }) }) },
    },
  } as unknown as AppContext;
  return { ctx, updates };
}

describe('sendClaimed', () => {
  it('takes a refusal of a transaction the chain already has (re-sent by another instance) as sent', async () => {
    const { ctx, updates } = refusingNode(['landed-sig']);
    const outcome = await sendClaimed(ctx, 'op', [{ index: 0, signedTx: 'AA==', signature: 'landed-sig' }]);
    expect(outcome).toEqual({ sent: [0], refused: new Map() });
    expect(updates).toEqual([]);
  });

  it('leaves a refused transaction to confirmation when the chain cannot be asked about it', async () => {
    const { ctx, updates } = refusingNode('lookup fails');
    const outcome = await sendClaimed(ctx, 'op', [{ index: 0, signedTx: 'AA==', signature: 'some-sig' }]);
    expect(outcome).toEqual({ sent: [0], refused: new Map() });
    expect(updates).toEqual([]);
  });

  it('marks a refused transaction the chain does not know failed for good', async () => {
    const { ctx, updates } = refusingNode([]);
    const outcome = await sendClaimed(ctx, 'op', [{ index: 0, signedTx: 'AA==', signature: 'new-sig' }]);
    expect(outcome.sent).toEqual([]);
    expect(outcome.refused.get(0)?.status).toBe('failed');
    expect(updates).toEqual([outcome.refused.get(0)]);
  });
});

describe('refusedByNode', () => {
  it('takes a JSON-RPC refusal (preflight) as final: the node did not forward the transaction', () => {
    const preflight = new SolanaError(
      SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
      {
        accounts: null,
        innerInstructions: null,
        loadedAccountsDataSize: undefined,
        logs: [],
        replacementBlockhash: null,
        returnData: null,
        unitsConsumed: 0n,
      } as never,
    );
    expect(refusedByNode(preflight)).toBe(true);
  });

  it('does not take a transport error (502, timeout) as a refusal: the transaction may still land', () => {
    const transport = new SolanaError(SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR, {
      headers: new Headers(),
      message: 'Bad Gateway',
      statusCode: 502,
    });
    expect(refusedByNode(transport)).toBe(false);
    expect(refusedByNode(new Error('fetch failed'))).toBe(false);
  });
});
