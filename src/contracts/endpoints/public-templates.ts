/**
 * The public API's content pages (src/contracts/templates/template-keys.ts), one endpoint per
 * page since the page's key is in its path (decisions 062 and 068). The worker validates with
 * these schemas; worker/openapi/public.ts adds the prose.
 */
import { endpoint } from '../endpoint.ts';
import { templateQuerySchema } from '../locale.ts';
import { contentTemplateResponse } from '../public-responses.ts';

export const publicTemplateEndpoints = {
  getTemplateTermsManager: endpoint({
    method: 'get',
    path: '/api/rs/public/template/terms/manager',
    operationId: 'getTemplateTermsManager',
    query: templateQuerySchema,
    response: contentTemplateResponse,
  }),
  getTemplateTermsGuest: endpoint({
    method: 'get',
    path: '/api/rs/public/template/terms/guest',
    operationId: 'getTemplateTermsGuest',
    query: templateQuerySchema,
    response: contentTemplateResponse,
  }),
  getTemplateCookies: endpoint({
    method: 'get',
    path: '/api/rs/public/template/cookies',
    operationId: 'getTemplateCookies',
    query: templateQuerySchema,
    response: contentTemplateResponse,
  }),
  getTemplatePrivacyGuest: endpoint({
    method: 'get',
    path: '/api/rs/public/template/privacy/guest',
    operationId: 'getTemplatePrivacyGuest',
    query: templateQuerySchema,
    response: contentTemplateResponse,
  }),
  getTemplatePrivacyManager: endpoint({
    method: 'get',
    path: '/api/rs/public/template/privacy/manager',
    operationId: 'getTemplatePrivacyManager',
    query: templateQuerySchema,
    response: contentTemplateResponse,
  }),
  getTemplateAboutUs: endpoint({
    method: 'get',
    path: '/api/rs/public/template/aboutUs',
    operationId: 'getTemplateAboutUs',
    query: templateQuerySchema,
    response: contentTemplateResponse,
  }),
  getTemplateFaq: endpoint({
    method: 'get',
    path: '/api/rs/public/template/faq',
    operationId: 'getTemplateFaq',
    query: templateQuerySchema,
    response: contentTemplateResponse,
  }),
  getTemplateSecurity: endpoint({
    method: 'get',
    path: '/api/rs/public/template/security',
    operationId: 'getTemplateSecurity',
    query: templateQuerySchema,
    response: contentTemplateResponse,
  }),
  getTemplateContacts: endpoint({
    method: 'get',
    path: '/api/rs/public/template/contacts',
    operationId: 'getTemplateContacts',
    query: templateQuerySchema,
    response: contentTemplateResponse,
  }),
  getTemplateReviewsGuidelinesGuest: endpoint({
    method: 'get',
    path: '/api/rs/public/template/reviews/guidelines/guest',
    operationId: 'getTemplateReviewsGuidelinesGuest',
    query: templateQuerySchema,
    response: contentTemplateResponse,
  }),
  getTemplateReviewsInfo: endpoint({
    method: 'get',
    path: '/api/rs/public/template/reviews/info',
    operationId: 'getTemplateReviewsInfo',
    query: templateQuerySchema,
    response: contentTemplateResponse,
  }),
  getTemplateReviewsAppinfo: endpoint({
    method: 'get',
    path: '/api/rs/public/template/reviews/appinfo',
    operationId: 'getTemplateReviewsAppinfo',
    query: templateQuerySchema,
    response: contentTemplateResponse,
  }),
};
