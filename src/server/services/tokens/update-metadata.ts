import { createNoopSigner, type Address } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  getUpdateTokenMetadataFieldInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
  tokenMetadataField,
} from '@solana-program/token-2022';
import type { PlannedOperation } from '@shared/schemas/operations';
import { updateMetadataMessages, type UpdateMetadataRequest } from '@shared/schemas/tokens';
import type { AppContext } from '../../context';
import { planOperation } from '../../chain/pipeline/plan';
import { AppError, badRequest } from '../../lib/errors';
import { tokenMetadataUpdateOperation } from './operation';

type MetadataState = { updateAuthority?: string | null; name?: string; symbol?: string };
type Parsed = { parsed?: { type?: string; info?: { extensions?: { extension?: string; state?: MetadataState }[] } } };

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** The mint's Token-2022 metadata as the chain has it now, with the account's size and balance. */
async function readMetadataAccount(ctx: AppContext, mint: Address) {
  const { value } = await ctx.chain.rpc
    .getAccountInfo(mint, { encoding: 'base64', commitment: 'confirmed' })
    .send();
  const parsed = await ctx.chain.rpc
    .getAccountInfo(mint, { encoding: 'jsonParsed', commitment: 'confirmed' })
    .send();
  if (!value || !parsed.value) throw new AppError(404, 'token_not_found', 'Token not found on this network');
  const data = parsed.value.data as Parsed;
  if (parsed.value.owner !== TOKEN_2022_PROGRAM_ADDRESS || data.parsed?.type !== 'mint') {
    throw badRequest(updateMetadataMessages.noMetadata);
  }
  const state = data.parsed.info?.extensions?.find((e) => e.extension === 'tokenMetadata')?.state;
  if (!state) throw badRequest(updateMetadataMessages.noMetadata);
  const size = Buffer.from(value.data[0], 'base64').length;
  return { state, size, lamports: value.lamports };
}

/**
 * Plans UpdateField for the name and/or symbol. Token-2022 grows the mint account itself but does not
 * fund it, so a longer name or symbol first tops the rent up by the exact difference.
 */
export async function planUpdateMetadata(
  ctx: AppContext,
  wallet: Address,
  mint: Address,
  req: UpdateMetadataRequest,
): Promise<PlannedOperation> {
  const { state, size, lamports } = await readMetadataAccount(ctx, mint);
  const authority = state.updateAuthority ?? null;
  if (authority === null) throw badRequest(updateMetadataMessages.authorityRemoved);
  if (authority !== wallet) throw new AppError(403, 'not_authority', updateMetadataMessages.notAuthority);
  const oldName = state.name ?? '';
  const oldSymbol = state.symbol ?? '';
  const fields = [
    { field: tokenMetadataField('Name'), value: req.name, old: oldName },
    { field: tokenMetadataField('Symbol'), value: req.symbol, old: oldSymbol },
  ].filter((f) => f.value !== f.old);
  if (fields.length === 0) throw badRequest(updateMetadataMessages.unchanged);

  const newSize = fields.reduce((n, f) => n + utf8Length(f.value) - utf8Length(f.old), size);
  const needed = await ctx.chain.rpc.getMinimumBalanceForRentExemption(BigInt(newSize)).send();
  const topUp = needed > lamports ? needed - lamports : 0n;
  const signer = createNoopSigner(wallet);
  const instructions = [
    ...(topUp > 0n ? [getTransferSolInstruction({ source: signer, destination: mint, amount: topUp })] : []),
    ...fields.map((f) =>
      getUpdateTokenMetadataFieldInstruction({
        metadata: mint,
        updateAuthority: signer,
        field: f.field,
        value: f.value,
      }),
    ),
  ];
  return planOperation(ctx, tokenMetadataUpdateOperation, {
    wallet,
    summary: { mint, name: req.name, symbol: req.symbol, rentTopUpLamports: topUp.toString() },
    transactions: [instructions],
  });
}
