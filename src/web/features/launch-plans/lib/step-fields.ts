import { RUNNABLE_STEP_KINDS } from '@shared/launch-plans/requests';
import type { LaunchPlanInput } from '@shared/schemas/launch-plans';
import { STAKE_DURATIONS, STAKE_TIERS } from '@shared/schemas/staking';

export type RunnableKind = (typeof RUNNABLE_STEP_KINDS)[number];

/** Why the page runs buys by new wallets in rehearsals only. */
export const BUYS_RUN_FROM_CLI =
  "Buyer wallets are the buyers' own: on a real cluster a curve-buys step runs from the CLI (npx solx-launch), where their key files live";
export const BUYS_REHEARSAL_NOTE =
  'Rehearsal: this page generates one wallet per buy, funds it from yours and keeps its key in this browser for the run.';
export type StepDraft = Record<string, unknown> & { id: string; kind: string };

export interface FieldSpec {
  name: string;
  label: string;
  /**
   * `image`: a logo file kept as a data URL; `recipients`: `address,amount` lines or an attached CSV;
   * `buys`: one SOL amount per line.
   */
  type: 'text' | 'select' | 'checkbox' | 'textarea' | 'image' | 'recipients' | 'buys';
  options?: readonly string[];
  placeholder?: string;
  /** A nested key (revoke.mint). */
  path?: [string, string];
}

export const KIND_LABELS: Record<RunnableKind, string> = {
  'create-token': 'Create token',
  'curve-launch': 'Bonding-curve launch',
  'curve-buys': 'Buys by new wallets',
  pool: 'Constant-product pool',
  'clmm-position': 'CLMM position',
  distribute: 'Distribute to many wallets',
  stake: 'Stake SOLX',
  burn: 'Burn tokens',
};

const ref = 'Address or $steps.<id>.mint';

/** The form of each step kind the app can run (the plan document's fields, in the order a user fills them). */
export const STEP_FIELDS: Record<RunnableKind, FieldSpec[]> = {
  'create-token': [
    { name: 'name', label: 'Name', type: 'text', placeholder: 'Rocket' },
    { name: 'symbol', label: 'Symbol', type: 'text', placeholder: 'RKT' },
    { name: 'decimals', label: 'Decimals', type: 'select', options: ['6', '9'] },
    { name: 'supply', label: 'Total supply', type: 'text', placeholder: '1000000' },
    { name: 'description', label: 'Description', type: 'textarea' },
    { name: 'revokeMint', label: 'Revoke mint authority', type: 'checkbox', path: ['revoke', 'mint'] },
    { name: 'revokeFreeze', label: 'Revoke freeze authority', type: 'checkbox', path: ['revoke', 'freeze'] },
    { name: 'logo', label: 'Logo (PNG, JPEG, GIF or WebP, up to 512 KB)', type: 'image' },
  ],
  'curve-launch': [
    { name: 'name', label: 'Name', type: 'text' },
    { name: 'symbol', label: 'Symbol', type: 'text' },
    { name: 'description', label: 'Description (10+ characters)', type: 'textarea' },
    { name: 'curve', label: 'Curve', type: 'select', options: ['standard', 'exponential', 'logarithmic'] },
    { name: 'initialBuySol', label: 'Your first buy (SOL)', type: 'text', placeholder: '0.5' },
    { name: 'logo', label: 'Logo (PNG, JPEG, GIF or WebP, up to 512 KB)', type: 'image' },
  ],
  'curve-buys': [
    { name: 'mint', label: 'Curve token', type: 'text', placeholder: '$steps.curve-launch.mint' },
    { name: 'slippage', label: 'Slippage (%)', type: 'select', options: ['0.5', '1', '3', '5', '10'] },
    { name: 'buys', label: 'Buys (SOL per new wallet, one per line, up to 50)', type: 'buys' },
  ],
  pool: [
    { name: 'tokenA', label: 'Token A', type: 'text', placeholder: ref },
    { name: 'tokenB', label: 'Token B', type: 'text', placeholder: 'SOL' },
    { name: 'amountA', label: 'Amount A', type: 'text' },
    { name: 'amountB', label: 'Amount B', type: 'text' },
    { name: 'lp', label: 'LP tokens', type: 'select', options: ['keep', 'burn'] },
  ],
  'clmm-position': [
    { name: 'pool', label: 'CLMM pool', type: 'text', placeholder: 'Pool address' },
    { name: 'minPrice', label: 'Min price', type: 'text' },
    { name: 'maxPrice', label: 'Max price', type: 'text' },
    { name: 'amountA', label: 'Amount A', type: 'text' },
    { name: 'amountB', label: 'Amount B', type: 'text' },
  ],
  distribute: [
    { name: 'token', label: 'Token', type: 'text', placeholder: 'SOL or $steps.token.mint' },
    { name: 'recipients', label: 'Recipients (address,amount per line, up to 1000)', type: 'recipients' },
  ],
  stake: [
    { name: 'tier', label: 'Pool', type: 'select', options: STAKE_TIERS },
    { name: 'amount', label: 'SOLX to stake', type: 'text' },
    { name: 'duration', label: 'Lock (days)', type: 'select', options: STAKE_DURATIONS.map(String) },
  ],
  burn: [
    { name: 'token', label: 'Token', type: 'text', placeholder: ref },
    { name: 'amount', label: 'Amount', type: 'text' },
  ],
};

