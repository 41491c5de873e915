import { Hono } from 'hono';
import { templateQuerySchema } from '../../src/contracts/locale.ts';
import { TEMPLATE_KEYS, TEMPLATES } from '../../src/contracts/templates/template-keys.ts';
import type { ContentTemplate } from '../../src/contracts/types.ts';
import { findTemplate, type TemplateRecord } from '../data/templates.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, notFound } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requestLanguage, validateLanguage } from '../middleware/language.ts';

/** The API's content page: the stored HTML is its `content`. */
function templateView(template: TemplateRecord): ContentTemplate {
  return {
    key: template.key,
    language: template.language,
    title: template.title,
    content: template.contentHtml,
    updatedDate: template.updatedDate,
  };
}

/**
 * Public content pages (BOAPI): GET template/<key>?language=<x>. Without `language`, the
 * locale cookie, then Accept-Language, then English decide; a page missing in that language is
 * served in English (the answer's `language` says which one came back).
 */
export const templateRoutes = new Hono<AppEnv>();

for (const key of TEMPLATE_KEYS) {
  const { failure } = TEMPLATES[key];
  templateRoutes.get(
    `/template/${key}`,
    failureMessage(failure),
    validateLanguage('query', templateQuerySchema),
    async (c) => {
      const requested = c.req.valid('query').language;
      const template = await findTemplate(c.env.DB, key, requested ?? requestLanguage(c));
      if (!template) throw notFound(failure);
      const headers: Record<string, string> = {
        'Cache-Control': 'public, max-age=300',
        'Content-Language': template.language,
      };
      // The answer depends on the cookie and Accept-Language only when the query names no language.
      if (requested === undefined) headers.Vary = 'Cookie, Accept-Language';
      return c.json(templateView(template), 200, headers);
    },
  );
}

/** Any other key: 404 in the API's error shape. */
templateRoutes.get('/template/*', (c) => {
  const path = new URL(c.req.url).pathname;
  const key = path.slice(path.indexOf('/template/') + '/template/'.length).slice(0, 100);
  throw new ApiError(404, `Unknown content template: ${key}`);
});
