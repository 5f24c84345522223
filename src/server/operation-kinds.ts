import type { OperationDefinition } from './chain/pipeline/operation-definition';
import type { ConfirmedListener } from './chain/pipeline/registry';
import { FEATURES } from './features';

/** Every operation kind the server plans and confirms, from the features that define them. */
export const OPERATION_KINDS: readonly OperationDefinition[] = FEATURES.flatMap((feature) =>
  Object.values(feature.operations ?? {}),
);

/** What runs for every confirmed operation of any kind (e.g. gamification points). */
export const ON_ANY_CONFIRMED: readonly ConfirmedListener[] = FEATURES.flatMap((feature) =>
  feature.onAnyConfirmed ? [feature.onAnyConfirmed] : [],
);
