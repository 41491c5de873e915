/** robots.txt: everything public may be crawled except the API and the local tools; points to the sitemap. */
import type { APIRoute } from 'astro';
import { buildRobots } from '../components/seo/sitemap.ts';

export const GET: APIRoute = ({ site }) =>
  new Response(
    buildRobots({ site: site ?? 'http://127.0.0.1:8787', disallow: ['/api/', '/__local/', '/dev/'] }),
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  );
