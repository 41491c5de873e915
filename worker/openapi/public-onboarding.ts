/**
 * Onboarding on the public API for the OpenAPI document: demo and help requests, the quote, the
 * hotels waiting to join, with the schemas the routes validate with.
 */
import { demoRequestSchema } from '../../src/contracts/demo-request.ts';
import { helpRequestSchema } from '../../src/contracts/help-request.ts';
import { joinQuerySchema, quoteSchema } from '../../src/contracts/join.ts';
import { pendingHotelsQuerySchema } from '../../src/contracts/public-lists.ts';
import {
  joinResponse,
  messageResponse,
  pendingHotelsPage,
  quoteCreatedResponse,
} from '../../src/contracts/public-responses.ts';
import { JSON_WRITE, type OperationSpec } from './registry.ts';

const P = '/api/rs/public';

const demoRequest = (path: string, operationId: string, summary: string): OperationSpec => ({
  method: 'post',
  path,
  operationId,
  summary,
  tags: ['Onboarding'],
  access: 'anyone',
  body: demoRequestSchema,
  success: { status: 201, description: 'Request stored; the team is notified', schema: messageResponse },
  errors: [...JSON_WRITE, 429],
});

export const onboardingOperations: OperationSpec[] = [
  demoRequest(`${P}/demo-request/`, 'createDemoRequest', 'Ask for a demo'),
  demoRequest(
    `${P}/demo-request`,
    'createDemoRequestNoSlash',
    'Ask for a demo (same route without the trailing slash)',
  ),
  {
    method: 'get',
    path: `${P}/join`,
    operationId: 'checkJoin',
    summary: 'Whether an e-mail can start the join flow',
    description:
      '`isContinue` is true when no manager account uses the address; `sendEmail=true` e-mails a link to the quote form (same-origin calls only, 3 a day per address).',
    tags: ['Onboarding'],
    access: 'anyone',
    query: joinQuerySchema,
    success: { status: 200, description: 'Answer', schema: joinResponse, cacheControl: 'no-store' },
    errors: [400, 403, 429],
  },
  {
    method: 'get',
    path: `${P}/join/hotels`,
    operationId: 'listPendingHotels',
    summary: "The signed-in manager's proposed hotels",
    tags: ['Onboarding'],
    access: 'session',
    query: pendingHotelsQuerySchema,
    success: {
      status: 200,
      description: 'A page of hotels',
      schema: pendingHotelsPage,
      cacheControl: 'private, no-store',
    },
    errors: [400, 401],
  },
  {
    method: 'post',
    path: `${P}/join/quote`,
    operationId: 'createQuote',
    summary: 'Ask for a quote for one or more hotels',
    tags: ['Onboarding'],
    access: 'optional-session',
    body: quoteSchema,
    success: {
      status: 201,
      description: 'Quote stored; confirmation e-mail queued',
      schema: quoteCreatedResponse,
    },
    errors: [...JSON_WRITE, 429],
  },
  {
    method: 'post',
    path: `${P}/help-request/join`,
    operationId: 'createHelpRequest',
    summary: 'Ask for a call back or an e-mail',
    tags: ['Onboarding'],
    access: 'optional-session',
    body: helpRequestSchema,
    success: { status: 201, description: 'Request stored', schema: messageResponse },
    errors: [...JSON_WRITE, 429],
  },
];
