import { isPositiveDecimal, multisendMessages as m } from '@shared/schemas/multisend';
import { percentagesSumTo100 } from '@shared/math/batch-split';
import type { VerifiedToken } from '@shared/schemas/token-verify';
import { parseUiAmount, stripThousands, withThousands } from '@shared/solana/amounts';
import type { BatchKindConfig, BatchRequestBody, Priority, SendType } from './kinds';
import { collectCustomValues, type RecipientAnalysis } from './recipients';

export interface BatchFormValues {
  tokenAddress: string;
  sendType: SendType;
  totalAmount: string;
  recipientsText: string;
  gasMultiplier: number;
  priority: Priority;
  /** What the user typed in the custom-amounts panel, by address (amounts, or percents). */
  customOverrides: Record<string, string>;
}

export const BATCH_FORM_DEFAULTS: BatchFormValues = {
  tokenAddress: '',
  sendType: 'equal',
  totalAmount: '',
  recipientsText: '',
  gasMultiplier: 1,
  priority: 'medium',
  customOverrides: {},
};

export type { BatchRequestBody };

/** Messages shown under the fields (spec §5, exact texts). */
export interface FieldIssues {
  totalAmount?: string;
  recipients?: string;
}

export function fieldIssues(
  config: BatchKindConfig,
  values: BatchFormValues,
  analysis: RecipientAnalysis,
  token: VerifiedToken | null = null,
) {
  const issues: FieldIssues = {};
  if (values.sendType !== 'custom' && !isPositiveDecimal(stripThousands(values.totalAmount))) {
    issues.totalAmount = m.amountInvalid;
  } else if (token) {
    issues.totalAmount = tokenAmountIssue(values, analysis, token);
    if (!issues.totalAmount) delete issues.totalAmount;
  }
  if (analysis.lineCount === 0) issues.recipients = config.requiredMessage;
  return issues;
}

/** With a verified token: too many decimals for the mint, or more than the wallet holds (server checks too). */
function tokenAmountIssue(
  values: BatchFormValues,
  analysis: RecipientAnalysis,
  token: VerifiedToken,
): string | undefined {
  const total =
    values.sendType === 'custom'
      ? collectCustomValues(values.customOverrides, analysis.recipients).sum
      : stripThousands(values.totalAmount);
  const units = parseUiAmount(total, token.decimals);
  if (units === null) return m.amountInvalid;
  if (units > BigInt(token.userBalance)) {
    return m.insufficient(withThousands(total), withThousands(token.uiBalance), token.symbol);
  }
  return undefined;
}

export interface Refusal {
  title: string;
  description?: string;
}

function lineList(lines: readonly number[]): string {
  const shown = lines.slice(0, 5).join(', ');
  return lines.length > 5 ? `${shown} and ${lines.length - 5} more` : shown;
}

/**
 * The client's toasts before anything is sent (spec §5); null when the batch may go to the server.
 * Field messages (`fieldIssues`) are checked between the token check and these.
 */
export function precheck(
  config: BatchKindConfig,
  values: BatchFormValues,
  analysis: RecipientAnalysis,
  tokenVerified: boolean,
): Refusal | null {
  if (config.needsToken && !tokenVerified)
    return { title: m.tokenNotVerifiedTitle, description: m.tokenNotVerified };
  if (analysis.recipients.length === 0) {
    return { title: config.noRecipientsToast, description: config.requiredMessage };
  }
  if (analysis.invalid.length > 0) {
    const lines = analysis.invalid.map((i) => i.line);
    return {
      title: 'Fix Invalid Lines',
      description: `Nothing was sent. Correct or remove line${lines.length === 1 ? '' : 's'} ${lineList(lines)}.`,
    };
  }
  if (config.maxRecipients !== null && analysis.recipients.length > config.maxRecipients) {
    return { title: m.tooManyTitle, description: m.tooMany };
  }
  if (values.sendType !== 'equal') {
    const custom = collectCustomValues(values.customOverrides, analysis.recipients);
    if (custom.missing.length > 0 || custom.invalid.length > 0) {
      const count = custom.missing.length + custom.invalid.length;
      return {
        title: m.missingCustom,
        description: `Enter a positive ${values.sendType === 'percentage' ? 'percentage' : 'amount'} for ${count} recipient${count === 1 ? '' : 's'}.`,
      };
    }
    if (values.sendType === 'percentage' && !percentagesSumTo100(Object.values(custom.values))) {
      return { title: m.missingCustom, description: m.percentagesSum };
    }
  }
  return null;
}

/** The request in the spec's field names for the screen's endpoint (plan and preview take the same body). */
export function buildRequestBody(
  config: BatchKindConfig,
  values: BatchFormValues,
  analysis: RecipientAnalysis,
): BatchRequestBody {
  const addresses = analysis.recipients.map((r) => r.address);
  const custom =
    values.sendType === 'equal'
      ? undefined
      : collectCustomValues(values.customOverrides, analysis.recipients);
  const totalAmount =
    values.sendType === 'custom' ? (custom?.sum ?? '0') : stripThousands(values.totalAmount);
  const shared = {
    totalAmount,
    priority: values.priority,
    gasMultiplier: config.hasGasSelector ? values.gasMultiplier : 1,
    ...(custom ? { customAmounts: custom.values } : {}),
  };
  const tokenAddress = values.tokenAddress.trim();
  if (config.kind === 'multisend') {
    return { ...shared, tokenAddress, sendType: values.sendType, recipients: addresses };
  }
  if (config.kind === 'token') return { ...shared, tokenAddress, type: values.sendType, addresses };
  return { ...shared, type: values.sendType, addresses };
}
