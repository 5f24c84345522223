import type { AddressBook } from './address-book';
import { isZeroKey, tlvEntries, view } from './token-layout';

export interface UiExtension {
  readonly extension: string;
  readonly state?: Record<string, unknown>;
}

type Parser = (value: Uint8Array, book: AddressBook) => Record<string, unknown> | null;

const ACCOUNT_STATES = ['uninitialized', 'initialized', 'frozen'];

function key(book: AddressBook, value: Uint8Array, offset: number): string | null {
  const bytes = value.subarray(offset, offset + 32);
  return bytes.length === 32 && !isZeroKey(bytes) ? book.toText(bytes) : null;
}

function borshString(value: Uint8Array, offset: number): [string, number] {
  const length = view(value).getUint32(offset, true);
  const start = offset + 4;
  if (start + length > value.length) throw new RangeError('string out of bounds');
  return [Buffer.from(value.subarray(start, start + length)).toString('utf8'), start + length];
}

function transferFee(value: Uint8Array, offset: number): Record<string, unknown> {
  const dv = view(value);
  return {
    epoch: dv.getBigUint64(offset, true),
    maximumFee: dv.getBigUint64(offset + 8, true),
    transferFeeBasisPoints: dv.getUint16(offset + 16, true),
  };
}

function tokenMetadata(value: Uint8Array, book: AddressBook): Record<string, unknown> {
  const [name, afterName] = borshString(value, 64);
  const [symbol, afterSymbol] = borshString(value, afterName);
  const [uri, afterUri] = borshString(value, afterSymbol);
  const count = view(value).getUint32(afterUri, true);
  const additionalMetadata: [string, string][] = [];
  let offset = afterUri + 4;
  for (let i = 0; i < count; i++) {
    const [k, afterKey] = borshString(value, offset);
    const [v, afterValue] = borshString(value, afterKey);
    additionalMetadata.push([k, v]);
    offset = afterValue;
  }
  return {
    updateAuthority: key(book, value, 0),
    mint: book.toText(value.subarray(32, 64)),
    name,
    symbol,
    uri,
    additionalMetadata,
  };
}

const UNIT = (): Record<string, unknown> | null => null;

// Keyed by Token-2022 ExtensionType; names and field shapes follow solana-account-decoder's UiExtension.
const PARSERS = new Map<number, [string, Parser]>([
  [
    1,
    [
      'transferFeeConfig',
      (v, b) => ({
        transferFeeConfigAuthority: key(b, v, 0),
        withdrawWithheldAuthority: key(b, v, 32),
        withheldAmount: view(v).getBigUint64(64, true),
        olderTransferFee: transferFee(v, 72),
        newerTransferFee: transferFee(v, 90),
      }),
    ],
  ],
  [2, ['transferFeeAmount', (v) => ({ withheldAmount: view(v).getBigUint64(0, true) })]],
  [3, ['mintCloseAuthority', (v, b) => ({ closeAuthority: key(b, v, 0) })]],
  [6, ['defaultAccountState', (v) => ({ accountState: ACCOUNT_STATES[v[0] ?? 0] ?? 'uninitialized' })]],
  [7, ['immutableOwner', UNIT]],
  [8, ['memoTransfer', (v) => ({ requireIncomingTransferMemos: v[0] === 1 })]],
  [9, ['nonTransferable', UNIT]],
  [
    10,
    [
      'interestBearingConfig',
      (v, b) => {
        const dv = view(v);
        return {
          rateAuthority: key(b, v, 0),
          initializationTimestamp: Number(dv.getBigInt64(32, true)),
          preUpdateAverageRate: dv.getInt16(40, true),
          lastUpdateTimestamp: Number(dv.getBigInt64(42, true)),
          currentRate: dv.getInt16(50, true),
        };
      },
    ],
  ],
  [11, ['cpiGuard', (v) => ({ lockCpi: v[0] === 1 })]],
  [12, ['permanentDelegate', (v, b) => ({ delegate: key(b, v, 0) })]],
  [13, ['nonTransferableAccount', UNIT]],
  [14, ['transferHook', (v, b) => ({ authority: key(b, v, 0), programId: key(b, v, 32) })]],
  [15, ['transferHookAccount', (v) => ({ transferring: v[0] === 1 })]],
  [18, ['metadataPointer', (v, b) => ({ authority: key(b, v, 0), metadataAddress: key(b, v, 32) })]],
  [19, ['tokenMetadata', tokenMetadata]],
  [20, ['groupPointer', (v, b) => ({ authority: key(b, v, 0), groupAddress: key(b, v, 32) })]],
  [
    21,
    [
      'tokenGroup',
      (v, b) => ({
        updateAuthority: key(b, v, 0),
        mint: b.toText(v.subarray(32, 64)),
        size: view(v).getBigUint64(64, true),
        maxSize: view(v).getBigUint64(72, true),
      }),
    ],
  ],
  [22, ['groupMemberPointer', (v, b) => ({ authority: key(b, v, 0), memberAddress: key(b, v, 32) })]],
  [
    23,
    [
      'tokenGroupMember',
      (v, b) => ({
        mint: b.toText(v.subarray(0, 32)),
        group: b.toText(v.subarray(32, 64)),
        memberNumber: view(v).getBigUint64(64, true),
      }),
    ],
  ],
  [
    25,
    [
      'scaledUiAmountConfig',
      (v, b) => ({
        authority: key(b, v, 0),
        multiplier: String(view(v).getFloat64(32, true)),
        newMultiplierEffectiveTimestamp: Number(view(v).getBigInt64(40, true)),
        newMultiplier: String(view(v).getFloat64(48, true)),
      }),
    ],
  ],
  [26, ['pausableConfig', (v, b) => ({ authority: key(b, v, 0), paused: v[32] === 1 })]],
  [27, ['pausableAccount', UNIT]],
]);

/** The `extensions` array of a jsonParsed Token-2022 mint or account (empty for plain SPL Token). */
export function parseExtensions(data: Uint8Array, book: AddressBook): UiExtension[] {
  const out: UiExtension[] = [];
  for (const { type, value } of tlvEntries(data)) {
    const parser = PARSERS.get(type);
    if (!parser) {
      out.push({ extension: 'unparseableExtension' });
      continue;
    }
    try {
      const state = parser[1](value, book);
      out.push(state ? { extension: parser[0], state } : { extension: parser[0] });
    } catch {
      out.push({ extension: 'unparseableExtension' });
    }
  }
  return out;
}
