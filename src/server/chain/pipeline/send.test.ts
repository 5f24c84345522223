import {
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR,
  SolanaError,
} from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { refusedByNode } from './send';

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
