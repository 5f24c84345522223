import {
  operationIdParamsSchema,
  operationListQuerySchema,
  operationListSchema,
  operationSchema,
  submitOperationSchema,
} from '../schemas/operations';
import { endpoint } from './endpoint';

const tag = 'Operations';

export const listOperations = endpoint({
  method: 'GET',
  path: '/api/operations',
  auth: 'wallet',
  tag,
  summary: "The signed-in wallet's latest operations, newest first",
  query: operationListQuerySchema,
  response: operationListSchema,
});

export const getOperation = endpoint({
  method: 'GET',
  path: '/api/operations/:id',
  auth: 'wallet',
  tag,
  summary: "One operation's status, transactions and result",
  params: operationIdParamsSchema,
  response: operationSchema,
});

/** Every planning endpoint's transactions come back here signed, in the planned order. */
export const submitOperation = endpoint({
  method: 'POST',
  path: '/api/operations/:id/submit',
  auth: 'wallet',
  tag,
  summary: "Submits the wallet's signed transactions of a planned operation and answers its state",
  params: operationIdParamsSchema,
  body: submitOperationSchema,
  response: operationSchema,
});
