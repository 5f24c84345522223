import { describe, expect, it } from 'vitest';
import { decodeBase58 } from './base58';
import { parseInstruction } from './parse-instruction';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './token-layout';

// Expected values follow the tests in Agave's transaction-status parse_token.rs / parse_associated_token.rs.
const MINT = 'So11111111111111111111111111111111111111112';
const AUTHORITY = 'Vote111111111111111111111111111111111111111';
const FREEZE = 'Stake11111111111111111111111111111111111111';
const RENT = 'SysvarRent111111111111111111111111111111111';
const ACCOUNT = 'SysvarC1ock11111111111111111111111111111111';

function key(text: string): number[] {
  return Array.from(decodeBase58(text) ?? []);
}

const token = (accounts: string[], data: number[]) =>
  parseInstruction(TOKEN_PROGRAM, accounts, Uint8Array.from(data), null)?.parsed;

describe('parseInstruction (jsonParsed, as Agave)', () => {
  it('initializeMint names the freeze authority only when there is one', () => {
    const withFreeze = token([MINT, RENT], [0, 2, ...key(AUTHORITY), 1, ...key(FREEZE)]);
    expect(withFreeze).toEqual({
      type: 'initializeMint',
      info: { mint: MINT, decimals: 2, mintAuthority: AUTHORITY, freezeAuthority: FREEZE, rentSysvar: RENT },
    });
    const without = token([MINT, RENT], [0, 2, ...key(AUTHORITY), 0]);
    expect(without).toEqual({
      type: 'initializeMint',
      info: { mint: MINT, decimals: 2, mintAuthority: AUTHORITY, rentSysvar: RENT },
    });
  });

  it('setAuthority names the account or the mint by the authority type, and a removed authority as null', () => {
    expect(token([ACCOUNT, AUTHORITY], [6, 2, 1, ...key(FREEZE)])).toEqual({
      type: 'setAuthority',
      info: { account: ACCOUNT, authorityType: 'accountOwner', newAuthority: FREEZE, authority: AUTHORITY },
    });
    expect(token([MINT, AUTHORITY], [6, 0, 0])).toEqual({
      type: 'setAuthority',
      info: { mint: MINT, authorityType: 'mintTokens', newAuthority: null, authority: AUTHORITY },
    });
  });

  it('burnChecked by a multisig lists the multisig and its signers', () => {
    const amount = [0x39, 0x30, 0, 0, 0, 0, 0, 0]; // 12345
    expect(token([ACCOUNT, MINT, AUTHORITY, FREEZE, RENT], [15, ...amount, 2])).toEqual({
      type: 'burnChecked',
      info: {
        account: ACCOUNT,
        mint: MINT,
        tokenAmount: { amount: '12345', decimals: 2, uiAmount: 123.45, uiAmountString: '123.45' },
        multisigAuthority: AUTHORITY,
        signers: [FREEZE, RENT],
      },
    });
  });

  it('reads Token-2022 as "spl-token" and lists getAccountDataSize extension types', () => {
    const parsed = parseInstruction(TOKEN_2022_PROGRAM, [MINT], Uint8Array.from([21, 7, 0]), 2);
    expect(parsed).toEqual({
      program: 'spl-token',
      programId: TOKEN_2022_PROGRAM,
      parsed: { type: 'getAccountDataSize', info: { mint: MINT, extensionTypes: ['immutableOwner'] } },
      stackHeight: 2,
    });
  });

  it('reads an ATA create with empty data (the deprecated form) as create', () => {
    const accounts = [AUTHORITY, ACCOUNT, FREEZE, MINT, '11111111111111111111111111111111', TOKEN_PROGRAM];
    const parsed = parseInstruction(
      'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
      accounts,
      new Uint8Array(),
      null,
    );
    expect(parsed?.parsed).toEqual({
      type: 'create',
      info: {
        source: AUTHORITY,
        account: ACCOUNT,
        wallet: FREEZE,
        mint: MINT,
        systemProgram: '11111111111111111111111111111111',
        tokenProgram: TOKEN_PROGRAM,
      },
    });
  });

  it('leaves what Agave cannot parse to the caller (partially decoded)', () => {
    expect(token([ACCOUNT], [3, 1, 0, 0, 0, 0, 0, 0, 0])).toBeUndefined(); // transfer with one account
    expect(token([ACCOUNT, MINT, AUTHORITY], [3, 1, 0])).toBeUndefined(); // short amount
    expect(token([MINT], [26, 0])).toBeUndefined(); // transfer-fee extension: not parsed here
    const memo = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';
    expect(parseInstruction(memo, [], Uint8Array.from([0xff]), null)).toBeNull();
    expect(parseInstruction(memo, [], Buffer.from('🦖'), null)?.parsed).toBe('🦖');
    expect(parseInstruction('11111111111111111111111111111111', [], new Uint8Array(), null)).toBeNull();
  });
});
