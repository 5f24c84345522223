import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getTransactionEncoder,
  partiallySignTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import type { Address, Blockhash, KeyPairSigner } from '@solana/kit';
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system';

/** Map-backed stand-in for the browser's localStorage (unit tests run in Node). */
export function createMemoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

const BLOCKHASH = {
  blockhash: 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N' as Blockhash,
  lastValidBlockHeight: 100n,
};

/**
 * A v0 transaction with the wallet as fee payer and a second signer (a new mint account) that has
 * already partially signed, as the server hands them out.
 */
export async function buildPartiallySignedTransaction(
  wallet: Address,
): Promise<{ wire: Uint8Array; other: KeyPairSigner }> {
  const payer = createNoopSigner(wallet);
  const other = await generateKeyPairSigner();
  const recipient = await generateKeyPairSigner();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(wallet, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(BLOCKHASH, m),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getCreateAccountInstruction({
            payer,
            newAccount: other,
            lamports: 1_461_600n,
            space: 82n,
            programAddress: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' as Address,
          }),
          getTransferSolInstruction({ source: payer, destination: recipient.address, amount: 1_000n }),
        ],
        m,
      ),
  );
  const partial = await partiallySignTransaction([other.keyPair], compileTransaction(message));
  return { wire: new Uint8Array(getTransactionEncoder().encode(partial)), other };
}