const FIRST: Record<RunnableKind, Omit<StepDraft, 'id' | 'kind'>> = {
  'create-token': {
    name: '',
    symbol: '',
    decimals: 6,
    supply: '',
    description: '',
    revoke: { mint: true, freeze: true },
  },
  'curve-launch': { name: '', symbol: '', description: '', curve: 'standard', initialBuySol: '0.1' },
  'curve-buys': { mint: '$steps.curve-launch.mint', buys: [{ sol: '0.05' }, { sol: '0.05' }], slippage: 3 },
  pool: { tokenA: '$steps.token.mint', tokenB: 'SOL', amountA: '', amountB: '', lp: 'keep' },
  'clmm-position': { pool: '', minPrice: '', maxPrice: '', amountA: '', amountB: '' },
  distribute: { token: '$steps.token.mint', recipients: [] },
  stake: { tier: 'bronze', amount: '', duration: 30 },
  burn: { token: '$steps.token.mint', amount: '' },
};

export function newStep(kind: RunnableKind, taken: readonly string[]): StepDraft {
  const base = kind === 'create-token' ? 'token' : kind;
  let id = base;
  for (let i = 2; taken.includes(id); i++) id = `${base}-${i}`;
  return { id, kind, ...structuredClone(FIRST[kind]) };
}

/** A worked example: a token with revoked authorities, a pool against SOL, a burn. */
export const EXAMPLE_PLAN: LaunchPlanInput = {
  version: 1,
  name: 'Rocket launch',
  steps: [
    {
      id: 'token',
      kind: 'create-token',
      name: 'Rocket',
      symbol: 'RKT',
      decimals: 6,
      supply: '1000000',
      description: 'A rehearsed launch',
      revoke: { mint: true, freeze: true },
    },
    { id: 'pool', kind: 'pool', tokenA: '$steps.token.mint', tokenB: 'SOL', amountA: '500000', amountB: '1' },
    { id: 'burn', kind: 'burn', token: '$steps.token.mint', amount: '100000' },
  ],
};

export const WEB_STEP_KINDS: readonly RunnableKind[] = RUNNABLE_STEP_KINDS;

export const isRunnable = (kind: string): kind is RunnableKind =>
  (WEB_STEP_KINDS as readonly string[]).includes(kind);

/** A field's value as the form shows it. */
export function fieldValue(step: StepDraft, f: FieldSpec): unknown {
  if (f.path) return (step[f.path[0]] as Record<string, unknown> | undefined)?.[f.path[1]];
  return step[f.name];
}

/** The step with one field changed (numbers stay numbers where the plan wants them). */
export function withField(step: StepDraft, f: FieldSpec, value: unknown): StepDraft {
  if (f.path) {
    const inner = { ...((step[f.path[0]] as Record<string, unknown> | undefined) ?? {}), [f.path[1]]: value };
    return { ...step, [f.path[0]]: inner };
  }
  const numeric = f.name === 'decimals' || f.name === 'duration' || f.name === 'slippage';
  return { ...step, [f.name]: numeric ? Number(value) : value };
}
