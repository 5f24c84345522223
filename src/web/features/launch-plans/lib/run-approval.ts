/** Where a run stands that decides how its wallet's signing requests are approved. */
export interface ApprovalContext {
  /** The connected wallet is the app's own Local Wallet (it shows no prompt of its own). */
  isLocalWallet: boolean;
  rehearsal: boolean;
  /** The server runs the embedded chain. */
  embedded: boolean;
}

/** "Approve all steps" is offered for a Local Wallet rehearsal on the embedded chain, never otherwise. */
export const canApproveAll = (c: ApprovalContext) => c.isLocalWallet && c.rehearsal && c.embedded;

/**
 * How the run's next signing request is approved: an extension wallet shows its own prompt (`wallet`);
 * the Local Wallet signs silently, so the page asks (`prompt`) unless approve-all was granted for this
 * very run and the run still qualifies (`granted`).
 */
export function approvalFor(
  c: ApprovalContext,
  runId: string,
  grantedRunId: string | null,
): 'wallet' | 'prompt' | 'granted' {
  if (!c.isLocalWallet) return 'wallet';
  return grantedRunId === runId && canApproveAll(c) ? 'granted' : 'prompt';
}
