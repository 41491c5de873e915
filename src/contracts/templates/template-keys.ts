/**
 * The public content pages (BOAPI `/api/rs/public/template/<key>`): the API key of each,
 * the Markdown file it is written in (src/content/templates/<language>/<file>.md) and the
 * BOERR text reported when it cannot be loaded. Shared by the worker, the seed and the site.
 */
export const TEMPLATES = {
  'terms/manager': { file: 'terms-manager', failure: 'Error getting terms and conditions' },
  'terms/guest': { file: 'terms-guest', failure: 'Error getting terms and conditions' },
  cookies: { file: 'cookies', failure: 'Error getting cookies' },
  'privacy/guest': { file: 'privacy-guest', failure: 'Error getting privacy' },
  'privacy/manager': { file: 'privacy-manager', failure: 'Error getting privacy' },
  aboutUs: { file: 'about-us', failure: 'Error getting about us' },
  faq: { file: 'faq', failure: 'Error getting faq' },
  security: { file: 'security', failure: 'Error getting security' },
  contacts: { file: 'contacts', failure: 'Error getting contacts' },
  'reviews/guidelines/guest': {
    file: 'reviews-guidelines-guest',
    failure: 'Error getting reviews guidelines',
  },
  'reviews/info': { file: 'reviews-info', failure: 'Error getting reviews info' },
  'reviews/appinfo': { file: 'reviews-appinfo', failure: 'Error getting reviews app info' },
} as const satisfies Record<string, { file: string; failure: string }>;

export type TemplateKey = keyof typeof TEMPLATES;

export const TEMPLATE_KEYS = Object.keys(TEMPLATES) as TemplateKey[];

export function isTemplateKey(value: string): value is TemplateKey {
  return Object.hasOwn(TEMPLATES, value);
}
