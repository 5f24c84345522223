import { createAddressWithSeed, type Address } from '@solana/kit';
import { getCreateAccountWithSeedInstruction } from '@solana-program/system';
import { getInitializeAccount3Instruction } from '@solana-program/token-2022';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { tokenAccountSize } from '@shared/solana/token-account';
import type { AppContext } from '../../../context';
import { readAccounts } from '../../accounts';
import { sendAsPlatform } from '../../../chain/platform-send';

const SEED = 'curve-fees';

/**
 * The platform's wrapped-SOL account that collects the 1 % of curve trades routed through the exchange
 * (the launchpad's own buys and sells pay the platform in SOL). Derived from the platform key, so every
 * instance names the same account, and never closed (unlike the platform's wrapped-SOL ATA, which
 * settlements sweep).
 */
export const curveFeeAccount = (platform: string): Promise<Address> =>
  createAddressWithSeed({
    baseAddress: platform as Address,
    programAddress: TOKEN_PROGRAM_ADDRESS,
    seed: SEED,
  });

/** Creates the fee account once (on the first start of a chain). */
export async function ensureCurveFeeAccount(ctx: AppContext): Promise<Address> {
  const platform = ctx.platform;
  const account = await curveFeeAccount(platform.address);
  const [existing] = await readAccounts(ctx, [account]);
  if (existing) return account;
  const space = tokenAccountSize(TOKEN_PROGRAM_ADDRESS, false);
  const amount = await ctx.chain.rpc.getMinimumBalanceForRentExemption(BigInt(space)).send();
  await sendAsPlatform(ctx, [
    getCreateAccountWithSeedInstruction({
      payer: platform,
      newAccount: account,
      baseAccount: platform,
      base: platform.address,
      seed: SEED,
      amount,
      space,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeAccount3Instruction(
      { account, mint: NATIVE_MINT as Address, owner: platform.address },
      { programAddress: TOKEN_PROGRAM_ADDRESS },
    ),
  ]);
  return account;
}
