import { encodeAccount } from '../account-encoding';
import { decodeBase58 } from '../base58';
import { withContext } from '../core';
import {
  RPC_PREFLIGHT_FAILURE,
  RPC_SIGNATURE_VERIFICATION_FAILURE,
  RpcError,
  invalidParams,
} from '../errors';
import { checkAge } from '../durable-nonce';
import { executeTransaction, signatureOf } from '../executor';
import { computeBudgetOf, transactionFee } from '../fees';
import { checkCommon, configAt, encodeOptions, optionalBoolean, requireAddress } from '../params';
import type { Config } from '../params';
import { readAccount } from '../svm';
import { decodeMessageArgument, decodeTransactionArgument, decodeWireArgument } from '../tx-input';
import { simulationValue } from './simulation-value';
import { simulateTransaction } from '../simulate';
import { resolveKeys } from '../tx-keys';
import type { MethodTable, RpcCore } from './types';

function blockhashNotFoundValue() {
  return {
    accounts: null,
    err: 'BlockhashNotFound',
    fee: null,
    innerInstructions: null,
    loadedAddresses: null,
    logs: [],
    postBalances: null,
    postTokenBalances: null,
    preBalances: null,
    preTokenBalances: null,
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed: 0,
  };
}

function requestedAccounts(
  core: RpcCore,
  config: Config,
): { addresses: string[]; options: ReturnType<typeof encodeOptions> } | null {
  const spec = config.accounts;
  if (spec === undefined || spec === null) return null;
  if (typeof spec !== 'object' || Array.isArray(spec)) throw invalidParams('accounts must be an object');
  const { addresses, encoding } = spec as Record<string, unknown>;
  if (!Array.isArray(addresses)) throw invalidParams('accounts.addresses must be an array');
  return {
    addresses: addresses.map((a: unknown) => requireAddress(core.book, a, 'account address').text),
    options: encodeOptions({ encoding: encoding ?? 'base64' }),
  };
}

export const transactionMethods: MethodTable = {
  sendTransaction(core, params) {
    const config = configAt(params, 1);
    checkCommon(config, core.clock.slot);
    const tx = decodeTransactionArgument(decodeWireArgument(params[0], config.encoding));
    const preflight = !(optionalBoolean(config, 'skipPreflight') ?? false);
    const outcome = executeTransaction(core, tx, preflight);
    if (outcome.kind === 'landed' || outcome.kind === 'duplicate') return outcome.record.signature;
    if (outcome.kind === 'dropped') return signatureOf(tx);
    if (outcome.error.json === 'SignatureFailure') {
      throw new RpcError(RPC_SIGNATURE_VERIFICATION_FAILURE, 'Transaction signature verification failure');
    }
    throw new RpcError(RPC_PREFLIGHT_FAILURE, `Transaction simulation failed: ${outcome.error.message}`, {
      accounts: null,
      err: outcome.error.json,
      innerInstructions: null,
      logs: outcome.logs,
      replacementBlockhash: null,
      returnData: null,
      unitsConsumed: outcome.unitsConsumed,
    });
  },

  simulateTransaction(core, params) {
    const config = configAt(params, 1);
    checkCommon(config, core.clock.slot);
    const sigVerify = optionalBoolean(config, 'sigVerify') ?? false;
    const replace = optionalBoolean(config, 'replaceRecentBlockhash') ?? false;
    if (sigVerify && replace) throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
    const accounts = requestedAccounts(core, config);
    let tx = decodeTransactionArgument(decodeWireArgument(params[0], config.encoding));
    let replacement = null;
    if (replace) {
      const latest = core.clock.latest();
      const bytes = new Uint8Array(tx.bytes);
      bytes.set(
        decodeBase58(latest.blockhash) ?? new Uint8Array(32),
        tx.messageOffset + tx.message.blockhashOffset,
      );
      tx = decodeTransactionArgument(bytes);
      replacement = {
        blockhash: latest.blockhash,
        lastValidBlockHeight: core.clock.lastValidBlockHeight(latest),
      };
    } else if (!checkAge(core, tx.message, resolveKeys(core.svm, core.book, tx.message))) {
      return withContext(core, blockhashNotFoundValue());
    }
    const outcome = simulateTransaction(core, tx, sigVerify);
    if (sigVerify && outcome.error?.json === 'SignatureFailure') {
      throw new RpcError(RPC_SIGNATURE_VERIFICATION_FAILURE, 'Transaction signature verification failure');
    }
    const accountValues = accounts
      ? outcome.postAccounts &&
        accounts.addresses.map((address) => {
          const bytes = core.book.toBytes(address);
          const post = outcome.postAccounts?.has(address)
            ? outcome.postAccounts.get(address)
            : bytes && readAccount(core.svm, core.book, bytes);
          return post ? encodeAccount(core.parse, post, accounts.options) : null;
        })
      : null;
    const innerInstructions = optionalBoolean(config, 'innerInstructions') ?? false;
    return withContext(
      core,
      simulationValue(core, outcome, { accounts: accountValues, replacement, innerInstructions }),
    );
  },

  requestAirdrop(core, params) {
    const address = requireAddress(core.book, params[0]);
    const lamports = params[1];
    if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports <= 0) {
      throw invalidParams('lamports must be a positive integer');
    }
    checkCommon(configAt(params, 2), core.clock.slot);
    return core.airdrop(address, BigInt(lamports), true);
  },

  getFeeForMessage(core, params) {
    const message = decodeMessageArgument(params[0]);
    checkCommon(configAt(params, 1), core.clock.slot);
    // A durable-nonce message is priced too (Agave: get_fee_for_message falls back to the nonce account).
    if (!checkAge(core, message, resolveKeys(core.svm, core.book, message))) return withContext(core, null);
    return withContext(core, transactionFee(message, computeBudgetOf(message, core.book)));
  },
};
