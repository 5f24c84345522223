import { generateKeyPairSigner, type Address, type Instruction, type TransactionSigner } from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import {
  getInitializeAccount3Instruction,
  getInitializeMint2Instruction,
  getMintToInstruction,
} from '@solana-program/token-2022';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { initialLiquidity, MINIMUM_LIQUIDITY } from '@shared/math/amm';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { tokenAccountSize } from '@shared/solana/token-account';
import type { AppContext } from '../../../context';
import { ata, createAta, transferChecked, unwrapSol, wrapSol, type MintRef } from '../../instructions';
import { LP_DECIMALS } from '../../market';

/** Vaults are plain (non-associated) token accounts. */
export const VAULT_SIZE = tokenAccountSize(TOKEN_PROGRAM_ADDRESS, false);
export const MINT_SIZE = 82;

export interface PoolCreation {
  poolId: string;
  vaultA: string;
  vaultB: string;
  liquidity: bigint;
  /** LP units that go to the depositor (the rest is the locked minimum, held by the pool authority). */
  depositorLp: bigint;
  /**
   * [LP mint + LP minting, vaults + deposits]: independent of each other, so each simulates on its own.
   * The deposit goes last: if it fails after the first landed, the user is left with LP units of a pool
   * marked failed (worth nothing, costing only rent) instead of deposits in vaults without LP units.
   */
  transactions: Instruction[][];
}

/**
 * Creates the LP mint (SPL Token, authority = platform) and two vaults owned by the platform (plain
 * accounts, not ATAs, so several pools can hold the same mint), deposits both sides from the payer and
 * mints the LP: floor(sqrt(a·b)), of which MINIMUM_LIQUIDITY is locked in the platform's LP account.
 */
export async function poolCreationInstructions(
  ctx: AppContext,
  payer: TransactionSigner,
  authority: TransactionSigner,
  tokenA: MintRef,
  tokenB: MintRef,
  amountA: bigint,
  amountB: bigint,
): Promise<PoolCreation> {
  const [lpMint, vaultA, vaultB] = await Promise.all([
    generateKeyPairSigner(),
    generateKeyPairSigner(),
    generateKeyPairSigner(),
  ]);
  const [accountRent, mintRent] = await Promise.all([
    ctx.chain.rpc.getMinimumBalanceForRentExemption(BigInt(VAULT_SIZE)).send(),
    ctx.chain.rpc.getMinimumBalanceForRentExemption(BigInt(MINT_SIZE)).send(),
  ]);
  const lp: MintRef = { mint: lpMint.address, decimals: LP_DECIMALS, tokenProgram: TOKEN_PROGRAM_ADDRESS };
  const liquidity = initialLiquidity(amountA, amountB);
  const ix: Instruction[] = [];
  const lpIx: Instruction[] = [
    getCreateAccountInstruction({
      payer,
      newAccount: lpMint,
      lamports: mintRent,
      space: MINT_SIZE,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction(
      {
        mint: lpMint.address,
        decimals: LP_DECIMALS,
        mintAuthority: authority.address,
        freezeAuthority: null,
      },
      { programAddress: TOKEN_PROGRAM_ADDRESS },
    ),
  ];
  for (const [vault, token] of [
    [vaultA, tokenA],
    [vaultB, tokenB],
  ] as const) {
    ix.push(
      getCreateAccountInstruction({
        payer,
        newAccount: vault,
        lamports: accountRent,
        space: VAULT_SIZE,
        programAddress: token.tokenProgram as Address,
      }),
      getInitializeAccount3Instruction(
        { account: vault.address, mint: token.mint as Address, owner: authority.address },
        { programAddress: token.tokenProgram as Address },
      ),
    );
  }
  const wrapped = tokenA.mint === NATIVE_MINT ? amountA : tokenB.mint === NATIVE_MINT ? amountB : 0n;
  if (wrapped > 0n) ix.push(...(await wrapSol(payer, wrapped)));
  ix.push(
    transferChecked(await ata(payer.address, tokenA), vaultA.address, payer, tokenA, amountA),
    transferChecked(await ata(payer.address, tokenB), vaultB.address, payer, tokenB, amountB),
  );
  if (wrapped > 0n) ix.push(await unwrapSol(payer));
  const payerLp = await ata(payer.address, lp);
  lpIx.push(createAta(payer, payer.address, payerLp, lp));
  const depositorLp = liquidity - MINIMUM_LIQUIDITY;
  if (payer.address !== authority.address) {
    const locked = await ata(authority.address, lp);
    lpIx.push(
      createAta(payer, authority.address, locked, lp),
      getMintToInstruction(
        { mint: lp.mint as Address, token: locked, mintAuthority: authority, amount: MINIMUM_LIQUIDITY },
        { programAddress: TOKEN_PROGRAM_ADDRESS },
      ),
      getMintToInstruction(
        { mint: lp.mint as Address, token: payerLp, mintAuthority: authority, amount: depositorLp },
        { programAddress: TOKEN_PROGRAM_ADDRESS },
      ),
    );
  } else {
    lpIx.push(
      getMintToInstruction(
        { mint: lp.mint as Address, token: payerLp, mintAuthority: authority, amount: liquidity },
        { programAddress: TOKEN_PROGRAM_ADDRESS },
      ),
    );
  }
  return {
    poolId: lpMint.address,
    vaultA: vaultA.address,
    vaultB: vaultB.address,
    liquidity,
    depositorLp,
    transactions: [lpIx, ix],
  };
}
