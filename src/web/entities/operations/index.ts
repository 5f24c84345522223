export { base64ToBytes, bytesToBase64 } from './base64';
export {
  OperationError,
  errorBody,
  errorCode,
  errorMessage,
  errorStatus,
  type OperationErrorCause,
  type OperationErrorReason,
} from './operation-error';
export {
  runOperation,
  watchOperation,
  isBlockhashExpired,
  POLL_INTERVAL_MS,
  CONFIRM_TIMEOUT_MS,
  type OperationPhase,
  type OperationProgress,
  type OperationSigner,
  type OperationTransport,
  type RunOperationOptions,
} from './run-operation';
export { apiOperationTransport } from './api-transport';
export { PHASE_LABELS, operationSignature, phaseProgress } from './phase-steps';
export {
  useOperationRunner,
  isActivePhase,
  type OperationRunner,
  type OperationRunState,
  type OperationRunHandlers,
} from './use-operation-runner';
export { OperationStatus } from './operation-status';
export { failureText } from './failure-text';
