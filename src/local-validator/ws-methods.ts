import type { ChainCore } from './core';
import {
  RPC_INVALID_PARAMS,
  RPC_PARSE_ERROR,
  RpcError,
  invalidParams,
  invalidRequest,
  methodNotFound,
} from './errors';
import { parseFilters } from './filters';
import { commitmentLevel, configAt, encodeOptions, paramList, requireAddress, requireSignature } from './params';
import { errorResponse, requestIdOf, resultResponse } from './responses';
import type { SubscriptionClient, SubscriptionHub } from './subscriptions';

const UNSUBSCRIBE = new Set([
  'signatureUnsubscribe',
  'accountUnsubscribe',
  'programUnsubscribe',
  'slotUnsubscribe',
  'rootUnsubscribe',
  'logsUnsubscribe',
]);

function logsMentions(core: ChainCore, filter: unknown): string | null {
  if (filter === 'all' || filter === 'allWithVotes') return null;
  if (typeof filter === 'object' && filter !== null && 'mentions' in filter) {
    const mentions = (filter as { mentions: unknown }).mentions;
    if (Array.isArray(mentions) && mentions.length === 1)
      return requireAddress(core.book, mentions[0], 'mentions').text;
  }
  throw invalidParams('logsSubscribe filter must be "all", "allWithVotes" or { mentions: [<one address>] }');
}

/** Handles one text frame of the PubSub WebSocket (Solana's subscription API). */
export function handleWsMessage(
  core: ChainCore,
  hub: SubscriptionHub,
  client: SubscriptionClient,
  text: string,
): void {
  let request: unknown;
  try {
    request = JSON.parse(text);
  } catch {
    client.send(errorResponse(null, new RpcError(RPC_PARSE_ERROR, 'Parse error')));
    return;
  }
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    client.send(errorResponse(null, invalidRequest()));
    return;
  }
  const { id, method, params } = request as Record<string, unknown>;
  // Requests without an id are notifications (web3.js and kit send "ping" this way): no reply.
  if (id === undefined) return;
  const requestId = requestIdOf(id);
  try {
    if (typeof method !== 'string') throw invalidRequest();
    const list = paramList(params);
    if (UNSUBSCRIBE.has(method)) {
      const subscriptionId = list[0];
      if (typeof subscriptionId !== 'number' || !hub.remove(subscriptionId, client)) {
        throw new RpcError(RPC_INVALID_PARAMS, 'Invalid subscription id.');
      }
      client.send(resultResponse(requestId, true));
      return;
    }
    const config = configAt(list, 1);
    const base = { client };
    let sub;
    switch (method) {
      case 'signatureSubscribe':
        sub = hub.add({
          ...base,
          kind: 'signature',
          signature: requireSignature(list[0]),
          commitment: commitmentLevel(config),
        });
        break;
      case 'accountSubscribe':
        sub = hub.add({
          ...base,
          kind: 'account',
          address: requireAddress(core.book, list[0]).text,
          encoding: encodeOptions(config),
          commitment: commitmentLevel(config),
        });
        break;
      case 'programSubscribe':
        sub = hub.add({
          ...base,
          kind: 'program',
          program: requireAddress(core.book, list[0], 'program id').text,
          encoding: encodeOptions(config),
          commitment: commitmentLevel(config),
          filters: parseFilters(config.filters),
        });
        break;
      case 'logsSubscribe':
        sub = hub.add({ ...base, kind: 'logs', mentions: logsMentions(core, list[0]) });
        break;
      case 'slotSubscribe':
      case 'rootSubscribe':
        sub = hub.add({ ...base, kind: method === 'slotSubscribe' ? 'slot' : 'root' });
        break;
      default:
        throw methodNotFound();
    }
    client.send(resultResponse(requestId, sub.id));
    hub.checkSignature(sub);
  } catch (error) {
    client.send(errorResponse(requestId, error));
  }
}
