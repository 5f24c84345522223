import { encodeAbiParameters, keccak256, recoverMessageAddress, type Hex } from 'viem';
import type { BridgeKeys } from './keys';
import { GUARDIAN_THRESHOLD } from './keys';

/** Solana → EVM: one message per lock transaction (the signature names it; the row's ref makes it unique). */
export function lockMessageId(sourceTx: string, ref: bigint): Hex {
  return keccak256(
    encodeAbiParameters(
      [{ type: 'string' }, { type: 'string' }, { type: 'uint64' }],
      ['solana', sourceTx, ref],
    ),
  );
}

/** EVM → Solana: one message per burn event (chain, transaction, log index). */
export function burnMessageId(chainId: number, txHash: Hex, logIndex: number): Hex {
  return keccak256(
    encodeAbiParameters(
      [{ type: 'uint256' }, { type: 'bytes32' }, { type: 'uint256' }],
      [BigInt(chainId), txHash, BigInt(logIndex)],
    ),
  );
}

/** Exactly what TokenBridge.mintDigest computes. */
export function mintDigest(
  chainId: number,
  bridge: Hex,
  messageId: Hex,
  token: Hex,
  recipient: Hex,
  amount: bigint,
): Hex {
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'uint256' },
        { type: 'address' },
        { type: 'bytes32' },
        { type: 'address' },
        { type: 'address' },
        { type: 'uint256' },
      ],
      [BigInt(chainId), bridge, messageId, token, recipient, amount],
    ),
  );
}

/** What the guardians sign before custody releases tokens on Solana. */
export function releaseDigest(messageId: Hex, mint: string, recipient: string, amount: bigint): Hex {
  return keccak256(
    encodeAbiParameters(
      [{ type: 'string' }, { type: 'bytes32' }, { type: 'string' }, { type: 'string' }, { type: 'uint256' }],
      ['solx-release', messageId, mint, recipient, amount],
    ),
  );
}

/** Every guardian signs (EIP-191), in ascending address order as the contract requires. */
export async function guardianSignatures(keys: BridgeKeys, digest: Hex): Promise<Hex[]> {
  const ordered = [...keys.guardians].sort((a, b) => (BigInt(a.address) < BigInt(b.address) ? -1 : 1));
  return Promise.all(ordered.map((g) => g.signMessage({ message: { raw: digest } })));
}

/** M of N distinct guardians signed `digest` (the custody key's check before a release). */
export async function hasQuorum(
  keys: BridgeKeys,
  digest: Hex,
  signatures: readonly string[],
): Promise<boolean> {
  const guardians = new Set(keys.guardians.map((g) => g.address.toLowerCase()));
  const signers = new Set<string>();
  for (const signature of signatures) {
    const signer = await recoverMessageAddress({
      message: { raw: digest },
      signature: signature as Hex,
    }).catch(() => null);
    if (signer && guardians.has(signer.toLowerCase())) signers.add(signer.toLowerCase());
  }
  return signers.size >= GUARDIAN_THRESHOLD;
}
