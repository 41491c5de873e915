/**
 * The public API's languages and content: the texts of a language, the visitor's language and
 * the content pages, one endpoint per page (decisions 062 and 068). The worker validates with
 * these schemas; worker/openapi/public.ts adds the prose.
 */
import { endpoint } from '../endpoint.ts';
import { i18nQuerySchema, langBodySchema, langParamSchema, templateQuerySchema } from '../locale.ts';
import { contentTemplateResponse, languageResponse, translationsResponse } from '../public-responses.ts';

export const publicContentEndpoints = {
  getTranslations: endpoint({
    method: 'get',
    path: '/api/rs/public/i18n',
    operationId: 'getTranslations',
    query: i18nQuerySchema,
    response: translationsResponse,
  }),
  getLanguage: endpoint({
    method: 'get',
    path: '/api/rs/public/lang/{lang}',
    operationId: 'getLanguage',
    params: langParamSchema,
    response: languageResponse,
  }),
  setLanguage: endpoint({
    method: 'post',
    path: '/api/rs/public/lang/{lang}',
    operationId: 'setLanguage',
    params: langParamSchema,
    body: langBodySchema,
    response: languageResponse,
  }),
};

/** The content pages (src/contracts/templates/template-keys.ts): a page's key is in its path. */
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
