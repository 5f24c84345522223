import { encodeBase58 } from './base58';
import { uiTokenAmount } from './token-amount';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './token-layout';

/**
 * jsonParsed instructions as Agave's transaction-status crate writes them (parse_token.rs,
 * parse_associated_token.rs, parse_instruction.rs' memo) for SPL Token / Token-2022, the Associated
 * Token Account program and Memo. Anything else, and Token-2022 extension instructions not listed here,
 * stays "partially decoded" (accounts + data), as Agave does for an instruction it cannot parse.
 */
export interface ParsedInstruction {
  readonly program: string;
  readonly programId: string;
  readonly parsed: unknown;
  readonly stackHeight: number | null;
}

const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
const MEMO_PROGRAMS = new Set([
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
]);

/** `accounts` are the instruction's account keys, resolved; null = not parsable. */
export function parseInstruction(
  programId: string,
  accounts: readonly string[],
  data: Uint8Array,
  stackHeight: number | null,
): ParsedInstruction | null {
  let parsed: unknown;
  let program: string;
  if (programId === TOKEN_PROGRAM || programId === TOKEN_2022_PROGRAM) {
    program = 'spl-token';
    parsed = parseToken(accounts, data);
  } else if (programId === ASSOCIATED_TOKEN_PROGRAM) {
    program = 'spl-associated-token-account';
    parsed = parseAssociatedToken(accounts, data);
  } else if (MEMO_PROGRAMS.has(programId)) {
    program = 'spl-memo';
    parsed = parseMemo(data);
  } else {
    return null;
  }
  return parsed === null ? null : { program, programId, parsed, stackHeight };
}

function parseMemo(data: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return null;
  }
}

function parseAssociatedToken(accounts: readonly string[], data: Uint8Array) {
  const kind = data.length === 0 ? 0 : data.length === 1 ? data[0] : -1;
  const names = ['source', 'account', 'wallet', 'mint', 'systemProgram', 'tokenProgram'];
  if (kind === 0 || kind === 1) {
    if (accounts.length < 6) return null;
    return { type: kind === 0 ? 'create' : 'createIdempotent', info: named(accounts, names) };
  }
  if (kind === 2) {
    if (accounts.length < 7) return null;
    const nested = ['nestedSource', 'nestedMint', 'destination', 'nestedOwner', 'ownerMint', 'wallet'];
    return { type: 'recoverNested', info: named(accounts, [...nested, 'tokenProgram']) };
  }
  return null;
}

function named(accounts: readonly string[], names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  names.forEach((name, i) => {
    out[name] = accounts[i] ?? '';
  });
  return out;
}

/** Token-2022's ExtensionType numbering, by the names Agave's UiExtensionType writes. */
const EXTENSION_TYPES = [
  'uninitialized',
  'transferFeeConfig',
  'transferFeeAmount',
  'mintCloseAuthority',
  'confidentialTransferMint',
  'confidentialTransferAccount',
  'defaultAccountState',
  'immutableOwner',
  'memoTransfer',
  'nonTransferable',
  'interestBearingConfig',
  'cpiGuard',
  'permanentDelegate',
  'nonTransferableAccount',
  'transferHook',
  'transferHookAccount',
  'confidentialTransferFeeConfig',
  'confidentialTransferFeeAmount',
  'metadataPointer',
  'tokenMetadata',
  'groupPointer',
  'tokenGroup',
  'groupMemberPointer',
  'tokenGroupMember',
  'confidentialMintBurn',
  'scaledUiAmount',
  'pausable',
  'pausableAccount',
];

/** SetAuthority's AuthorityType, with the account it names ("mint" or "account"). */
const AUTHORITY_TYPES: readonly (readonly [string, 'mint' | 'account'])[] = [
  ['mintTokens', 'mint'],
  ['freezeAccount', 'mint'],
  ['accountOwner', 'account'],
  ['closeAccount', 'account'],
  ['transferFeeConfig', 'mint'],
  ['withheldWithdraw', 'mint'],
  ['closeMint', 'mint'],
  ['interestRate', 'mint'],
  ['permanentDelegate', 'mint'],
  ['confidentialTransferMint', 'mint'],
  ['transferHookProgramId', 'mint'],
  ['confidentialTransferFeeConfig', 'mint'],
  ['metadataPointer', 'mint'],
  ['groupPointer', 'mint'],
  ['groupMemberPointer', 'mint'],
  ['scaledUiAmount', 'mint'],
  ['pause', 'mint'],
];

