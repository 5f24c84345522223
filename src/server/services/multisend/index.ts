export { planBatch, previewBatch } from './plan';
export { multisendOperation, MULTISEND_KIND } from './operation';
export { getBatch } from './views';
export { listBatches } from './history';
export { retryBatch, batchStats } from './retry';
export { startBatchReconciliation } from './reconcile';
export { cancelBatch, resumeBatch } from './resume';
