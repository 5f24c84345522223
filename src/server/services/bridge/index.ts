export { startTransfer } from './plan';
export { bridgeOperation, BRIDGE_LOCK } from './operation';
export { bridgeReceipt, listTransfers, reconcile } from './records';
export { startBridge } from './start';
export { bridgeNetworks } from './networks';
export { bridgeQuotes } from './quotes';