class Reader {
  private offset = 1;
  constructor(private readonly data: Uint8Array) {}
  u8(): number {
    const value = this.data[this.offset];
    if (value === undefined) throw new RangeError('short');
    this.offset += 1;
    return value;
  }
  u64(): bigint {
    if (this.offset + 8 > this.data.length) throw new RangeError('short');
    const value = Buffer.from(this.data.buffer, this.data.byteOffset + this.offset, 8).readBigUInt64LE();
    this.offset += 8;
    return value;
  }
  pubkey(): string {
    if (this.offset + 32 > this.data.length) throw new RangeError('short');
    const value = encodeBase58(this.data.subarray(this.offset, this.offset + 32));
    this.offset += 32;
    return value;
  }
  /** COption<Pubkey> as the token programs pack it in instruction data: a tag byte, then the key. */
  optionalPubkey(): string | null {
    const tag = this.u8();
    if (tag === 0) return null;
    if (tag === 1) return this.pubkey();
    throw new RangeError('bad tag');
  }
  rest(): Uint8Array {
    return this.data.subarray(this.offset);
  }
}

/** Agave's parse_signers: one authority, or a multisig and the signers after it. */
function withSigners(
  info: Record<string, unknown>,
  accounts: readonly string[],
  lastNonSigner: number,
  ownerField: string,
  multisigField: string,
): Record<string, unknown> {
  const owner = accounts[lastNonSigner];
  if (accounts.length > lastNonSigner + 1) {
    if (owner !== undefined) info[multisigField] = owner;
    info.signers = accounts.slice(lastNonSigner + 1);
  } else if (owner !== undefined) {
    info[ownerField] = owner;
  }
  return info;
}

