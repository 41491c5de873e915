/**
 * The home page's top slider (ROUTES): a WAI-ARIA APG carousel with a rotation control and
 * previous/next buttons, in static HTML (src/components/home/HeroSlider.astro) driven by this
 * small script. Auto-rotation pauses while the pointer is over the carousel or focus is inside
 * it, stops for good when the visitor presses the rotation control, and never starts when the
 * visitor prefers reduced motion. The rules are a pure state machine (`reduce`), unit-tested.
 */

/** Time each slide stays on screen while rotating. */
export const SLIDE_INTERVAL_MS = 6000;

export type SliderState = {
  index: number;
  count: number;
  /** The visitor's choice through the rotation control (off from the start with reduced motion). */
  autoplay: boolean;
  hovered: boolean;
  focused: boolean;
  reducedMotion: boolean;
};

export type SliderEvent =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goto'; index: number }
  | { type: 'tick' }
  | { type: 'toggle' }
  | { type: 'hover'; value: boolean }
  | { type: 'focus'; value: boolean }
  | { type: 'reducedMotion'; value: boolean };

export function initialState(count: number, reducedMotion: boolean): SliderState {
  return { index: 0, count, autoplay: !reducedMotion, hovered: false, focused: false, reducedMotion };
}

/** True while the slides turn by themselves. */
export function isRotating(state: SliderState): boolean {
  return state.autoplay && !state.hovered && !state.focused && state.count > 1;
}

function wrap(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

export function reduce(state: SliderState, event: SliderEvent): SliderState {
  switch (event.type) {
    case 'next':
      return { ...state, index: wrap(state.index + 1, state.count) };
    case 'previous':
      return { ...state, index: wrap(state.index - 1, state.count) };
    case 'goto':
      return { ...state, index: wrap(event.index, state.count) };
    case 'tick':
      return isRotating(state) ? { ...state, index: wrap(state.index + 1, state.count) } : state;
    case 'toggle':
      return { ...state, autoplay: !state.autoplay };
    case 'hover':
      return { ...state, hovered: event.value };
    case 'focus':
      return { ...state, focused: event.value };
    case 'reducedMotion':
      // Turning reduced motion on stops the rotation; turning it off does not restart it.
      return { ...state, reducedMotion: event.value, autoplay: event.value ? false : state.autoplay };
  }
}

/** The slide's accessible name: '1 of 3' (the template comes from the dictionary: '{index} of {count}'). */
export function slideLabel(template: string, index: number, count: number): string {
  return template.replace('{index}', String(index + 1)).replace('{count}', String(count));
}

export type SliderOptions = {
  interval?: number;
  matchMedia?: (query: string) => MediaQueryList;
};

export type SliderController = {
  readonly state: SliderState;
  dispatch(event: SliderEvent): void;
  destroy(): void;
};

/**
 * Wires one carousel: `[data-slide]` slides, `[data-slider-previous]`, `[data-slider-next]`,
 * `[data-slider-rotation]` (with `data-label-stop` / `data-label-start`), the `[data-slider-slides]`
 * live region and optional `[data-slider-dot]` indicators.
 */
export function initSlider(root: HTMLElement, options: SliderOptions = {}): SliderController {
  const slides = Array.from(root.querySelectorAll<HTMLElement>('[data-slide]'));
  const dots = Array.from(root.querySelectorAll<HTMLElement>('[data-slider-dot]'));
  const live = root.querySelector<HTMLElement>('[data-slider-slides]');
  const rotation = root.querySelector<HTMLButtonElement>('[data-slider-rotation]');
  const previous = root.querySelector<HTMLButtonElement>('[data-slider-previous]');
  const next = root.querySelector<HTMLButtonElement>('[data-slider-next]');
  const interval = options.interval ?? SLIDE_INTERVAL_MS;
  const media = (options.matchMedia ?? window.matchMedia?.bind(window))?.('(prefers-reduced-motion: reduce)');

  let state = initialState(slides.length, media?.matches ?? false);
  let timer: ReturnType<typeof setTimeout> | undefined;

  const render = () => {
    slides.forEach((slide, index) => {
      const active = index === state.index;
      slide.toggleAttribute('data-active', active);
      // Hidden slides are also `visibility: hidden` (CSS): out of the accessibility tree and the tab order.
      slide.toggleAttribute('inert', !active);
    });
    dots.forEach((dot, index) => {
      dot.toggleAttribute('data-active', index === state.index);
    });
    const rotating = isRotating(state);
    live?.setAttribute('aria-live', rotating ? 'off' : 'polite');
    if (rotation) {
      rotation.setAttribute(
        'aria-label',
        (state.autoplay ? rotation.dataset.labelStop : rotation.dataset.labelStart) ?? '',
      );
      rotation.toggleAttribute('data-playing', state.autoplay);
    }
    root.toggleAttribute('data-rotating', rotating);
    clearTimeout(timer);
    timer = rotating ? setTimeout(() => dispatch({ type: 'tick' }), interval) : undefined;
  };

  const dispatch = (event: SliderEvent) => {
    const before = state;
    state = reduce(state, event);
    // Hover and focus changes that do not change rotation keep the running timer.
    if (
      state.index === before.index &&
      state.autoplay === before.autoplay &&
      isRotating(state) === isRotating(before) &&
      event.type !== 'tick'
    ) {
      return;
    }
    render();
  };

  const onPrevious = () => dispatch({ type: 'previous' });
  const onNext = () => dispatch({ type: 'next' });
  const onToggle = () => dispatch({ type: 'toggle' });
  const onEnter = () => dispatch({ type: 'hover', value: true });
  const onLeave = () => dispatch({ type: 'hover', value: false });
  const onFocusIn = () => dispatch({ type: 'focus', value: true });
  const onFocusOut = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node && root.contains(event.relatedTarget))) {
      dispatch({ type: 'focus', value: false });
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Arrow keys on the previous/next buttons move between slides too.
    if (event.target !== previous && event.target !== next) return;
    if (event.key === 'ArrowLeft') onPrevious();
    else if (event.key === 'ArrowRight') onNext();
    else return;
    event.preventDefault();
  };
  const onMotion = (event: MediaQueryListEvent) => dispatch({ type: 'reducedMotion', value: event.matches });

  previous?.addEventListener('click', onPrevious);
  next?.addEventListener('click', onNext);
  rotation?.addEventListener('click', onToggle);
  root.addEventListener('mouseenter', onEnter);
  root.addEventListener('mouseleave', onLeave);
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  root.addEventListener('keydown', onKeyDown);
  media?.addEventListener?.('change', onMotion);
  root.setAttribute('data-ready', '');
  render();

  return {
    get state() {
      return state;
    },
    dispatch,
    destroy() {
      clearTimeout(timer);
      previous?.removeEventListener('click', onPrevious);
      next?.removeEventListener('click', onNext);
      rotation?.removeEventListener('click', onToggle);
      root.removeEventListener('mouseenter', onEnter);
      root.removeEventListener('mouseleave', onLeave);
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      root.removeEventListener('keydown', onKeyDown);
      media?.removeEventListener?.('change', onMotion);
    },
  };
}
