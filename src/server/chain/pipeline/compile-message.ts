import type { compileTransaction, compileTransactionMessage } from '@solana/kit';

type Message = Parameters<typeof compileTransaction>[0];
type Compiled = ReturnType<typeof compileTransactionMessage>;

const WRITABLE = 1;
const SIGNER = 2;
/** The runtime's limits, as kit checks them while compiling. */
const MAX_ACCOUNTS = 64;
const MAX_SIGNERS = 12;
const MAX_INSTRUCTIONS = 64;
const MAX_ACCOUNTS_PER_INSTRUCTION = 255;

/** Kit's address order (`getAddressComparator`), built once: kit builds the collator for every compile. */
const compareAddresses = new Intl.Collator('en', {
  caseFirst: 'lower',
  ignorePunctuation: false,
  localeMatcher: 'best fit',
  numeric: false,
  sensitivity: 'variant',
  usage: 'sort',
}).compare;

/**
 * Kit's `compileTransactionMessage` for a legacy or v0 message without lookup-table accounts (every
 * message the server compiles): the fee payer first, then signers before the rest and writable before
 * read-only, each class in kit's address order; an address's roles merged over its uses. Null for
 * anything else, and for a message kit refuses (an invoked program writable or paying fees, a limit
 * passed), so kit compiles it and says why.
 */
export function compileWithoutLookups(message: Message): Compiled | null {
  if (message.version !== 0 && message.version !== 'legacy') return null;
  const payer = message.feePayer.address;
  const roles = new Map<string, number>([[payer, WRITABLE | SIGNER]]);
  const programs = new Set<string>();
  if (message.instructions.length > MAX_INSTRUCTIONS) return null;
  for (const ix of message.instructions) {
    const programRole = roles.get(ix.programAddress);
    if (programRole === undefined) roles.set(ix.programAddress, 0);
    else if (programRole & WRITABLE) return null;
    programs.add(ix.programAddress);
    const accounts = ix.accounts ?? [];
    if (accounts.length > MAX_ACCOUNTS_PER_INSTRUCTION) return null;
    for (const account of accounts) {
      if ('lookupTableAddress' in account) return null;
      if (account.address === payer) continue;
      if (programs.has(account.address) && account.role & WRITABLE) return null;
      roles.set(account.address, (roles.get(account.address) ?? 0) | account.role);
    }
  }
  const ordered = [...roles.keys()].sort((a, b) => {
    if (a === payer || b === payer) return a === payer ? -1 : 1;
    const ra = roles.get(a) ?? 0;
    const rb = roles.get(b) ?? 0;
    if ((ra & SIGNER) !== (rb & SIGNER)) return ra & SIGNER ? -1 : 1;
    if ((ra & WRITABLE) !== (rb & WRITABLE)) return ra & WRITABLE ? -1 : 1;
    return compareAddresses(a, b);
  });
  if (ordered.length > MAX_ACCOUNTS) return null;
  const header = { numSignerAccounts: 0, numReadonlySignerAccounts: 0, numReadonlyNonSignerAccounts: 0 };
  const index = new Map<string, number>();
  ordered.forEach((address, i) => {
    index.set(address, i);
    const role = roles.get(address) ?? 0;
    if (role & SIGNER) {
      header.numSignerAccounts++;
      if (!(role & WRITABLE)) header.numReadonlySignerAccounts++;
    } else if (!(role & WRITABLE)) header.numReadonlyNonSignerAccounts++;
  });
  if (header.numSignerAccounts > MAX_SIGNERS) return null;
  const lifetime = (message as { lifetimeConstraint?: { blockhash: string } | { nonce: string } })
    .lifetimeConstraint;
  return {
    ...(message.version === 0 ? { addressTableLookups: [] } : null),
    ...(lifetime ? { lifetimeToken: 'nonce' in lifetime ? lifetime.nonce : lifetime.blockhash } : null),
    header,
    instructions: message.instructions.map(({ accounts, data, programAddress }) => ({
      programAddressIndex: index.get(programAddress) ?? 0,
      ...(accounts ? { accountIndices: accounts.map((a) => index.get(a.address) ?? 0) } : null),
      ...(data ? { data } : null),
    })),
    staticAccounts: ordered,
    version: message.version,
  } as unknown as Compiled;
}