function parseToken(accounts: readonly string[], data: Uint8Array) {
  try {
    return parseTokenUnchecked(accounts, data);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

function parseTokenUnchecked(
  accounts: readonly string[],
  data: Uint8Array,
): { type: string; info: Record<string, unknown> } | null {
  const r = new Reader(data);
  const a = (i: number) => accounts[i] ?? '';
  const need = (n: number) => {
    if (accounts.length < n) throw new RangeError('accounts');
  };
  const signed = (
    type: string,
    n: number,
    info: Record<string, unknown>,
    ownerField: string,
    multisigField: string,
  ) => {
    need(n);
    return { type, info: withSigners(info, accounts, n - 1, ownerField, multisigField) };
  };
  switch (data[0]) {
    case 0: {
      const decimals = r.u8();
      const mintAuthority = r.pubkey();
      const freezeAuthority = r.optionalPubkey();
      need(2);
      const info: Record<string, unknown> = { mint: a(0), decimals, mintAuthority, rentSysvar: a(1) };
      if (freezeAuthority) info.freezeAuthority = freezeAuthority;
      return { type: 'initializeMint', info };
    }
    case 20: {
      const decimals = r.u8();
      const mintAuthority = r.pubkey();
      const freezeAuthority = r.optionalPubkey();
      need(1);
      const info: Record<string, unknown> = { mint: a(0), decimals, mintAuthority };
      if (freezeAuthority) info.freezeAuthority = freezeAuthority;
      return { type: 'initializeMint2', info };
    }
    case 1:
      need(4);
      return {
        type: 'initializeAccount',
        info: { account: a(0), mint: a(1), owner: a(2), rentSysvar: a(3) },
      };
    case 16: {
      const owner = r.pubkey();
      need(3);
      return { type: 'initializeAccount2', info: { account: a(0), mint: a(1), owner, rentSysvar: a(2) } };
    }
    case 18: {
      const owner = r.pubkey();
      need(2);
      return { type: 'initializeAccount3', info: { account: a(0), mint: a(1), owner } };
    }
    case 2: {
      const m = r.u8();
      need(3);
      return {
        type: 'initializeMultisig',
        info: { multisig: a(0), rentSysvar: a(1), signers: accounts.slice(2), m },
      };
    }
    case 19: {
      const m = r.u8();
      need(2);
      return { type: 'initializeMultisig2', info: { multisig: a(0), signers: accounts.slice(1), m } };
    }
    case 3: {
      const amount = r.u64().toString();
      const info = { source: a(0), destination: a(1), amount };
      return signed('transfer', 3, info, 'authority', 'multisigAuthority');
    }
    case 4: {
      const amount = r.u64().toString();
      return signed('approve', 3, { source: a(0), delegate: a(1), amount }, 'owner', 'multisigOwner');
    }
    case 5:
      return signed('revoke', 2, { source: a(0) }, 'owner', 'multisigOwner');
    case 6: {
      const authority = AUTHORITY_TYPES[r.u8()];
      const newAuthority = r.optionalPubkey();
      if (!authority) return null;
      const info = { [authority[1]]: a(0), authorityType: authority[0], newAuthority };
      return signed('setAuthority', 2, info, 'authority', 'multisigAuthority');
    }
    case 7: {
      const amount = r.u64().toString();
      const info = { mint: a(0), account: a(1), amount };
      return signed('mintTo', 3, info, 'mintAuthority', 'multisigMintAuthority');
    }
    case 8: {
      const amount = r.u64().toString();
      return signed('burn', 3, { account: a(0), mint: a(1), amount }, 'authority', 'multisigAuthority');
    }
    case 9:
      return signed('closeAccount', 3, { account: a(0), destination: a(1) }, 'owner', 'multisigOwner');
    case 10:
    case 11: {
      const type = data[0] === 10 ? 'freezeAccount' : 'thawAccount';
      return signed(type, 3, { account: a(0), mint: a(1) }, 'freezeAuthority', 'multisigFreezeAuthority');
    }
    case 12: {
      const tokenAmount = uiTokenAmount(r.u64(), r.u8());
      const info = { source: a(0), mint: a(1), destination: a(2), tokenAmount };
      return signed('transferChecked', 4, info, 'authority', 'multisigAuthority');
    }
    case 13: {
      const tokenAmount = uiTokenAmount(r.u64(), r.u8());
      const info = { source: a(0), mint: a(1), delegate: a(2), tokenAmount };
      return signed('approveChecked', 4, info, 'owner', 'multisigOwner');
    }
    case 14: {
      const tokenAmount = uiTokenAmount(r.u64(), r.u8());
      const info = { mint: a(0), account: a(1), tokenAmount };
      return signed('mintToChecked', 3, info, 'mintAuthority', 'multisigMintAuthority');
    }
    case 15: {
      const tokenAmount = uiTokenAmount(r.u64(), r.u8());
      const info = { account: a(0), mint: a(1), tokenAmount };
      return signed('burnChecked', 3, info, 'authority', 'multisigAuthority');
    }
    case 17:
      need(1);
      return { type: 'syncNative', info: { account: a(0) } };
    case 21: {
      const rest = r.rest();
      if (rest.length % 2 !== 0) return null;
      const types: string[] = [];
      for (let i = 0; i < rest.length; i += 2) {
        const name = EXTENSION_TYPES[(rest[i] ?? 0) | ((rest[i + 1] ?? 0) << 8)];
        if (!name) return null;
        types.push(name);
      }
      need(1);
      const info: Record<string, unknown> = { mint: a(0) };
      if (types.length > 0) info.extensionTypes = types;
      return { type: 'getAccountDataSize', info };
    }
    case 22:
      need(1);
      return { type: 'initializeImmutableOwner', info: { account: a(0) } };
    case 23: {
      const amount = r.u64().toString();
      need(1);
      return { type: 'amountToUiAmount', info: { mint: a(0), amount } };
    }
    case 24: {
      let uiAmount: string;
      try {
        uiAmount = new TextDecoder('utf-8', { fatal: true }).decode(r.rest());
      } catch {
        return null;
      }
      need(1);
      return { type: 'uiAmountToAmount', info: { mint: a(0), uiAmount } };
    }
    case 31:
      need(3);
      return { type: 'createNativeMint', info: { payer: a(0), nativeMint: a(1), systemProgram: a(2) } };
    case 32:
      need(1);
      return { type: 'initializeNonTransferableMint', info: { mint: a(0) } };
    case 38:
      return signed(
        'withdrawExcessLamports',
        3,
        { source: a(0), destination: a(1) },
        'authority',
        'multisigAuthority',
      );
    default:
      return null;
  }
}
