import { createNoopSigner, generateKeyPairSigner, type Address, type Instruction } from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import {
  AuthorityType,
  getInitializeAccount3Instruction,
  getInitializeMetadataPointerInstruction,
  getInitializeMint2Instruction,
  getInitializeTokenMetadataInstruction,
  getMintToInstruction,
  getSetAuthorityInstruction,
  getUpdateTokenMetadataUpdateAuthorityInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import { endpointUrl } from '@shared/api/endpoint';
import { getLaunchMetadata } from '@shared/api/launchpad';
import { CURVE_DECIMALS, CURVE_SUPPLY, LAUNCH_FEE_LAMPORTS, quoteBuy } from '@shared/math/bonding-curve';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { launchpadMessages, type LaunchPlan, type LaunchTokenData } from '@shared/schemas/launchpad';
import { parseUiAmount } from '@shared/solana/amounts';
import { tokenAccountSize } from '@shared/solana/token-account';
import { tokenLaunchSizes } from '@shared/solana/token-launch';
import type { AppContext } from '../../context';
import { launches } from '../../db/schema';
import { TRANSACTION_TOO_LARGE_CODE } from '../../chain/pipeline/errors';
import { planOperation } from '../../chain/pipeline/plan';
import { ata, createAta } from '../../exchange/instructions';
import { AppError, badRequest } from '../../lib/errors';
import { tokenRef } from './chain';
import { buyInstructions } from './instructions';
import { launchOperation } from './operation';

const VAULT_SIZE = tokenAccountSize(TOKEN_PROGRAM_ADDRESS, false);

export const launchMetadataUri = (ctx: AppContext, mint: string) =>
  `${ctx.publicUrl}${endpointUrl(getLaunchMetadata, { file: `${mint}.json` })}`;

/**
 * The launch transaction, signed by the creator (fee payer) and co-signed by the platform: the mint with
 * its metadata (update authority then none), the whole supply minted into the platform's token vault,
 * mint authority none (freeze authority never set), the wrapped-SOL vault, the 0.1 SOL launch fee and
 * the creator's first buy on the fresh curve.
 */
export async function planLaunch(
  ctx: AppContext,
  wallet: Address,
  data: LaunchTokenData,
  { rehearsal = false }: { rehearsal?: boolean } = {},
): Promise<LaunchPlan> {
  const spend = parseUiAmount(data.initialLiquidity, 9) ?? 0n;
  const first = quoteBuy({ kind: data.bondingCurve, sold: 0n, raised: 0n }, spend);
  if (first.tokens === 0n) throw badRequest(launchpadMessages.tooSmall);
  const creator = createNoopSigner(wallet);
  const platform = createNoopSigner(ctx.platform.address);
  const [mint, solVault] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
  const meta = { name: data.tokenName, symbol: data.tokenSymbol, uri: launchMetadataUri(ctx, mint.address) };
  const sizes = tokenLaunchSizes(mint.address, wallet, meta);
  const [mintRent, vaultRent] = await Promise.all([
    ctx.chain.rpc.getMinimumBalanceForRentExemption(BigInt(sizes.funded)).send(),
    ctx.chain.rpc.getMinimumBalanceForRentExemption(BigInt(VAULT_SIZE)).send(),
  ]);
  const token = tokenRef(mint.address);
  const tokenVault = await ata(ctx.platform.address, token);
  const program = { programAddress: TOKEN_2022_PROGRAM_ADDRESS };
  const instructions: Instruction[] = [
    getCreateAccountInstruction({
      payer: creator,
      newAccount: mint,
      lamports: mintRent,
      space: sizes.allocate,
      programAddress: TOKEN_2022_PROGRAM_ADDRESS,
    }),
    getInitializeMetadataPointerInstruction({
      mint: mint.address,
      authority: null,
      metadataAddress: mint.address,
    }),
    getInitializeMint2Instruction({
      mint: mint.address,
      decimals: CURVE_DECIMALS,
      mintAuthority: wallet,
      freezeAuthority: null,
    }),
    getInitializeTokenMetadataInstruction({
      metadata: mint.address,
      updateAuthority: wallet,
      mint: mint.address,
      mintAuthority: creator,
      ...meta,
    }),
    getUpdateTokenMetadataUpdateAuthorityInstruction({
      metadata: mint.address,
      updateAuthority: creator,
      newUpdateAuthority: null,
    }),
    createAta(creator, ctx.platform.address, tokenVault, token),
    getMintToInstruction(
      { mint: mint.address, token: tokenVault, mintAuthority: creator, amount: CURVE_SUPPLY },
      program,
    ),
    getSetAuthorityInstruction(
      { owned: mint.address, owner: creator, authorityType: AuthorityType.MintTokens, newAuthority: null },
      program,
    ),
    getCreateAccountInstruction({
      payer: creator,
      newAccount: solVault,
      lamports: vaultRent,
      space: VAULT_SIZE,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeAccount3Instruction(
      { account: solVault.address, mint: NATIVE_MINT as Address, owner: ctx.platform.address },
      { programAddress: TOKEN_PROGRAM_ADDRESS },
    ),
    ...(await buyInstructions(
      creator,
      platform,
      { mint: mint.address, tokenVault, solVault: solVault.address },
      first,
      LAUNCH_FEE_LAMPORTS,
    )),
  ];
  const planned = await planOperation(ctx, launchOperation, {
    wallet,
    summary: {
      mint: mint.address,
      symbol: data.tokenSymbol,
      name: data.tokenName,
      curve: data.bondingCurve,
      side: 'buy',
      tokens: first.tokens.toString(),
      lamports: first.cost.toString(),
      feeLamports: first.fee.toString(),
      totalLamports: first.total.toString(),
      launchFeeLamports: LAUNCH_FEE_LAMPORTS.toString(),
      mintRentLamports: mintRent.toString(),
    },
    transactions: [instructions],
  }).catch((error: unknown) => {
    throw tooLarge(error, data, mint.address) ?? error;
  });
  await ctx.database.db.insert(launches).values({
    mint: mint.address,
    creator: wallet,
    name: data.tokenName,
    symbol: data.tokenSymbol,
    description: data.description,
    twitter: data.socialLinks.twitter,
    telegram: data.socialLinks.telegram,
    website: data.socialLinks.website,
    imageUrl: data.imageUrl,
    curve: data.bondingCurve,
    rehearsal,
    tokenVault,
    solVault: solVault.address,
    operationId: planned.operationId,
  });
  return { ...planned, mint: mint.address };
}

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** The longest base58 address: the metadata address names the mint, so the next plan's size can grow by this. */
const LONGEST_ADDRESS = 44;

/**
 * The pipeline's size refusal in the launch form's words: what to shorten, by how much, if that can help.
 * Counted for the longest mint address, so shortening by that much fits whatever mint the next plan draws.
 */
function tooLarge(error: unknown, data: LaunchTokenData, mint: string): AppError | null {
  if (!(error instanceof AppError) || error.code !== TRANSACTION_TOO_LARGE_CODE) return null;
  const overBy = Number(error.details?.overBy ?? 0) + LONGEST_ADDRESS - mint.length;
  const spare = utf8Length(data.tokenName) + utf8Length(data.tokenSymbol) - 2;
  return badRequest(
    overBy <= spare
      ? launchpadMessages.nameTooLongForChain(overBy)
      : launchpadMessages.launchTooLarge(overBy),
  );
}
