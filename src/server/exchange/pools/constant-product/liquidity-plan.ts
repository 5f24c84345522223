import { createNoopSigner, type Address, type Instruction } from '@solana/kit';
import { getBurnCheckedInstruction, getMintToInstruction } from '@solana-program/token-2022';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { ata, createAta, transferChecked, unwrapSol, wrapSol, type MintRef } from '../../instructions';
import { LP_DECIMALS } from '../../market';
import type { LivePool } from '../types';

const lpRef = (pool: LivePool): MintRef => ({
  mint: pool.id,
  decimals: LP_DECIMALS,
  tokenProgram: TOKEN_PROGRAM_ADDRESS,
});

/** Deposit both sides, platform mints `lp` to the user (checked against the reserves again at co-signing). */
export async function addInstructions(
  wallet: Address,
  platform: Address,
  pool: LivePool,
  amountA: bigint,
  amountB: bigint,
  lp: bigint,
): Promise<Instruction[]> {
  const user = createNoopSigner(wallet);
  const ix: Instruction[] = [];
  const wrapped =
    pool.tokenA.mint === NATIVE_MINT ? amountA : pool.tokenB.mint === NATIVE_MINT ? amountB : 0n;
  if (wrapped > 0n) ix.push(...(await wrapSol(user, wrapped)));
  ix.push(
    transferChecked(await ata(wallet, pool.tokenA), pool.vaultA, user, pool.tokenA, amountA),
    transferChecked(await ata(wallet, pool.tokenB), pool.vaultB, user, pool.tokenB, amountB),
  );
  const userLp = await ata(wallet, lpRef(pool));
  ix.push(
    createAta(user, wallet, userLp, lpRef(pool)),
    getMintToInstruction(
      { mint: pool.id as Address, token: userLp, mintAuthority: createNoopSigner(platform), amount: lp },
      { programAddress: TOKEN_PROGRAM_ADDRESS },
    ),
  );
  if (wrapped > 0n) ix.push(await unwrapSol(user));
  return ix;
}

/** Burn `lp` (user signs), platform pays both sides out of the vaults. */
export async function removeInstructions(
  wallet: Address,
  platform: Address,
  pool: LivePool,
  lp: bigint,
  amountA: bigint,
  amountB: bigint,
): Promise<Instruction[]> {
  const user = createNoopSigner(wallet);
  const authority = createNoopSigner(platform);
  const ix: Instruction[] = [
    getBurnCheckedInstruction(
      {
        account: await ata(wallet, lpRef(pool)),
        mint: pool.id as Address,
        authority: user,
        amount: lp,
        decimals: LP_DECIMALS,
      },
      { programAddress: TOKEN_PROGRAM_ADDRESS },
    ),
  ];
  for (const [token, vault, amount] of [
    [pool.tokenA, pool.vaultA, amountA],
    [pool.tokenB, pool.vaultB, amountB],
  ] as const) {
    const account = await ata(wallet, token);
    ix.push(
      createAta(user, wallet, account, token),
      transferChecked(vault, account, authority, token, amount),
    );
  }
  if (pool.tokenA.mint === NATIVE_MINT || pool.tokenB.mint === NATIVE_MINT) ix.push(await unwrapSol(user));
  return ix;
}
