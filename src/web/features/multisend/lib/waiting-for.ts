import type { BatchFormState } from '../hooks/use-batch-form';
import type { BatchKindConfig } from './kinds';

/** What the summary waits for while the form cannot be previewed yet. */
export function waitingForText(config: BatchKindConfig, form: BatchFormState): string {
  if (config.needsToken && !form.tokenVerified) return 'Verify the token to see the exact plan and costs.';
  if (form.analysis.recipients.length === 0)
    return `Add ${config.listLabel.toLowerCase()} to see the exact plan and costs.`;
  if (form.analysis.invalid.length > 0) return 'Fix the invalid lines to see the plan.';
  if (form.allIssues.totalAmount) return form.allIssues.totalAmount;
  if (form.refusal?.description) return form.refusal.description;
  return 'Complete the form to see the exact plan and costs.';
}
