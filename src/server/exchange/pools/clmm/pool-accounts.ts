import { generateKeyPairSigner, type Address, type Instruction, type TransactionSigner } from '@solana/kit';
import { getCreateAccountInstruction, SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import { getInitializeAccount3Instruction } from '@solana-program/token-2022';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { tokenAccountSize } from '@shared/solana/token-account';
import type { AppContext } from '../../../context';
import type { MintRef } from '../../instructions';

export interface ClmmPoolAccounts {
  poolId: string;
  vaultA: string;
  vaultB: string;
  instructions: Instruction[];
}

/**
 * A concentrated-liquidity pool's accounts: its address (an empty rent-exempt account, so the pool has a
 * place on chain and the market reads it like any pool) and two plain token accounts owned by the
 * platform as vaults. Price, liquidity and ticks are not on chain (see `state.ts`).
 */
export async function clmmPoolAccounts(
  ctx: AppContext,
  payer: TransactionSigner,
  authority: Address,
  tokenA: MintRef,
  tokenB: MintRef,
): Promise<ClmmPoolAccounts> {
  const [pool, vaultA, vaultB] = await Promise.all([
    generateKeyPairSigner(),
    generateKeyPairSigner(),
    generateKeyPairSigner(),
  ]);
  const [poolRent, vaultRent] = await Promise.all([
    ctx.chain.rpc.getMinimumBalanceForRentExemption(0n).send(),
    ctx.chain.rpc
      .getMinimumBalanceForRentExemption(BigInt(tokenAccountSize(TOKEN_PROGRAM_ADDRESS, false)))
      .send(),
  ]);
  const instructions: Instruction[] = [
    getCreateAccountInstruction({
      payer,
      newAccount: pool,
      lamports: poolRent,
      space: 0,
      programAddress: SYSTEM_PROGRAM_ADDRESS,
    }),
  ];
  for (const [vault, token] of [
    [vaultA, tokenA],
    [vaultB, tokenB],
  ] as const) {
    const program = token.tokenProgram as Address;
    const space = tokenAccountSize(program, false);
    const lamports =
      program === TOKEN_PROGRAM_ADDRESS
        ? vaultRent
        : await ctx.chain.rpc.getMinimumBalanceForRentExemption(BigInt(space)).send();
    instructions.push(
      getCreateAccountInstruction({ payer, newAccount: vault, lamports, space, programAddress: program }),
      getInitializeAccount3Instruction(
        { account: vault.address, mint: token.mint as Address, owner: authority },
        { programAddress: program },
      ),
    );
  }
  return { poolId: pool.address, vaultA: vaultA.address, vaultB: vaultB.address, instructions };
}
