import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { FinishedOperation, OperationDefinition } from './operation-definition';

/**
 * Runs for the confirmed operations of any kind, in the transaction that confirms them (e.g. points): one
 * at a time, or a group's confirmed operations at once in their group order.
 */
export type ConfirmedListener = (
  tx: Db,
  ops: readonly FinishedOperation<unknown>[],
  ctx: AppContext,
) => Promise<void>;

declare module '../../context' {
  interface AppContext {
    /** Every operation kind (src/server/operation-kinds.ts), looked up by the pipeline. */
    operations: OperationRegistry;
  }
}

/** Every operation kind the server knows, built once at start-up from the one list of definitions. */
export interface OperationRegistry {
  /** The definition of `kind`; throws for a kind no definition declares. */
  get(kind: string): OperationDefinition;
  readonly kinds: readonly string[];
  readonly onAnyConfirmed: readonly ConfirmedListener[];
}

export function operationRegistry(
  definitions: readonly OperationDefinition[],
  onAnyConfirmed: readonly ConfirmedListener[] = [],
): OperationRegistry {
  const byKind = new Map<string, OperationDefinition>();
  for (const definition of definitions) {
    if (byKind.has(definition.kind)) {
      throw new Error(`Operation kind "${definition.kind}" is defined twice`);
    }
    byKind.set(definition.kind, definition);
  }
  return {
    kinds: [...byKind.keys()],
    onAnyConfirmed,
    get(kind) {
      const definition = byKind.get(kind);
      if (!definition) throw new Error(`No operation definition for kind "${kind}"`);
      return definition;
    },
  };
}
