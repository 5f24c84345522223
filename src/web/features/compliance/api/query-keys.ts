export const COMPLIANCE_BASE = '/api/phase7/compliance';
export const COMPLIANCE_REPORTS_URL = `${COMPLIANCE_BASE}/reports`;
export const COMPLIANCE_FRAMEWORKS_URL = `${COMPLIANCE_BASE}/frameworks`;

export const complianceKeys = {
  reports: (owner?: string | null) =>
    owner ? ([COMPLIANCE_REPORTS_URL, owner] as const) : ([COMPLIANCE_REPORTS_URL] as const),
  frameworks: () => [COMPLIANCE_FRAMEWORKS_URL] as const,
};
