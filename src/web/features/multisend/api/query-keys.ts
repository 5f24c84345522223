export const BATCHES_URL = '/api/batches';
export const BATCH_STATS_URL = `${BATCHES_URL}/stats`;

/** `all()` covers the history pages and every batch's detail; stats have a key of their own. */
export const batchKeys = {
  all: () => [BATCHES_URL] as const,
  list: (kind: string, owner: string | null) => [BATCHES_URL, { kind, owner }] as const,
  detail: (batchId: string | null) => [BATCHES_URL, batchId] as const,
  allStats: () => [BATCH_STATS_URL] as const,
  stats: (kind: string, owner: string | null) => [BATCH_STATS_URL, { kind, owner }] as const,
  /** `endpoint` is the batch kind's plan path; its dry run lives at `${endpoint}/preview`. */
  previews: (endpoint: string) => [`${endpoint}/preview`] as const,
  preview: (endpoint: string, body: unknown) => [`${endpoint}/preview`, body] as const,
};
