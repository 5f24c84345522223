import { okSchema } from '../schemas/common';
import { endpoint } from './endpoint';

const tag = 'Security';

/** The client's secure-environment probe (HEAD, 5 s timeout on its side): answering at all means reachable. */
export const securityCheck = endpoint({
  method: 'GET',
  path: '/api/security/check',
  auth: 'public',
  tag,
  summary: 'Answers when the server is reachable (the secure-environment probe)',
  response: okSchema,
});
