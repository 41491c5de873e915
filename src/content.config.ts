import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** Public content pages (terms, privacy, FAQ...) per locale; the API serves the same files. */
const templates = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/templates' }),
  schema: z.object({ title: z.string(), key: z.string(), updated: z.coerce.date() }),
});

/** The information pages (/info/<slug>), one MDX document per locale: src/content/info/<lang>/<slug>.mdx. */
const info = defineCollection({
  loader: glob({ pattern: '*/*.mdx', base: './src/content/info' }),
  schema: z.object({
    /** The page title (<title>, Open Graph). */
    title: z.string().min(5).max(70),
    /** The meta description. */
    description: z.string().min(50).max(170),
    /** The hero heading: the page's only h1. */
    heading: z.string().min(5),
    /** The hero's introductory paragraph. */
    lead: z.string().min(20),
    /** Position among the info pages (related links, sitemap). */
    order: z.number().int().min(1),
  }),
});

export const collections = { templates, info };
