/**
 * Puts the demo galleries' photos (worker/seed/photos, keys in worker/seed/demo-photos.gen.ts)
 * into the local R2 bucket of the state directory `wrangler dev` uses, through Wrangler's own
 * local bindings (`getPlatformProxy`: the same storage `wrangler dev` reads). The seed's gallery
 * rows point at these keys, so the demo photos are served, cached and deleted like uploads.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { DEMO_PHOTOS } from '../../worker/seed/demo-photos.gen.ts';
import { OFFLINE_ENV } from './offline-env.ts';
import { PROJECT_ROOT, statePath } from './wrangler.ts';

/** The part of an R2 binding this needs. */
type PhotoBucket = {
  put(key: string, value: Uint8Array, options: { httpMetadata: { contentType: string } }): Promise<unknown>;
};

/** Resolves to the number of photos written (existing keys are overwritten with the same bytes). */
export async function putDemoPhotos(): Promise<number> {
  Object.assign(process.env, OFFLINE_ENV);
  const proxy = await getPlatformProxy<{ GALLERY: PhotoBucket }>({
    configPath: join(PROJECT_ROOT, 'wrangler.jsonc'),
    persist: { path: join(statePath(), 'v3') },
    remoteBindings: false,
  });
  try {
    const photos = Object.values(DEMO_PHOTOS);
    await Promise.all(
      photos.map((photo) =>
        proxy.env.GALLERY.put(photo.key, readFileSync(join(PROJECT_ROOT, 'worker/seed/photos', photo.file)), {
          httpMetadata: { contentType: 'image/webp' },
        }),
      ),
    );
    return photos.length;
  } finally {
    await proxy.dispose();
  }
}
