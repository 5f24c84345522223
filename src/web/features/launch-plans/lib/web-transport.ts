import type { RunTransport } from '@shared/launch-plans/runner';
import type { OperationKind } from '@shared/operation-kinds';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { ApiError, apiJson, secureApiJson, type HttpMethod, type OwnSession } from '@web/lib/api-client';

/**
 * The runner's calls as the rest of the app makes them: planning calls through the secured path (the
 * sensitive-operation gate by kind, the script check), the others plain; an error answer is handed back
 * with its status so the runner can report it.
 */
export const webRunTransport: RunTransport = transportWith(undefined);

/**
 * What the client gate reads for a curve launch or trade, whose bodies name their fields differently (as
 * the Pump.fun page hands them): without it the gate finds no name/symbol or swap fields and refuses.
 */
function gateFields(kind: OperationKind, body: unknown): unknown {
  const b = (body ?? {}) as Record<string, unknown>;
  if (kind === 'launchpad_launch') {
    const data = (b.tokenData ?? {}) as Record<string, unknown>;
    return { name: data.tokenName, symbol: data.tokenSymbol };
  }
  if (kind === 'launchpad_trade') {
    const [fromToken, toToken] = b.action === 'sell' ? [b.mint, NATIVE_MINT] : [NATIVE_MINT, b.mint];
    return { fromToken, toToken, amount: b.amount };
  }
  return undefined;
}

/** The same calls with a session of their own (a rehearsal buyer's bearer token), not the cookie. */
export function transportWith(session: OwnSession | undefined): RunTransport {
  return {
    async call(method, path, body, kind) {
      try {
        const json = kind
          ? await secureApiJson(
              method as HttpMethod,
              path,
              body,
              undefined,
              { kind, checked: gateFields(kind, body) },
              session,
            )
          : await apiJson(method as HttpMethod, path, body, undefined, session);
        return { status: 200, json };
      } catch (error) {
        if (error instanceof ApiError)
          return { status: error.status, json: error.body ?? { message: error.message } };
        return { status: 400, json: { message: error instanceof Error ? error.message : String(error) } };
      }
    },
  };
}
