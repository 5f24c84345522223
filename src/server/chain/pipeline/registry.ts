import type { OperationDefinition } from './operation-definition';

/** Every operation kind the server knows, built once at start-up from the one list of definitions. */
export interface OperationRegistry {
  /** The definition of `kind`; throws for a kind no definition declares. */
  get(kind: string): OperationDefinition;
  readonly kinds: readonly string[];
}

export function operationRegistry(definitions: readonly OperationDefinition[]): OperationRegistry {
  const byKind = new Map<string, OperationDefinition>();
  for (const definition of definitions) {
    if (byKind.has(definition.kind)) {
      throw new Error(`Operation kind "${definition.kind}" is defined twice`);
    }
    byKind.set(definition.kind, definition);
  }
  return {
    kinds: [...byKind.keys()],
    get(kind) {
      const definition = byKind.get(kind);
      if (!definition) throw new Error(`No operation definition for kind "${kind}"`);
      return definition;
    },
  };
}
