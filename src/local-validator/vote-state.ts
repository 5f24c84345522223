import type { AddressBook } from './address-book';

const PRIOR_VOTERS_BYTES = 32 * 48 + 8 + 1;

/** What getVoteAccounts reports of a vote account's state. */
export interface VoteSummary {
  readonly nodePubkey: string;
  readonly commission: number;
  readonly lastVote: number;
  readonly rootSlot: number;
  /** [epoch, credits, previous credits], oldest first */
  readonly epochCredits: readonly (readonly [number, number, number])[];
}

/**
 * Reads VoteStateVersions 1 (1.14.11), 2 (V3) and 3 (V4, which the vote program writes once it
 * touches an account); null for anything else.
 */
export function readVoteState(book: AddressBook, data: Uint8Array): VoteSummary | null {
  if (data.length < 160) return null;
  const buf = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const version = buf.readUInt32LE(0);
  if (version < 1 || version > 3) return null;
  try {
    const nodePubkey = book.toText(data.subarray(4, 36));
    let commission: number;
    let at: number;
    if (version === 3) {
      // Two collectors, then the commissions in basis points; the RPC reports whole percents.
      commission = Math.min(255, Math.floor(buf.readUInt16LE(132) / 100));
      at = buf.readUInt8(144) === 1 ? 145 + 48 : 145;
    } else {
      commission = buf.readUInt8(68);
      at = 69;
    }
    const voteCount = Number(buf.readBigUInt64LE(at));
    at += 8;
    const voteSize = version === 1 ? 12 : 13;
    const slotAt = version === 1 ? 0 : 1;
    let lastVote = 0;
    if (voteCount > 0) lastVote = Number(buf.readBigUInt64LE(at + (voteCount - 1) * voteSize + slotAt));
    at += voteCount * voteSize;
    let rootSlot = 0;
    if (buf.readUInt8(at) === 1) {
      rootSlot = Number(buf.readBigUInt64LE(at + 1));
      at += 9;
    } else at += 1;
    at += 8 + Number(buf.readBigUInt64LE(at)) * 40 + (version === 3 ? 0 : PRIOR_VOTERS_BYTES);
    const creditCount = Number(buf.readBigUInt64LE(at));
    at += 8;
    const epochCredits: [number, number, number][] = [];
    for (let i = 0; i < creditCount; i++, at += 24) {
      epochCredits.push([
        Number(buf.readBigUInt64LE(at)),
        Number(buf.readBigUInt64LE(at + 8)),
        Number(buf.readBigUInt64LE(at + 16)),
      ]);
    }
    return { nodePubkey, commission, lastVote, rootSlot, epochCredits };
  } catch {
    // A length read past the end: not a vote state this reader understands.
    return null;
  }
}

export interface Delegation {
  readonly voter: string;
  readonly stake: bigint;
  readonly activationEpoch: bigint;
  readonly deactivationEpoch: bigint;
}

/** The delegation of a StakeStateV2::Stake account, or null for any other stake state. */
export function readDelegation(book: AddressBook, data: Uint8Array): Delegation | null {
  if (data.length < 188) return null;
  const buf = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (buf.readUInt32LE(0) !== 2) return null;
  return {
    voter: book.toText(data.subarray(124, 156)),
    stake: buf.readBigUInt64LE(156),
    activationEpoch: buf.readBigUInt64LE(164),
    deactivationEpoch: buf.readBigUInt64LE(172),
  };
}

const BOOTSTRAP_EPOCH = 0xffff_ffff_ffff_ffffn;

/**
 * Stake counted for `epoch`: bootstrap stake, or stake activated in an earlier epoch and not yet
 * deactivated. The chain has no warm-up or cool-down (it pays no rewards and runs no epoch
 * boundary stake history), so a delegation counts whole from the epoch after it was made.
 */
export function isEffective(delegation: Delegation, epoch: number): boolean {
  const current = BigInt(epoch);
  const active = delegation.activationEpoch === BOOTSTRAP_EPOCH || delegation.activationEpoch < current;
  return active && delegation.deactivationEpoch > current;
}
