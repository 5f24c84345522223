import { getTransferSolInstruction } from '@solana-program/system';
import {
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { parseJsonWithBigInts } from '@solana/rpc-spec-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitClient, startTestChain, transactionMessage } from './helpers/test-chain';
import type { KitClient, TestChain } from './helpers/test-chain';

const call = (method: string, params: unknown[] = [], id: unknown = '1') => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
});

/** The in-process transport's values must be what kit parses from the same answer over HTTP. */
describe('embedded chain answers as values', () => {
  let t: TestChain;
  let kit: KitClient;
  let signature: string;
  let failing: string;

  beforeAll(async () => {
    // A slow clock: both answers to a request come from the same slot.
    t = await startTestChain({ tickMs: 60_000 });
    kit = await kitClient(t);
    const recipient = await generateKeyPairSigner();
    signature = await kit.send([
      getTransferSolInstruction({ source: kit.payer, destination: recipient.address, amount: 1_000_000n }),
    ]);
    const { value: latest } = await kit.rpc.getLatestBlockhash().send();
    const tooMuch = getTransferSolInstruction({
      source: kit.payer,
      destination: recipient.address,
      amount: 10n ** 18n,
    });
    failing = getBase64EncodedWireTransaction(
      await signTransactionMessageWithSigners(transactionMessage(kit.payer, latest, [tooMuch])),
    );
  });

  afterAll(async () => {
    await t?.close();
  });

  it('gives the values kit reads from the text, for reads, errors and batches', async () => {
    const payer = kit.payer.address;
    const bodies: unknown[] = [
      call('getBalance', [payer]),
      call('getAccountInfo', [payer, { encoding: 'base64' }]),
      call('getAccountInfo', [payer, { encoding: 'jsonParsed' }]),
      call('getAccountInfo', ['11111111111111111111111111111111', { encoding: 'base64' }]),
      call('getMultipleAccounts', [[payer, '11111111111111111111111111111112'], { encoding: 'base64' }]),
      call('getLatestBlockhash', [{ commitment: 'confirmed' }]),
      call('getBlockHeight'),
      call('getEpochInfo'),
      call('getSignatureStatuses', [[signature], { searchTransactionHistory: true }]),
      call('getTransaction', [
        signature,
        { commitment: 'confirmed', encoding: 'json', maxSupportedTransactionVersion: 0 },
      ]),
      call('getTransaction', [
        signature,
        { commitment: 'confirmed', encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 },
      ]),
      call('getSignaturesForAddress', [payer]),
      call('simulateTransaction', [failing, { encoding: 'base64' }]),
      call('sendTransaction', [failing, { encoding: 'base64' }]),
      call('sendTransaction', ['not a transaction', { encoding: 'base64' }]),
      call('noSuchMethod'),
      call('getBalance', [payer], 7),
      call('getBalance', [payer], 1.5),
      { jsonrpc: '1.0', id: '2', method: 'getSlot' },
      'not an object',
      [call('getSlot'), call('getBalance', [payer]), call('noSuchMethod')],
      [],
    ];
    for (const body of bodies) {
      const text = parseJsonWithBigInts(await t.chain.handle(body));
      expect(await t.chain.handleValue(body), JSON.stringify(body)).toStrictEqual(text);
    }
  });
});
