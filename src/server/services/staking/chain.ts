import { eq } from 'drizzle-orm';
import { SOLX_DECIMALS, solxMessages } from '@shared/schemas/solx';
import type { AppContext } from '../../context';
import { solxAllocations, solxToken } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ata, type MintRef } from '../../exchange/instructions';
import { readAccounts, tokenAccountAmount } from '../../exchange/accounts';

/** Where staking moves SOLX: the staking vault (principal) and the staking-rewards allocation vault. */
export interface StakingAccounts {
  token: MintRef;
  stakingVault: string;
  rewardsVault: string;
}

export async function stakingAccounts(ctx: AppContext): Promise<StakingAccounts | null> {
  const { db } = ctx.database;
  const [token] = await db.select().from(solxToken).where(eq(solxToken.id, 'solx'));
  const [rewards] = await db.select().from(solxAllocations).where(eq(solxAllocations.id, 'staking'));
  if (!token || !rewards) return null;
  return {
    token: { mint: token.mint, decimals: SOLX_DECIMALS, tokenProgram: token.tokenProgram },
    stakingVault: token.stakingVault,
    rewardsVault: rewards.vault,
  };
}

export async function requireStakingAccounts(ctx: AppContext): Promise<StakingAccounts> {
  const accounts = await stakingAccounts(ctx);
  if (!accounts) throw new AppError(503, 'solx_not_bootstrapped', solxMessages.notBootstrapped);
  return accounts;
}

/** The wallet's SOLX in its associated account: the account a stake draws from and payouts go to. */
export async function walletSolx(ctx: AppContext, wallet: string, token: MintRef) {
  const account = await ata(wallet, token);
  const [raw] = await readAccounts(ctx, [account]);
  return { account, balance: raw ? tokenAccountAmount(raw.data) : 0n };
}
