// @ts-check
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

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
  integrations: [react(), mdx()],
  devToolbar: { enabled: false },
});
