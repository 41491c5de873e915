import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** Public content pages (terms, privacy, FAQ...) per locale; the API serves the same files. */
const templates = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/templates' }),
  schema: z.object({ title: z.string(), key: z.string(), updated: z.coerce.date() }),
});

export const collections = { templates };
