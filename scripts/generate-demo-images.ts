/**
 * Draws the demo pictures under public/images: 4:3 SVG illustrations for every gallery entry of
 * the demo hotels, the reviewers' and the demo manager's avatars, and the no-gallery placeholder.
 *
 * Deterministic (a seeded PRNG per file), so running it again rewrites identical files. Run it
 * by hand after changing the demo data: `node scripts/generate-demo-images.ts`. Nothing runs it
 * at install, build or start; the generated files are committed. What each picture is made of
 * lives in scripts/demo-images/ (the SVG toolkit, the landscape, the settings, the scenes, the avatars).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DEMO_HOTELS, DEMO_MANAGER, demoReviews } from '../worker/seed/demo-data.ts';
import { faceAvatar, initialsAvatar, noGallery } from './demo-images/avatars.ts';
import { hotelImage } from './demo-images/scenes.ts';
import { PROJECT_ROOT } from './lib/wrangler.ts';

export const IMAGES_DIR = join(PROJECT_ROOT, 'public/images');

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

/** Every demo image: path relative to public/images and its SVG text. */
export function demoImages(): { path: string; svg: string }[] {
  const files: { path: string; svg: string }[] = [{ path: 'no-gallery.svg', svg: noGallery() }];
  for (const hotel of DEMO_HOTELS) {
    hotel.gallery.forEach((image, index) => {
      files.push({ path: image.illustration, svg: hotelImage(hotel, image, index) });
    });
  }
  files.push({ path: DEMO_MANAGER.avatar, svg: faceAvatar(DEMO_MANAGER.name, DEMO_MANAGER.surname) });
  for (const review of demoReviews(new Date(0))) {
    const { managerName: name, managerSurname: surname } = review;
    if (review.avatar) files.push({ path: review.avatar, svg: faceAvatar(name, surname) });
    if (review.facebookImage)
      files.push({ path: review.facebookImage, svg: initialsAvatar(name, surname, 'facebook') });
    if (review.googleImage)
      files.push({ path: review.googleImage, svg: initialsAvatar(name, surname, 'google') });
  }
  return files;
}

if (import.meta.main) {
  const files = demoImages();
  for (const file of files) {
    const target = join(IMAGES_DIR, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.svg);
  }
  const bytes = files.reduce((sum, file) => sum + file.svg.length, 0);
  console.log(`Wrote ${files.length} images (${Math.round(bytes / 1024)} KB) under public/images.`);
}
