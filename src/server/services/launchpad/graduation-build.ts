import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Instruction,
} from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import {
  getBurnCheckedInstruction,
  getCloseAccountInstruction,
  getInitializeAccount3Instruction,
  getInitializeMint2Instruction,
  getMintToInstruction,
} from '@solana-program/token-2022';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { initialLiquidity } from '@shared/math/amm';
import { graduationAmounts, type CurveState } from '@shared/math/bonding-curve';
import { tokenAccountSize } from '@shared/solana/token-account';
import type { AppContext } from '../../context';
import { ata, createAta, transferChecked, type MintRef } from '../../exchange/instructions';
import { LP_DECIMALS } from '../../exchange/market';
import { SOL_REF, tokenRef, type LaunchRow } from './chain';

const VAULT_SIZE = tokenAccountSize(TOKEN_PROGRAM_ADDRESS, false);
const MINT_SIZE = 82;

export interface GraduationTx {
  wire: string;
  signature: string;
  lastValidBlockHeight: bigint;
  poolId: string;
  vaultA: string;
  vaultB: string;
}

/**
 * One platform transaction: a constant-product pool (LP mint + two vaults) takes the raise and the
 * reserved tokens at the curve's final price; the LP units are minted and burned at once (liquidity
 * locked forever); leftover tokens (the curve's and any donated) are burned, donated wrapped SOL is
 * swept (`sweep`) and the emptied curve vaults closed (the SOL vault's leftover, if the curve's shape
 * leaves any, goes to the creator with its rent).
 */
export async function buildGraduation(
  ctx: AppContext,
  row: LaunchRow,
  state: CurveState,
  vaultTokens: bigint,
  sweep: { lamports: bigint; to: Address } | null = null,
): Promise<GraduationTx> {
  const platform = ctx.platform;
  const g = graduationAmounts(state);
  const token = tokenRef(row.mint);
  const lp: MintRef = { mint: '', decimals: LP_DECIMALS, tokenProgram: TOKEN_PROGRAM_ADDRESS };
  const [lpMint, vaultA, vaultB] = await Promise.all([
    generateKeyPairSigner(),
    generateKeyPairSigner(),
    generateKeyPairSigner(),
  ]);
  lp.mint = lpMint.address;
  const [accountRent, mintRent] = await Promise.all([
    ctx.chain.rpc.getMinimumBalanceForRentExemption(BigInt(VAULT_SIZE)).send(),
    ctx.chain.rpc.getMinimumBalanceForRentExemption(BigInt(MINT_SIZE)).send(),
  ]);
  const lpAccount = await ata(platform.address, lp);
  const liquidity = initialLiquidity(g.poolTokens, g.poolSol);
  const burnable = vaultTokens - g.poolTokens;
  const ix: Instruction[] = [
    getCreateAccountInstruction({
      payer: platform,
      newAccount: lpMint,
      lamports: mintRent,
      space: MINT_SIZE,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction(
      { mint: lpMint.address, decimals: LP_DECIMALS, mintAuthority: platform.address, freezeAuthority: null },
      { programAddress: TOKEN_PROGRAM_ADDRESS },
    ),
  ];
  for (const [vault, ref] of [
    [vaultA, token],
    [vaultB, SOL_REF],
  ] as const) {
    const programAddress = ref.tokenProgram as Address;
    ix.push(
      getCreateAccountInstruction({
        payer: platform,
        newAccount: vault,
        lamports: accountRent,
        space: VAULT_SIZE,
        programAddress,
      }),
      getInitializeAccount3Instruction(
        { account: vault.address, mint: ref.mint as Address, owner: platform.address },
        { programAddress },
      ),
    );
  }
  ix.push(
    transferChecked(row.tokenVault, vaultA.address, platform, token, g.poolTokens),
    transferChecked(row.solVault, vaultB.address, platform, SOL_REF, g.poolSol),
  );
  if (sweep) ix.push(transferChecked(row.solVault, sweep.to, platform, SOL_REF, sweep.lamports));
  const tokenProgram = { programAddress: token.tokenProgram as Address };
  if (burnable > 0n)
    ix.push(
      getBurnCheckedInstruction(
        {
          account: row.tokenVault as Address,
          mint: row.mint as Address,
          authority: platform,
          amount: burnable,
          decimals: token.decimals,
        },
        tokenProgram,
      ),
    );
  ix.push(
    getCloseAccountInstruction(
      { account: row.tokenVault as Address, destination: platform.address, owner: platform },
      tokenProgram,
    ),
    // A wrapped-SOL account closes with its balance: what the pool did not take goes to the creator.
    getCloseAccountInstruction(
      { account: row.solVault as Address, destination: row.creator as Address, owner: platform },
      { programAddress: TOKEN_PROGRAM_ADDRESS },
    ),
    createAta(platform, platform.address, lpAccount, lp),
    getMintToInstruction(
      { mint: lpMint.address, token: lpAccount, mintAuthority: platform, amount: liquidity },
      { programAddress: TOKEN_PROGRAM_ADDRESS },
    ),
    getBurnCheckedInstruction(
      {
        account: lpAccount,
        mint: lpMint.address,
        authority: platform,
        amount: liquidity,
        decimals: LP_DECIMALS,
      },
      { programAddress: TOKEN_PROGRAM_ADDRESS },
    ),
  );
  const { value: latest } = await ctx.chain.rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(platform, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
    (m) => appendTransactionMessageInstructions(ix, m),
  );
  const signed = await signTransactionMessageWithSigners(message);
  return {
    wire: getBase64EncodedWireTransaction(signed),
    signature: getSignatureFromTransaction(signed),
    lastValidBlockHeight: latest.lastValidBlockHeight,
    poolId: lpMint.address,
    vaultA: vaultA.address,
    vaultB: vaultB.address,
  };
}
