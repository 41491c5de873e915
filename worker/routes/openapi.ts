/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of the public and the secure API
 * (worker/openapi/document.ts). Public, the same for everyone: no session is read, any origin
 * may fetch it (CORS `*`, so a partner's tooling can load it from a browser), and it may be cached.
 * Built once per isolate; answers 304 to a matching If-None-Match.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { buildOpenApiDocument } from '../openapi/document.ts';
import { sha256Hex } from '../security/tokens.ts';

export const OPENAPI_CACHE = 'public, max-age=300';

let built: Promise<{ text: string; etag: string }> | undefined;

async function documentText(): Promise<{ text: string; etag: string }> {
  const text = JSON.stringify(buildOpenApiDocument());
  return { text, etag: `"${(await sha256Hex(text)).slice(0, 32)}"` };
}

export const openApiRoutes = new Hono<AppEnv>().get('/openapi.json', async (c) => {
  built ??= documentText();
  const { text, etag } = await built;
  const headers = {
    'Cache-Control': OPENAPI_CACHE,
    'Access-Control-Allow-Origin': '*',
    ETag: etag,
  };
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
  return c.body(text, 200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
});
