import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getSignatureFromTransaction,
  decompileTransactionMessage,
  getTransactionDecoder,
  isSignerRole,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit';
import { getAddMemoInstruction, LEGACY_MEMO_PROGRAM_ADDRESS_V3 } from '@solana-program/memo';
import { SETTLES_MEMO_PREFIX } from '@shared/solana/settlement-memo';
import type { AppContext } from '../../context';
import { signFully } from './message-bytes';

/** Names the wallet transaction a settlement completes, so any reader of the history can pair them. */
export const settlesMemo = (walletSignature: string): Instruction =>
  getAddMemoInstruction(
    { memo: `${SETTLES_MEMO_PREFIX}${walletSignature}` },
    // The memo program every cluster (and the embedded chain) has, as the burn and bridge memos use.
    { programAddress: LEGACY_MEMO_PROGRAM_ADDRESS_V3 },
  );

export interface SignedSettlement {
  wire: string;
  signature: string;
  lastValidBlockHeight: bigint;
}

/**
 * A transaction the platform pays for and signs alone. Not simulated: it runs after the wallet's
 * transactions (which may create the accounts it pays into), so simulating it now could only mislead.
 */
export async function signSettlement(
  ctx: AppContext,
  instructions: Instruction[],
): Promise<SignedSettlement> {
  return signWith(ctx, await latestLifetime(ctx), instructions);
}

type Lifetime = Parameters<typeof setTransactionMessageLifetimeUsingBlockhash>[0];

async function latestLifetime(ctx: AppContext): Promise<Lifetime> {
  return (await ctx.chain.rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()).value;
}

const messageOf = (ctx: AppContext, lifetime: Lifetime, instructions: Instruction[]) =>
  pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(ctx.platform, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );

/** The most bytes a (legacy or v0) transaction may have on the wire. */
const TRANSACTION_SIZE_LIMIT = 1232;

/**
 * Several settlements (each a memo naming its wallet transaction, then its transfers) in as few
 * platform-signed transactions as the size limit allows, one blockhash for all; a segment is never split.
 * Returns each transaction with the indexes of the segments it carries.
 */
export async function signSettlements(
  ctx: AppContext,
  segments: Array<{ walletSignature: string; instructions: Instruction[] }>,
): Promise<Array<SignedSettlement & { segments: number[] }>> {
  const lifetime = await latestLifetime(ctx);
  const packs: Array<{ size: PackSize; instructions: Instruction[]; segments: number[] }> = [];
  for (const [index, segment] of segments.entries()) {
    const own = [settlesMemo(segment.walletSignature), ...segment.instructions];
    const last = packs.at(-1);
    const joined = last ? last.size.with(own) : null;
    if (last && joined && joined.bytes() <= TRANSACTION_SIZE_LIMIT) {
      last.size = joined;
      last.instructions = [...last.instructions, ...own];
      last.segments.push(index);
    } else
      packs.push({
        size: new PackSize(ctx.platform.address).with(own),
        instructions: own,
        segments: [index],
      });
  }
  const signed = await Promise.all(
    packs.map(async (p) => ({ ...(await signWith(ctx, lifetime, p.instructions)), segments: p.segments })),
  );
  // Guard: a pack larger on the wire than counted could never be sent; its settlements go one each.
  const result: Array<SignedSettlement & { segments: number[] }> = [];
  for (const pack of signed) {
    if (pack.segments.length === 1 || Buffer.from(pack.wire, 'base64').length <= TRANSACTION_SIZE_LIMIT) {
      result.push(pack);
      continue;
    }
    ctx.logger.error({ settlements: pack.segments.length }, 'a packed settlement was over the size limit');
    for (const index of pack.segments) {
      const segment = segments[index];
      if (!segment) continue;
      const own = [settlesMemo(segment.walletSignature), ...segment.instructions];
      result.push({ ...(await signWith(ctx, lifetime, own)), segments: [index] });
    }
  }
  return result;
}

const compactSize = (n: number) => (n < 0x80 ? 1 : n < 0x4000 ? 2 : 3);

/**
 * The wire size of a v0 transaction without lookup tables that `payer` pays, counted from its
 * instructions as they are added: compiling the growing message at every settlement (kit's
 * `isTransactionMessageWithinSizeLimit`) was most of a group's settlement signing.
 */
export class PackSize {
  constructor(
    private readonly payer: string,
    private readonly keys: ReadonlySet<string> = new Set([payer]),
    private readonly signers: ReadonlySet<string> = new Set([payer]),
    private readonly count = 0,
    private readonly instructionBytes = 0,
  ) {}

  with(instructions: readonly Instruction[]): PackSize {
    const keys = new Set(this.keys);
    const signers = new Set(this.signers);
    let bytes = this.instructionBytes;
    for (const ix of instructions) {
      keys.add(ix.programAddress);
      const accounts = ix.accounts ?? [];
      for (const a of accounts) {
        keys.add(a.address);
        if ('role' in a && isSignerRole(a.role)) signers.add(a.address);
      }
      const data = ix.data?.length ?? 0;
      bytes += 1 + compactSize(accounts.length) + accounts.length + compactSize(data) + data;
    }
    return new PackSize(this.payer, keys, signers, this.count + instructions.length, bytes);
  }

  bytes(): number {
    const { size: sigs } = this.signers;
    const { size: keys } = this.keys;
    // Signatures, version, header, keys, blockhash, instructions, an empty lookup table list.
    return (
      compactSize(sigs) +
      64 * sigs +
      1 +
      3 +
      compactSize(keys) +
      32 * keys +
      32 +
      compactSize(this.count) +
      this.instructionBytes +
      1
    );
  }
}

async function signWith(
  ctx: AppContext,
  lifetime: Lifetime,
  instructions: Instruction[],
): Promise<SignedSettlement> {
  const signed = await signFully(messageOf(ctx, lifetime, instructions));
  return {
    wire: getBase64EncodedWireTransaction(signed),
    // The fee payer's: the platform's, the only signer.
    signature: getSignatureFromTransaction(signed),
    lastValidBlockHeight: lifetime.lastValidBlockHeight,
  };
}

/**
 * The same settlement on a fresh blockhash. Only for a settlement the chain has no record of whose
 * blockhash has expired: that one can never land, so this cannot pay twice.
 */
export async function resignSettlement(ctx: AppContext, wire: string): Promise<SignedSettlement> {
  const tx = getTransactionDecoder().decode(getBase64Encoder().encode(wire));
  const compiled = getCompiledTransactionMessageDecoder().decode(tx.messageBytes);
  const old = decompileTransactionMessage(compiled);
  return signSettlement(ctx, withPlatformSigner(old.instructions, ctx.platform));
}

/** Decompiled instructions name the platform by address only; signing needs its key on each account. */
function withPlatformSigner(instructions: readonly Instruction[], platform: KeyPairSigner): Instruction[] {
  return instructions.map((ix) => ({
    ...ix,
    accounts: ix.accounts?.map((a) =>
      a.address === platform.address && 'role' in a && isSignerRole(a.role) ? { ...a, signer: platform } : a,
    ),
  }));
}
