import { createNoopSigner, type Address } from '@solana/kit';
import { AuthorityType, getSetAuthorityInstruction } from '@solana-program/token-2022';
import type { PlannedOperation } from '@shared/schemas/operations';
import { revokeMessages, type RevokeAuthoritiesRequest } from '@shared/schemas/tokens';
import type { AppContext } from '../../context';
import { readMint } from '../../chain/mint-info';
import { planOperation } from '../../chain/pipeline/plan';
import { AppError, badRequest } from '../../lib/errors';
import { tokenAuthorityRevokeOperation } from './operation';

const AUTHORITIES = [
  { key: 'mintAuthority', words: 'mint', type: AuthorityType.MintTokens },
  { key: 'freezeAuthority', words: 'freeze', type: AuthorityType.FreezeAccount },
] as const;

/**
 * Plans setting the chosen authorities of a mint to none. The chain is asked who holds them now, so a
 * wallet that is not the authority (or one already revoked) is refused before anything is signed.
 */
export async function planRevokeAuthorities(
  ctx: AppContext,
  wallet: Address,
  mint: Address,
  req: RevokeAuthoritiesRequest,
): Promise<PlannedOperation> {
  const info = await readMint(ctx, mint);
  const chosen = AUTHORITIES.filter((a) => req[a.key]);
  for (const a of chosen) {
    const holder = info[a.key];
    if (holder === null) throw badRequest(revokeMessages.alreadyRevoked(a.words));
    if (holder !== wallet) throw new AppError(403, 'not_authority', revokeMessages.notAuthority(a.words));
  }
  const owner = createNoopSigner(wallet);
  const instructions = chosen.map((a) =>
    getSetAuthorityInstruction(
      { owned: mint, owner, authorityType: a.type, newAuthority: null },
      { programAddress: info.programAddress },
    ),
  );
  return planOperation(ctx, tokenAuthorityRevokeOperation, {
    wallet,
    summary: {
      mint,
      symbol: info.symbol,
      mintAuthority: req.mintAuthority,
      freezeAuthority: req.freezeAuthority,
    },
    transactions: [instructions],
  });
}
