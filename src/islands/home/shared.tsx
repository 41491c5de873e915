/**
 * Pieces shared by the home page's data sections: the context (language, texts, API), the
 * near-viewport trigger, the load state of a section and its loading, empty and error views.
 */
import {
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useState,
} from 'react';
import type { Language } from '../../contracts/types.ts';
import { format, type TranslateParams } from '../../i18n/translate.ts';
import { lazyImage } from '../../scripts/lazy-images.ts';
import { isTimeout, timeoutText } from '../shared/request-error.ts';
import type { HomeApi } from './api.ts';

export type HomeTranslate = (key: string, params?: TranslateParams) => string;

/** Texts of one language, picked at build time by ./messages.ts: the island ships no dictionary. */
export type HomeMessages = Readonly<Record<string, string>>;

export function createHomeTranslate(messages: HomeMessages): HomeTranslate {
  return (key, params) => format(messages[key] ?? key, params);
}

export type HomeContextValue = { language: Language; t: HomeTranslate; api: () => HomeApi };

export const HomeContext = createContext<HomeContextValue | null>(null);

export function useHome(): HomeContextValue {
  const value = useContext(HomeContext);
  if (!value) throw new Error('HomeContext missing');
  return value;
}

/** Distance from the viewport at which a section starts loading its data. */
export const NEAR_VIEWPORT_MARGIN = '300px 0px';

/**
 * True once the element is within NEAR_VIEWPORT_MARGIN of the viewport (and from then on), so a
 * section never asks for its data before the visitor gets close to it. Without
 * IntersectionObserver the section loads at once.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/** A media query's current match, null until known (the server and the first render do not know it). */
export function useMediaQuery(query: string): boolean | null {
  const [matches, setMatches] = useState<boolean | null>(null);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') {
      setMatches(true);
      return;
    }
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

export type LoadState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string; timedOut: boolean };

/**
 * Runs `load` when `enabled` turns true (and again on retry or when `key` changes), keeping the
 * section's state; answers of a superseded run are dropped.
 */
export function useLoad<T>(
  enabled: boolean,
  load: () => Promise<T>,
  key: unknown = null,
): [LoadState<T>, () => void] {
  const [state, setState] = useState<LoadState<T>>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  // `load` is a new function on every render: the run calls the latest one, while `key` and
  // `attempt` (passed along) say when to run again.
  const run = useEffectEvent((_key: unknown, _attempt: number) => load());
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState({ status: 'loading' });
    run(key, attempt).then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (current)
          setState({
            status: 'error',
            message: error instanceof Error ? error.message : String(error),
            timedOut: isTimeout(error),
          });
      },
    );
    return () => {
      current = false;
    };
  }, [enabled, key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry];
}

export function SectionHeader({ id, title, text }: { id: string; title: string; text?: string | undefined }) {
  return (
    <header className="home-section-header">
      <h2 id={id}>{title}</h2>
      {text && <p>{text}</p>}
    </header>
  );
}

/**
 * The error state of a section: the localised text (the timeout message when the load ran out
 * of time: ../shared/request-error.ts) and a retry button.
 */
export function LoadError({
  text,
  onRetry,
  kind,
  timedOut = false,
}: {
  text: string;
  onRetry: () => void;
  kind: string;
  timedOut?: boolean;
}) {
  const { t } = useHome();
  return (
    <div className="home-state home-state--error" role="alert" data-state="error" data-section={kind}>
      <span className="home-state-icon" aria-hidden="true">
        !
      </span>
      <p>{timedOut ? timeoutText(t) : text}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('button.retry')}
      </button>
    </div>
  );
}

export function EmptyState({ text, kind }: { text: string; kind: string }) {
  return (
    <div className="home-state" data-state="empty" data-section={kind}>
      <p>{text}</p>
    </div>
  );
}

/** A skeleton list with `count` placeholder cards (same grid as the real cards: no layout shift). */
export function SkeletonList({
  count,
  className,
  children,
}: {
  count: number;
  className: string;
  children: (index: number) => ReactNode;
}) {
  const { t } = useHome();
  return (
    <div className="home-loading" aria-busy="true" data-state="loading">
      <p className="visually-hidden" role="status">
        {t('generic.loading')}
      </p>
      {/* Without JavaScript the section would wait for ever: say so instead (its skeletons hide). */}
      <noscript>
        <p className="home-noscript">{t('home.noscript')}</p>
      </noscript>
      <ul className={`${className} home-skeleton`} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <li key={index}>{children(index)}</li>
        ))}
      </ul>
    </div>
  );
}

/** A transparent pixel: the `src` of a lazy image until src/scripts/lazy-images.ts gives it its own. */
export const LAZY_PLACEHOLDER =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * An image loaded by the site's lazy-image helper (SITELIM-5: near the viewport, 5 retries every
 * 3 s with a cache-busting parameter, then the no-gallery placeholder).
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}) {
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img) lazyImage(img);
  }, []);
  return (
    <img
      ref={ref}
      className={className}
      src={LAZY_PLACEHOLDER}
      data-lazy-src={src}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
    />
  );
}

/** A price, with the higher initial price struck through before it. */
export function PriceTag({
  final,
  initial,
  previousLabel,
}: {
  final: string;
  initial?: string | null | undefined;
  previousLabel: string;
}) {
  return (
    <span className="price-tag">
      {initial && (
        <del className="price-initial">
          <span className="visually-hidden">{previousLabel} </span>
          {initial}
        </del>
      )}{' '}
      <span className="price-final">{final}</span>
    </span>
  );
}
