// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initialState,
  initSlider,
  isRotating,
  reduce,
  SLIDE_INTERVAL_MS,
  type SliderController,
  type SliderEvent,
  type SliderState,
  slideLabel,
} from './home-slider.ts';

const run = (state: SliderState, ...events: SliderEvent[]) => events.reduce(reduce, state);

describe('slider state machine', () => {
  it('starts on the first slide, rotating unless the visitor prefers reduced motion', () => {
    expect(initialState(3, false)).toMatchObject({ index: 0, autoplay: true });
    expect(isRotating(initialState(3, false))).toBe(true);
    expect(initialState(3, true)).toMatchObject({ index: 0, autoplay: false });
    expect(isRotating(initialState(3, true))).toBe(false);
  });

  it('moves forward and back, wrapping at both ends', () => {
    const start = initialState(3, false);
    expect(run(start, { type: 'next' }).index).toBe(1);
    expect(run(start, { type: 'next' }, { type: 'next' }, { type: 'next' }).index).toBe(0);
    expect(run(start, { type: 'previous' }).index).toBe(2);
    expect(run(start, { type: 'goto', index: 4 }).index).toBe(1);
  });

  it('advances on a tick only while rotating', () => {
    const start = initialState(3, false);
    expect(run(start, { type: 'tick' }).index).toBe(1);
    expect(run(start, { type: 'hover', value: true }, { type: 'tick' }).index).toBe(0);
    expect(run(start, { type: 'focus', value: true }, { type: 'tick' }).index).toBe(0);
    expect(run(start, { type: 'toggle' }, { type: 'tick' }).index).toBe(0);
    expect(run(initialState(3, true), { type: 'tick' }).index).toBe(0);
    expect(run(initialState(1, false), { type: 'tick' }).index).toBe(0);
  });

  it('pauses on hover and focus and resumes when they end', () => {
    const paused = run(
      initialState(3, false),
      { type: 'hover', value: true },
      { type: 'focus', value: true },
    );
    expect(isRotating(paused)).toBe(false);
    expect(isRotating(run(paused, { type: 'hover', value: false }))).toBe(false);
    expect(isRotating(run(paused, { type: 'hover', value: false }, { type: 'focus', value: false }))).toBe(
      true,
    );
  });

  it('stays stopped after the rotation control, even when hover and focus end', () => {
    const stopped = run(
      initialState(3, false),
      { type: 'focus', value: true },
      { type: 'toggle' },
      { type: 'focus', value: false },
    );
    expect(stopped.autoplay).toBe(false);
    expect(isRotating(stopped)).toBe(false);
    expect(isRotating(run(stopped, { type: 'toggle' }))).toBe(true);
  });

  it('stops when reduced motion turns on and does not restart when it turns off', () => {
    const reduced = run(initialState(3, false), { type: 'reducedMotion', value: true });
    expect(isRotating(reduced)).toBe(false);
    expect(isRotating(run(reduced, { type: 'reducedMotion', value: false }))).toBe(false);
  });

  it('names slides "n of count"', () => {
    expect(slideLabel('{index} of {count}', 0, 3)).toBe('1 of 3');
    expect(slideLabel('{index} di {count}', 2, 3)).toBe('3 di 3');
  });
});

function markup(): HTMLElement {
  document.body.innerHTML = `
    <section data-home-slider aria-roledescription="carousel" aria-label="Products">
      <button data-slider-rotation data-label-stop="Stop" data-label-start="Start"></button>
      <button data-slider-previous>Previous</button>
      <button data-slider-next>Next</button>
      <div data-slider-slides aria-live="off">
        <div data-slide data-active role="group" aria-roledescription="slide" aria-label="1 of 3"><a href="#a">A</a></div>
        <div data-slide role="group" aria-roledescription="slide" aria-label="2 of 3"><a href="#b">B</a></div>
        <div data-slide role="group" aria-roledescription="slide" aria-label="3 of 3"><a href="#c">C</a></div>
      </div>
    </section>
    <button id="outside">Outside</button>`;
  return document.querySelector<HTMLElement>('[data-home-slider]') as HTMLElement;
}

