import { encodeAccount } from '../account-encoding';
import type { EncodeOptions } from '../account-encoding';
import { withContext } from '../core';
import { invalidParams } from '../errors';
import { matchesFilters, parseFilters } from '../filters';
import type { AccountFilter } from '../filters';
import { checkCommon, configAt, encodeOptions, optionalBoolean, requireAddress } from '../params';
import type { Config } from '../params';
import { readAccount } from '../svm';
import { isTokenProgram } from '../token-layout';
import type { MethodTable, RpcCore } from './types';

const MAX_MULTIPLE_ACCOUNTS = 100;

function accountValue(core: RpcCore, bytes: Uint8Array, options: EncodeOptions) {
  const account = readAccount(core.svm, core.book, bytes);
  return account ? encodeAccount(core.parse, account, options) : null;
}

function readConfig(core: RpcCore, params: readonly unknown[], index: number): Config {
  const config = configAt(params, index);
  checkCommon(config, core.clock.slot);
  return config;
}

/** Token programs have owner and mint indexes; a memcmp on either field narrows the scan to them. */
function candidates(core: RpcCore, program: string, filters: readonly AccountFilter[]): Iterable<string> {
  if (isTokenProgram(program)) {
    for (const filter of filters) {
      if (
        filter.kind !== 'memcmp' ||
        filter.bytes.length !== 32 ||
        (filter.offset !== 0 && filter.offset !== 32)
      )
        continue;
      const key = core.book.toText(filter.bytes);
      const index = filter.offset === 0 ? core.indexes.tokensByMint : core.indexes.tokensByOwner;
      return index.get(key) ?? [];
    }
  }
  return core.indexes.byProgram.get(program) ?? [];
}

export const accountMethods: MethodTable = {
  getAccountInfo(core, params) {
    const address = requireAddress(core.book, params[0]);
    const options = encodeOptions(readConfig(core, params, 1));
    return withContext(core, accountValue(core, address.bytes, options));
  },

  getMultipleAccounts(core, params) {
    const list = params[0];
    if (!Array.isArray(list)) throw invalidParams('expected an array of pubkeys');
    if (list.length > MAX_MULTIPLE_ACCOUNTS)
      throw invalidParams(`Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`);
    const addresses = list.map((value: unknown) => requireAddress(core.book, value));
    const options = encodeOptions(readConfig(core, params, 1));
    return withContext(
      core,
      addresses.map((a) => accountValue(core, a.bytes, options)),
    );
  },

  getBalance(core, params) {
    const address = requireAddress(core.book, params[0]);
    readConfig(core, params, 1);
    return withContext(core, core.svm.getBalance(address.bytes) ?? 0n);
  },

  getProgramAccounts(core, params) {
    const program = requireAddress(core.book, params[0], 'program id');
    const config = readConfig(core, params, 1);
    const options = encodeOptions(config);
    const filters = parseFilters(config.filters);
    const out = [];
    for (const address of candidates(core, program.text, filters)) {
      const bytes = core.book.toBytes(address);
      const account = bytes ? readAccount(core.svm, core.book, bytes) : null;
      if (!account || account.owner !== program.text || !matchesFilters(account.data, filters)) continue;
      out.push({ account: encodeAccount(core.parse, account, options), pubkey: address });
    }
    return optionalBoolean(config, 'withContext') ? withContext(core, out) : out;
  },

  getMinimumBalanceForRentExemption(core, params) {
    const size = params[0] ?? 0;
    if (typeof size !== 'number' || !Number.isInteger(size) || size < 0)
      throw invalidParams('data length must be a non-negative integer');
    readConfig(core, params, 1);
    return core.svm.minimumBalanceForRentExemption(BigInt(size));
  },
};
