/**
 * The hotel page's guest reviews (INSIGHT-1): the section stays empty until it nears the viewport,
 * then the reviews chunk (React, the review card and summary) is imported and mounted, so the
 * hotel page's first script stays small.
 */
import { whenNear } from './when-near.ts';

export function watchHotelReviews(doc: Document, ref: string): void {
  const section = doc.querySelector<HTMLElement>('[data-hotel-reviews]');
  const root = section?.querySelector<HTMLElement>('[data-hotel-reviews-root]');
  if (!section || !root) return;
  section.hidden = false;
  const language = doc.documentElement.lang === 'it' ? 'it' : 'en';
  const load = () =>
    import('../islands/review/HotelReviews.tsx').then((m) => m.mountHotelReviews(root, { ref, language }));
  whenNear(section, () => void load(), '300px');
}