function fakeMedia(matches: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const list = {
    matches,
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
  } as unknown as MediaQueryList;
  return {
    matchMedia: () => list,
    change(value: boolean) {
      for (const listener of listeners) listener({ matches: value } as MediaQueryListEvent);
    },
  };
}

describe('initSlider (DOM)', () => {
  let controller: SliderController | undefined;

  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    controller?.destroy();
    controller = undefined;
    vi.useRealTimers();
  });

  const active = (root: HTMLElement) =>
    Array.from(root.querySelectorAll('[data-slide]')).findIndex((slide) => slide.hasAttribute('data-active'));

  it('rotates every interval, marks the hidden slides inert and keeps the live region off', () => {
    const root = markup();
    controller = initSlider(root, { matchMedia: fakeMedia(false).matchMedia });
    const slides = root.querySelectorAll('[data-slide]');
    expect(active(root)).toBe(0);
    expect(slides[1]?.hasAttribute('inert')).toBe(true);
    expect(root.querySelector('[data-slider-slides]')?.getAttribute('aria-live')).toBe('off');
    expect(root.querySelector('[data-slider-rotation]')?.getAttribute('aria-label')).toBe('Stop');
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS);
    expect(active(root)).toBe(1);
    expect(slides[1]?.hasAttribute('inert')).toBe(false);
    expect(slides[0]?.hasAttribute('inert')).toBe(true);
  });

  it('previous/next buttons and arrow keys change the slide; the rotation control stops and restarts', () => {
    const root = markup();
    controller = initSlider(root, { matchMedia: fakeMedia(false).matchMedia });
    const next = root.querySelector<HTMLButtonElement>('[data-slider-next]');
    const previous = root.querySelector<HTMLButtonElement>('[data-slider-previous]');
    const rotation = root.querySelector<HTMLButtonElement>('[data-slider-rotation]');
    next?.click();
    expect(active(root)).toBe(1);
    previous?.click();
    previous?.click();
    expect(active(root)).toBe(2);
    next?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(active(root)).toBe(0);
    rotation?.click();
    expect(rotation?.getAttribute('aria-label')).toBe('Start');
    expect(root.querySelector('[data-slider-slides]')?.getAttribute('aria-live')).toBe('polite');
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3);
    expect(active(root)).toBe(0);
    rotation?.click();
    expect(rotation?.getAttribute('aria-label')).toBe('Stop');
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS);
    expect(active(root)).toBe(1);
  });

  it('pauses while hovered or focused', () => {
    const root = markup();
    controller = initSlider(root, { matchMedia: fakeMedia(false).matchMedia });
    root.dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2);
    expect(active(root)).toBe(0);
    root.dispatchEvent(new MouseEvent('mouseleave'));
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS);
    expect(active(root)).toBe(1);

    root.querySelector<HTMLButtonElement>('[data-slider-next]')?.focus();
    expect(controller.state.focused).toBe(true);
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2);
    expect(active(root)).toBe(1);
    document.querySelector<HTMLButtonElement>('#outside')?.focus();
    expect(controller.state.focused).toBe(false);
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS);
    expect(active(root)).toBe(2);
  });

  it('never rotates with reduced motion, and stops when it is turned on later', () => {
    const root = markup();
    controller = initSlider(root, { matchMedia: fakeMedia(true).matchMedia });
    expect(root.querySelector('[data-slider-rotation]')?.getAttribute('aria-label')).toBe('Start');
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3);
    expect(active(root)).toBe(0);
    controller.destroy();

    const media = fakeMedia(false);
    controller = initSlider(markup(), { matchMedia: media.matchMedia });
    media.change(true);
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3);
    expect(controller.state.index).toBe(0);
    expect(controller.state.autoplay).toBe(false);
  });
});
