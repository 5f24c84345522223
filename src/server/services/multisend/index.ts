import './records';

export { planBatch, previewBatch, MULTISEND_KIND } from './plan';
export { getBatch } from './views';
export { listBatches } from './history';
export { retryBatch, batchStats } from './retry';
export { startBatchReconciliation } from './reconcile';
