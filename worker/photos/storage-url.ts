/** The storage url photos are served under, shared by the gallery's and the room types' photo routes. */
import { findConfig } from '../data/about.ts';

/** The storage url (GET /api/rs/public/storage) without its trailing slash: photos are `{url}/{path}`. */
export async function storageUrl(db: D1Database): Promise<string> {
  const storage = await findConfig<{ url?: unknown }>(db, 'storage');
  const url = typeof storage?.url === 'string' ? storage.url : '/images';
  return url.replace(/\/+$/, '');
}
