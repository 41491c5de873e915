// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LAZY_RETRY_DELAY_MS,
  LAZY_RETRY_LIMIT,
  loadLazyImage,
  NO_GALLERY_IMAGE,
  retryUrl,
} from './lazy-images.ts';

describe('retryUrl', () => {
  it('adds or replaces the cache-busting parameter', () => {
    expect(retryUrl('/images/a.jpg', 1)).toBe('/images/a.jpg?retry=1');
    expect(retryUrl('/images/a.jpg?w=300', 2)).toBe('/images/a.jpg?w=300&retry=2');
    expect(retryUrl('/images/a.jpg?retry=2&w=300', 3)).toBe('/images/a.jpg?w=300&retry=3');
    expect(retryUrl('https://cdn.example/a.jpg#x', 4)).toBe('https://cdn.example/a.jpg?retry=4#x');
  });
});

describe('loadLazyImage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function lazyImage(src: string) {
    const img = document.createElement('img');
    img.dataset.lazySrc = src;
    document.body.append(img);
    return img;
  }

  const fail = (img: HTMLImageElement) => img.dispatchEvent(new Event('error'));

  it('retries 5 times, every 3 seconds, with ?retry=N, then shows the no-gallery image', () => {
    const img = lazyImage('/images/hotels/a.jpg');
    loadLazyImage(img);
    expect(img.getAttribute('src')).toBe('/images/hotels/a.jpg');

    for (let attempt = 1; attempt <= LAZY_RETRY_LIMIT; attempt++) {
      fail(img);
      expect(img.dataset.lazyState).toBe('retrying');
      vi.advanceTimersByTime(LAZY_RETRY_DELAY_MS - 1);
      expect(img.getAttribute('src')).not.toContain(`retry=${attempt}`);
      vi.advanceTimersByTime(1);
      expect(img.getAttribute('src')).toBe(`/images/hotels/a.jpg?retry=${attempt}`);
    }

    fail(img);
    expect(img.dataset.lazyState).toBe('failed');
    expect(img.getAttribute('src')).toBe(NO_GALLERY_IMAGE);
    // The placeholder itself failing does not start another round.
    fail(img);
    vi.advanceTimersByTime(LAZY_RETRY_DELAY_MS * 10);
    expect(img.getAttribute('src')).toBe(NO_GALLERY_IMAGE);
  });

  it('stops retrying once an attempt loads', () => {
    const img = lazyImage('/a.jpg');
    loadLazyImage(img);
    fail(img);
    vi.advanceTimersByTime(LAZY_RETRY_DELAY_MS);
    img.dispatchEvent(new Event('load'));
    expect(img.dataset.lazyState).toBe('loaded');
    expect(img.getAttribute('src')).toBe('/a.jpg?retry=1');
    vi.advanceTimersByTime(LAZY_RETRY_DELAY_MS * 10);
    expect(img.getAttribute('src')).toBe('/a.jpg?retry=1');
  });

  it('starts an image only once', () => {
    const img = lazyImage('/b.jpg');
    loadLazyImage(img);
    img.setAttribute('src', '/changed.jpg');
    loadLazyImage(img);
    expect(img.getAttribute('src')).toBe('/changed.jpg');
  });
});
