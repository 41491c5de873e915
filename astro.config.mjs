// @ts-check
import { fileURLToPath } from 'node:url';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

/** @param {string} path */
const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const UI_DIR = here('./src/ui/');
const UI_GALLERY_DIR = here('./src/ui/gallery/');
const UI_CLIENT_DICTIONARY = here('./src/ui/dictionary.client.ts');

/**
 * In the browser build, the shared components of src/ui translate from their own generated
 * texts (src/ui/dictionary.client.ts) instead of the whole site dictionary, which would make an
 * island that reuses one of them (the quote form's address autocomplete) ship every text of the
 * site. Pages render on the server with the full dictionary; the local component gallery keeps
 * it too (its own texts are not in the subset). The booking widget does the same in its build.
 */
/** @type {import('vite').Plugin} */
const uiTextsInTheBrowser = {
  name: 'itaca:ui-texts-in-the-browser',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.config.consumer === 'client',
  resolveId(source, importer) {
    if (!importer || !source.endsWith('/i18n/dictionary.ts')) return null;
    const from = importer.split('?')[0] ?? '';
    if (!from.startsWith(UI_DIR) || from.startsWith(UI_GALLERY_DIR)) return null;
    return UI_CLIENT_DICTIONARY;
  },
};

/**
 * `client:interaction` (src/islands/shared/interaction-directive.ts, docs/decisions/032): the
 * form pages hydrate their island when the visitor reaches for the form, not at load.
 * @type {import('astro').AstroIntegration}
 */
const interactionDirective = {
  name: 'itaca:client-interaction',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({
        name: 'interaction',
        entrypoint: here('./src/islands/shared/interaction-directive.ts'),
      });
    },
  },
};

// Static site: every page is built to HTML at build time and served by the worker from
// Workers static assets. Runtime data comes from the API through React islands.
export default defineConfig({
  site: process.env.SITE_URL ?? 'http://127.0.0.1:8787',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  i18n: {
    locales: ['en', 'it'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false },
  },
  integrations: [react(), mdx(), interactionDirective],
  devToolbar: { enabled: false },
  vite: { plugins: [uiTextsInTheBrowser] },
});
