import { generateKeyPairSigner, type Address, type Instruction } from '@solana/kit';
import { getAssignInstruction, SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import {
  AuthorityType,
  getInitializeMint2Instruction,
  getInitializePermanentDelegateInstruction,
  getSetAuthorityInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import { beforeAll, describe, expect, it } from 'vitest';
import { authorityFindings } from './authority-rules';

const resolved = (ix: Instruction) => ({
  programAddress: ix.programAddress,
  accounts: (ix.accounts ?? []).map((a) => a.address),
  data: new Uint8Array(ix.data ?? []),
});

describe('authority rules of the wallet-safety lint', () => {
  let wallet: Address;
  let stranger: Address;
  let mint: Address;
  beforeAll(async () => {
    wallet = (await generateKeyPairSigner()).address;
    stranger = (await generateKeyPairSigner()).address;
    mint = (await generateKeyPairSigner()).address;
  });
  const findings = (ix: Instruction) => authorityFindings(resolved(ix), wallet, new Set([wallet]));

  it('lets a mint authority go to the wallet or be revoked, not to a stranger', () => {
    const setTo = (newAuthority: Address | null) =>
      getSetAuthorityInstruction({
        owned: mint,
        owner: wallet,
        authorityType: AuthorityType.MintTokens,
        newAuthority,
      });
    expect(findings(setTo(wallet))).toEqual([]);
    expect(findings(setTo(null))).toEqual([]);
    expect(findings(setTo(stranger))).toEqual([
      `sets the mint authority to ${stranger}, which is neither the wallet, the platform nor a key this plan creates`,
    ]);
  });

  it('checks both authorities of a new mint and a permanent delegate', () => {
    const init = (freezeAuthority: Address | null) =>
      getInitializeMint2Instruction({ mint, decimals: 6, mintAuthority: wallet, freezeAuthority });
    expect(findings(init(null))).toEqual([]);
    expect(findings(init(stranger))).toEqual([expect.stringContaining(`freeze authority to ${stranger}`)]);
    const delegate = getInitializePermanentDelegateInstruction({ mint, delegate: stranger });
    expect(delegate.programAddress).toBe(TOKEN_2022_PROGRAM_ADDRESS);
    expect(findings(delegate)).toEqual([expect.stringContaining(`permanent delegate to ${stranger}`)]);
  });

  it("refuses a System Assign of the wallet's own account", async () => {
    const signer = await generateKeyPairSigner();
    const assignWallet = getAssignInstruction({
      account: signer,
      programAddress: TOKEN_2022_PROGRAM_ADDRESS,
    });
    expect(authorityFindings(resolved(assignWallet), signer.address, new Set())).toEqual([
      `assigns the wallet's account to the program ${TOKEN_2022_PROGRAM_ADDRESS}`,
    ]);
    const other = getAssignInstruction({ account: signer, programAddress: SYSTEM_PROGRAM_ADDRESS });
    expect(authorityFindings(resolved(other), wallet, new Set([wallet]))).toEqual([]);
    const unknown = getAssignInstruction({ account: signer, programAddress: stranger });
    expect(authorityFindings(resolved(unknown), wallet, new Set([wallet]))).toEqual([
      `assigns the account ${signer.address} to the unknown program ${stranger}`,
    ]);
  });
});
