/**
 * The public API's languages: the texts of a language and the visitor's language (decisions 062
 * and 068; the content pages are in public-templates.ts). The worker validates with these
 * schemas; worker/openapi/public.ts adds the prose.
 */
import { endpoint } from '../endpoint.ts';
import { i18nQuerySchema, langBodySchema, langParamSchema } from '../locale.ts';
import { languageResponse, translationsResponse } from '../public-responses.ts';

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
