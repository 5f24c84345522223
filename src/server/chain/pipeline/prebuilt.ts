import {
  getBase64Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Address,
  type TransactionMessageBytesBase64,
} from '@solana/kit';
import type { ChainClient } from '../client';
import { badRequest } from '../../lib/errors';
import type { BuiltTransaction } from './build';

/** A wire transaction built elsewhere (Jupiter's swap API on mainnet), with its blockhash's last height. */
export interface PrebuiltTransaction {
  prebuilt: string;
  lastValidBlockHeight: bigint;
}

const LAMPORTS_PER_SIGNATURE = 5000n;

/**
 * Takes a prebuilt transaction as is after checking that the wallet is its fee payer; submit then checks
 * the signed message is byte-for-byte this one. Its builder simulated it, so it is not simulated again.
 */
export async function acceptPrebuilt(
  chain: ChainClient,
  wallet: Address,
  p: PrebuiltTransaction,
): Promise<Omit<BuiltTransaction, 'computeUnits'>> {
  const tx = getTransactionDecoder().decode(getBase64Encoder().encode(p.prebuilt));
  const message = getCompiledTransactionMessageDecoder().decode(tx.messageBytes);
  if (message.staticAccounts[0] !== wallet) throw badRequest('The swap transaction is not for this wallet');
  const encoded = getBase64Decoder().decode(tx.messageBytes) as TransactionMessageBytesBase64;
  const { value: fee } = await chain.rpc.getFeeForMessage(encoded, { commitment: 'confirmed' }).send();
  return {
    wireBase64: p.prebuilt,
    lastValidBlockHeight: p.lastValidBlockHeight,
    // Null when this node no longer (or never) knew the blockhash: then the base fee per signature.
    feeLamports: fee ?? LAMPORTS_PER_SIGNATURE * BigInt(message.header.numSignerAccounts),
  };
}
