/**
 * The secure API's account endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { messageResponse } from '../public-responses.ts';
import { accountSessionParams, accountSessionsResponse, passwordChangeInput } from '../secure/account.ts';

export const accountEndpoints = {
  changePassword: endpoint({
    method: 'put',
    path: '/api/rs/secure/account/password',
    operationId: 'changePassword',
    body: passwordChangeInput,
    response: messageResponse,
  }),
  listAccountSessions: endpoint({
    method: 'get',
    path: '/api/rs/secure/account/sessions',
    operationId: 'listAccountSessions',
    response: accountSessionsResponse,
  }),
  endAccountSession: endpoint({
    method: 'delete',
    path: '/api/rs/secure/account/sessions/{id}',
    operationId: 'endAccountSession',
    params: accountSessionParams,
  }),
};
