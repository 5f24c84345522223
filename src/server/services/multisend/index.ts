import './records';

export { planBatch, previewBatch, MULTISEND_KIND } from './plan';
export { getBatch, listBatches } from './views';
export { retryBatch, batchStats } from './retry';
export { startBatchReconciliation } from './reconcile';
