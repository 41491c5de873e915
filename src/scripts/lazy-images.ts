/**
 * Lazy images (SITELIM-5): an `<img data-lazy-src="…">` gets its source when it comes near
 * the viewport; when loading fails it retries up to 5 times, every 3 seconds, with a
 * cache-busting `retry=N` query parameter, and then shows the no-gallery placeholder.
 *
 * Pages import this module in a <script> (it starts by itself); islands that render images
 * later call `lazyImage(img)` or rely on the MutationObserver started by `initLazyImages`.
 */
export const LAZY_RETRY_LIMIT = 5;
export const LAZY_RETRY_DELAY_MS = 3000;
export const NO_GALLERY_IMAGE = '/images/no-gallery.svg';
const SELECTOR = 'img[data-lazy-src]';

/** `src` with the cache-busting parameter of attempt `n` (replacing an earlier one). */
export function retryUrl(src: string, attempt: number): string {
  const hashIndex = src.indexOf('#');
  const hash = hashIndex >= 0 ? src.slice(hashIndex) : '';
  const base = hashIndex >= 0 ? src.slice(0, hashIndex) : src;
  const [path = '', query = ''] = base.split('?', 2) as [string, string?];
  const params = query
    .split('&')
    .filter((part) => part !== '' && !part.startsWith('retry='))
    .concat(`retry=${attempt}`);
  return `${path}?${params.join('&')}${hash}`;
}

type Timers = { setTimeout: (callback: () => void, ms: number) => unknown };

/**
 * Loads `img` from its data-lazy-src now, retrying on errors as the requirement says. The image's
 * `data-lazy-state` tells where it is: loading, loaded, retrying, failed.
 */
export function loadLazyImage(img: HTMLImageElement, timers: Timers = globalThis): void {
  const src = img.dataset.lazySrc;
  if (!src || img.dataset.lazyState) return;
  let attempt = 0;
  img.dataset.lazyState = 'loading';
  img.addEventListener('load', () => {
    if (img.dataset.lazyState !== 'failed') img.dataset.lazyState = 'loaded';
  });
  img.addEventListener('error', () => {
    if (img.dataset.lazyState === 'failed') return;
    if (attempt >= LAZY_RETRY_LIMIT) {
      img.dataset.lazyState = 'failed';
      img.removeAttribute('srcset');
      img.src = NO_GALLERY_IMAGE;
      return;
    }
    attempt += 1;
    img.dataset.lazyState = 'retrying';
    const next = retryUrl(src, attempt);
    timers.setTimeout(() => {
      img.src = next;
    }, LAZY_RETRY_DELAY_MS);
  });
  img.src = src;
}

let observer: IntersectionObserver | undefined;

/** Starts watching one image: it loads when it comes within 200 px of the viewport. */
export function lazyImage(img: HTMLImageElement): void {
  if (img.dataset.lazyState || img.dataset.lazyWatched) return;
  if (typeof IntersectionObserver === 'undefined') {
    loadLazyImage(img);
    return;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        loadLazyImage(entry.target as HTMLImageElement);
      }
    },
    { rootMargin: '200px' },
  );
  img.dataset.lazyWatched = 'true';
  observer.observe(img);
}

/** Watches every lazy image of `root`, and those added later (islands render after load). */
export function initLazyImages(root: ParentNode = document): void {
  for (const img of root.querySelectorAll<HTMLImageElement>(SELECTOR)) lazyImage(img);
  if (typeof MutationObserver === 'undefined' || !(root instanceof Node)) return;
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(SELECTOR)) lazyImage(node as HTMLImageElement);
        for (const img of node.querySelectorAll<HTMLImageElement>(SELECTOR)) lazyImage(img);
      }
    }
  }).observe(root, { childList: true, subtree: true });
}
