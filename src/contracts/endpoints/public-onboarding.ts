/**
 * The public API's onboarding: demo and help requests, the join flow, the quote and the
 * manager's registration (decisions 062 and 068). The worker validates with these schemas;
 * worker/openapi/public.ts and registration.ts add the prose.
 */
import { demoRequestSchema } from '../demo-request.ts';
import { endpoint } from '../endpoint.ts';
import { helpRequestSchema } from '../help-request.ts';
import { joinQuerySchema, quoteSchema } from '../join.ts';
import { pendingHotelsQuerySchema } from '../public-lists.ts';
import {
  joinResponse,
  messageResponse,
  pendingHotelsPage,
  quoteCreatedResponse,
} from '../public-responses.ts';
import { registerAnswer, registerSchema, registerVerifyAnswer, registerVerifySchema } from '../register.ts';

export const publicOnboardingEndpoints = {
  createDemoRequest: endpoint({
    method: 'post',
    path: '/api/rs/public/demo-request/',
    operationId: 'createDemoRequest',
    body: demoRequestSchema,
    response: messageResponse,
  }),
  createDemoRequestNoSlash: endpoint({
    method: 'post',
    path: '/api/rs/public/demo-request',
    operationId: 'createDemoRequestNoSlash',
    body: demoRequestSchema,
    response: messageResponse,
  }),
  checkJoin: endpoint({
    method: 'get',
    path: '/api/rs/public/join',
    operationId: 'checkJoin',
    query: joinQuerySchema,
    response: joinResponse,
  }),
  listPendingHotels: endpoint({
    method: 'get',
    path: '/api/rs/public/join/hotels',
    operationId: 'listPendingHotels',
    query: pendingHotelsQuerySchema,
    response: pendingHotelsPage,
  }),
  createQuote: endpoint({
    method: 'post',
    path: '/api/rs/public/join/quote',
    operationId: 'createQuote',
    body: quoteSchema,
    response: quoteCreatedResponse,
  }),
  createHelpRequest: endpoint({
    method: 'post',
    path: '/api/rs/public/help-request/join',
    operationId: 'createHelpRequest',
    body: helpRequestSchema,
    response: messageResponse,
  }),
  register: endpoint({
    method: 'post',
    path: '/api/rs/public/register',
    operationId: 'register',
    body: registerSchema,
    response: registerAnswer,
  }),
  verifyRegistration: endpoint({
    method: 'post',
    path: '/api/rs/public/register/verify',
    operationId: 'verifyRegistration',
    body: registerVerifySchema,
    response: registerVerifyAnswer,
  }),
};
