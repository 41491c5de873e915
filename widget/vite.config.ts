/**
 * The booking widget's own build (run by `npm run build` after the Astro site): one ES module
 * entry, dist/widget/booking.js, plus lazily loaded chunks, a content-hashed copy of the entry
 * and manifest.json (publish.ts). Written with React's API, built with preact/compat (decision
 * 010: React DOM alone is twice the widget's size budget). The site's full dictionary is swapped
 * for the widget's own subset, and CSS is adopted by the shadow root (shadow-styles.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { publishVersioned } from './build/publish.ts';
import { pixelRems, shadowStyles } from './build/shadow-styles.ts';

const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const { version } = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { version: string };

export default defineConfig({
  root,
  publicDir: `${root}/widget/public`,
  logLevel: 'warn',
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^.*\/i18n\/dictionary\.ts$/, replacement: `${root}/widget/src/i18n/dictionary.ts` },
    ],
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  plugins: [shadowStyles(root), pixelRems(), publishVersioned(version)],
  build: {
    outDir: `${root}/dist/widget`,
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    minify: true,
    // An app build with a script entry (not library mode, which keeps whitespace in ES output).
    rolldownOptions: {
      input: `${root}/widget/src/booking.ts`,
      preserveEntrySignatures: false,
      output: {
        format: 'es',
        // The entry itself is content-hashed, so the lazy chunks import it by that name and a page
        // that pins it (with its integrity) runs one module graph; booking.js is a one-line
        // 'latest' module that imports it (build/publish.ts).
        entryFileNames: 'booking.[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});
