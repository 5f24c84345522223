import {
  decompileTransactionMessageFetchingLookupTables,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  verifySignature,
  type Address,
  type Base64EncodedWireTransaction,
  type Instruction,
  type Transaction,
} from '@solana/kit';
import type { ChainClient } from '../client';
import { authorityFindings, SYSTEM_PROGRAM, type ResolvedInstruction } from './authority-rules';

export interface LintFinding {
  /** Index of the planned transaction the finding is about. */
  transaction: number;
  rule: 'simulation' | 'signers' | 'authority';
  message: string;
}

export interface LintRequest {
  wallet: Address;
  /** The planned (unsigned by the wallet) base64 wire transactions, in sending order. */
  transactions: readonly string[];
  /** Keys the platform co-signs with after the wallet (the platform key, custody keys). */
  platformKeys: readonly Address[];
  /** False only for a transaction built for another cluster than this RPC (e.g. Jupiter's, on mainnet). */
  simulate?: boolean;
}

/**
 * The wallet-safety lint of planned transactions: each simulates cleanly, the wallet is the only signer
 * still to sign besides the platform (so one signAllTransactions call signs the whole plan), and no
 * instruction gives an authority or a delegate to a third party. An empty list means the plan passes.
 */
export async function lintPlannedTransactions(chain: ChainClient, req: LintRequest): Promise<LintFinding[]> {
  const findings: LintFinding[] = [];
  const decoded = req.transactions.map((wire) =>
    getTransactionDecoder().decode(getBase64Encoder().encode(wire)),
  );
  const created = new Set<string>();
  for (const [index, tx] of decoded.entries()) {
    const add = (rule: LintFinding['rule'], message: string) =>
      findings.push({ transaction: index, rule, message });
    for (const message of await signerFindings(tx, req, created)) add('signers', message);
    const instructions = await resolveInstructions(chain, tx).catch((error: unknown) => {
      add(
        'authority',
        `could not read its instructions: ${error instanceof Error ? error.message : String(error)}`,
      );
      return [];
    });
    for (const ix of instructions) createdAccount(ix, created);
    const trusted = new Set<string>([req.wallet, ...req.platformKeys, ...created]);
    for (const ix of instructions) {
      for (const message of authorityFindings(ix, req.wallet, trusted)) add('authority', message);
    }
    if (req.simulate !== false) {
      const error = await simulationError(chain, req.transactions[index] ?? '');
      if (error) add('simulation', error);
    }
  }
  return findings;
}

/** The fee payer is the wallet; every other signer is the platform or a key that already signed. */
async function signerFindings(tx: Transaction, req: LintRequest, created: Set<string>): Promise<string[]> {
  const out: string[] = [];
  const payer = getCompiledTransactionMessageDecoder().decode(tx.messageBytes).staticAccounts[0];
  if (payer !== req.wallet) out.push(`the fee payer is ${String(payer)}, not the wallet`);
  for (const [signer, signature] of Object.entries(tx.signatures)) {
    if (signer === req.wallet || req.platformKeys.includes(signer as Address)) continue;
    if (signature === null) {
      out.push(`needs a signature from ${signer}: the wallet would be asked for a second prompt`);
      continue;
    }
    const key = await getPublicKeyFromAddress(signer as Address);
    if (!(await verifySignature(key, signature, tx.messageBytes))) {
      out.push(`carries a signature of ${signer} that does not verify`);
      continue;
    }
    created.add(signer);
  }
  return out;
}

async function resolveInstructions(chain: ChainClient, tx: Transaction): Promise<ResolvedInstruction[]> {
  const compiled = getCompiledTransactionMessageDecoder().decode(tx.messageBytes);
  const message = await decompileTransactionMessageFetchingLookupTables(compiled, chain.rpc);
  const instructions: readonly Instruction[] = message.instructions;
  return instructions.map((ix) => ({
    programAddress: ix.programAddress,
    accounts: (ix.accounts ?? []).map((a) => a.address),
    data: new Uint8Array(ix.data ?? []),
  }));
}

/** System CreateAccount (and WithSeed): the new account is the plan's own. */
function createdAccount(ix: ResolvedInstruction, created: Set<string>): void {
  if (ix.programAddress !== SYSTEM_PROGRAM || ix.data.length < 4) return;
  const tag = new DataView(ix.data.buffer, ix.data.byteOffset, 4).getUint32(0, true);
  const account = ix.accounts[1];
  if ((tag === 0 || tag === 3) && account) created.add(account);
}

async function simulationError(chain: ChainClient, wire: string): Promise<string | null> {
  const { value } = await chain.rpc
    .simulateTransaction(wire as Base64EncodedWireTransaction, {
      encoding: 'base64',
      sigVerify: false,
      replaceRecentBlockhash: true,
      commitment: 'confirmed',
    })
    .send();
  if (!value.err) return null;
  const logs = (value.logs ?? []).slice(-3).join(' | ');
  return `does not simulate: ${JSON.stringify(value.err, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))}${logs ? ` (${logs})` : ''}`;
}
