/**
 * Registration, partner plans and the hotel's contract (INSIGHT-3, decision 030) for the OpenAPI
 * document: `registerOperations` are appended to `publicOperations` (public.ts),
 * `contractOperations` to `secureOperations` (secure.ts).
 */
import {
  registerAnswer,
  registerSchema,
  registerVerifyAnswer,
  registerVerifySchema,
} from '../../src/contracts/register.ts';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import { hotelContractResponse, partnerPlansResponse } from '../../src/contracts/secure/contracts.ts';
import { JSON_WRITE, type OperationSpec } from './registry.ts';

const P = '/api/rs/public';
const S = '/api/rs/secure';

export const registerOperations: OperationSpec[] = [
  {
    method: 'post',
    path: `${P}/register`,
    operationId: 'register',
    summary: 'Register a manager, a property and its contract (stored until the e-mail is verified)',
    description:
      'Checks the whole wizard again, stores a pending registration (24 h) and e-mails the activation link. Nothing else is created yet. An e-mail or username already taken answers 400 with account.email / account.username.',
    tags: ['Session'],
    access: 'anyone',
    body: registerSchema,
    success: {
      status: 200,
      description: 'Registration stored; activation e-mail sent',
      schema: registerAnswer,
    },
    errors: [...JSON_WRITE, 429],
  },
  {
    method: 'post',
    path: `${P}/register/verify`,
    operationId: 'verifyRegistration',
    summary: 'Activate a registration from its e-mail link',
    description:
      'Creates the manager, the hotel (not bookable until set up) and the contract in one transaction; the link works once. Opens no session.',
    tags: ['Session'],
    access: 'anyone',
    body: registerVerifySchema,
    success: { status: 201, description: 'Account activated', schema: registerVerifyAnswer },
    errors: [...JSON_WRITE, 429],
  },
];

export const contractOperations: OperationSpec[] = [
  {
    method: 'get',
    path: `${S}/partner-plans`,
    operationId: 'listPartnerPlans',
    summary: 'The enabled plans offered to partners (BOAPI)',
    tags: ['Back office: hotels'],
    access: 'session',
    success: {
      status: 200,
      description: 'Partner plans',
      schema: partnerPlansResponse,
      cacheControl: 'no-store',
    },
    errors: [401],
  },
  {
    method: 'get',
    path: `${S}/hotels/{hotelId}/contract`,
    operationId: 'getHotelContract',
    summary: "The hotel's current contract: plan, payment option, period, discount, billing",
    tags: ['Back office: hotels'],
    access: 'session',
    params: hotelParams,
    pathExamples: { hotelId: '1' },
    success: {
      status: 200,
      description: 'The contract, or null',
      schema: hotelContractResponse,
      cacheControl: 'no-store',
    },
    errors: [400, 401, 403],
  },
];
