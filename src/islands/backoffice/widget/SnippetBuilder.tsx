/**
 * The snippet builder (EMBED-2): the widget's settings (language, currency, theme colour,
 * radius, font, layout, initial people, analytics), a live preview of the real widget with them
 * (the built script, loaded from our own origin), the code to paste with the pinned script and
 * its integrity hash (read from the build's /widget/manifest.json), the CSP lines the host page
 * needs, and a campaign deep-link builder. Copy buttons report in the screen's status region.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { ManagedHotel } from '../../../contracts/secure/hotels.ts';
import { IMPORTANT_CURRENCIES } from '../../../domain/currency.ts';
import type { Translate } from '../../../i18n/translate.ts';
import {
  cspLines,
  DEFAULT_RADIUS,
  type DeepLink,
  deepLinkUrl,
  defaultSnippetOptions,
  MAX_ADULTS,
  MAX_RADIUS,
  parseManifest,
  type SnippetOptions,
  snippetHtml,
  themeProperties,
  WIDGET_FONTS,
  type WidgetFont,
  type WidgetManifest,
} from './snippet.ts';

type Props = {
  hotel: ManagedHotel;
  t: Translate;
  /** The hotel's sites: the deep link starts from the first one. */
  sites: readonly string[];
  announce: (text: string) => void;
};

/** The built widget's manifest (pinned file name and integrity), or null when it cannot be read. */
function useManifest(): WidgetManifest | null | undefined {
  const [manifest, setManifest] = useState<WidgetManifest | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    fetch('/widget/manifest.json', { cache: 'no-store' })
      .then((res) => (res.ok ? res.json() : null))
      .then((value: unknown) => live && setManifest(parseManifest(value)))
      .catch(() => live && setManifest(null));
    return () => {
      live = false;
    };
  }, []);
  return manifest;
}

/** Loads the widget's script (our origin, same as the page) once, for the preview. */
function useWidgetScript(): void {
  useEffect(() => {
    if (customElements.get('itaca-booking') || document.querySelector('script[data-itaca-preview]')) return;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = '/widget/booking.js';
    script.dataset.itacaPreview = '';
    document.head.append(script);
  }, []);
}

export function SnippetBuilder({ hotel, t, sites, announce }: Props) {
  const ids = useId().replace(/[^\w-]/g, '');
  const ref = hotel.alias ?? String(hotel.id);
  const [options, setOptions] = useState<SnippetOptions>(() => defaultSnippetOptions(ref));
  const manifest = useManifest();
  const origin = window.location.origin;
  const preview = useRef<HTMLDivElement>(null);
  const [link, setLink] = useState<DeepLink>({
    page: sites[0] !== undefined ? `${sites[0]}/` : '',
    checkin: '',
    checkout: '',
    adults: 2,
    children: 0,
    promo: '',
  });
  useWidgetScript();

  // A new hotel starts from the defaults (its own reference).
  useEffect(() => setOptions(defaultSnippetOptions(ref)), [ref]);
  useEffect(() => {
    setLink((current) =>
      current.page === '' && sites[0] !== undefined ? { ...current, page: `${sites[0]}/` } : current,
    );
  }, [sites]);

  // The preview is the real element, rebuilt when a setting changes.
  useEffect(() => {
    const box = preview.current;
    if (!box) return;
    const element = document.createElement('itaca-booking');
    element.setAttribute('hotel', options.hotel);
    if (options.language) element.setAttribute('lang', options.language);
    if (options.currency) element.setAttribute('currency', options.currency);
    if (options.layout !== 'inline') element.setAttribute('layout', options.layout);
    if (options.adults !== 2) element.setAttribute('adults', String(options.adults));
    for (const [name, value] of Object.entries(themeProperties(options)))
      element.style.setProperty(name, value);
    box.replaceChildren(element);
  }, [options]);

  const set = (patch: Partial<SnippetOptions>) => setOptions((current) => ({ ...current, ...patch }));
  const code = snippetHtml(options, origin, manifest ?? null);
  const csp = cspLines(origin);
  const deepLink = deepLinkUrl(link);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      announce(t('bo.widget.copied'));
    } catch {
      announce(t('bo.widget.copy.failed'));
    }
  };

  const currencies = [...new Set([hotel.currency, ...IMPORTANT_CURRENCIES])].filter(
    (c) => c !== hotel.currency,
  );

  return (
    <>
      <section className="bo-widget__section" aria-labelledby={`${ids}-builder`}>
        <h2 id={`${ids}-builder`}>{t('bo.widget.builder.heading')}</h2>
        <p className="bo-widget__muted">{t('bo.widget.builder.intro')}</p>
        <div className="bo-widget__builder">
          <form className="bo-widget__form" onSubmit={(event) => event.preventDefault()}>
            <label htmlFor={`${ids}-lang`}>{t('bo.widget.builder.language')}</label>
            <select
              id={`${ids}-lang`}
              value={options.language}
              onChange={(event) => set({ language: event.currentTarget.value as SnippetOptions['language'] })}
            >
              <option value="">{t('bo.widget.builder.language.auto')}</option>
              <option value="en">{t('bo.widget.builder.language.en')}</option>
              <option value="it">{t('bo.widget.builder.language.it')}</option>
            </select>
            <label htmlFor={`${ids}-currency`}>{t('bo.widget.builder.currency')}</label>
            <select
              id={`${ids}-currency`}
              value={options.currency}
              onChange={(event) => set({ currency: event.currentTarget.value })}
            >
              <option value="">{t('bo.widget.builder.currency.hotel', { currency: hotel.currency })}</option>
              {currencies.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
            <label htmlFor={`${ids}-colour`}>{t('bo.widget.builder.colour')}</label>
            <input
              id={`${ids}-colour`}
              type="color"
              value={options.primary}
              onChange={(event) => set({ primary: event.currentTarget.value })}
            />
            <label htmlFor={`${ids}-radius`}>{t('bo.widget.builder.radius')}</label>
            <input
              id={`${ids}-radius`}
              type="number"
              min={0}
              max={MAX_RADIUS}
              value={options.radius}
              onChange={(event) => {
                const value = event.currentTarget.valueAsNumber;
                set({ radius: Number.isFinite(value) ? value : DEFAULT_RADIUS });
              }}
            />
            <label htmlFor={`${ids}-font`}>{t('bo.widget.builder.font')}</label>
            <select
              id={`${ids}-font`}
              value={options.font}
              onChange={(event) => set({ font: event.currentTarget.value as WidgetFont })}
            >
              {(Object.keys(WIDGET_FONTS) as WidgetFont[]).map((font) => (
                <option key={font} value={font}>
                  {t(`bo.widget.builder.font.${font}`)}
                </option>
              ))}
            </select>
            <fieldset className="bo-widget__radios">
              <legend>{t('bo.widget.builder.layout')}</legend>
              {(['inline', 'button'] as const).map((layout) => (
                <label key={layout}>
                  <input
                    type="radio"
                    name={`${ids}-layout`}
                    value={layout}
                    checked={options.layout === layout}
                    onChange={() => set({ layout })}
                  />
                  {t(`bo.widget.builder.layout.${layout}`)}
                </label>
              ))}
            </fieldset>
            <label htmlFor={`${ids}-adults`}>{t('bo.widget.builder.adults')}</label>
            <input
              id={`${ids}-adults`}
              type="number"
              min={1}
              max={MAX_ADULTS}
              value={options.adults}
              onChange={(event) => {
                const value = Math.round(event.currentTarget.valueAsNumber);
                set({ adults: Number.isFinite(value) ? Math.min(MAX_ADULTS, Math.max(1, value)) : 2 });
              }}
            />
            <label className="bo-widget__check">
              <input
                type="checkbox"
                checked={options.analytics}
                onChange={(event) => set({ analytics: event.currentTarget.checked })}
              />
              {t('bo.widget.builder.analytics')}
            </label>
          </form>
          <div className="bo-widget__preview">
            <h3>{t('bo.widget.preview.heading')}</h3>
            <p className="bo-widget__muted">{t('bo.widget.preview.note')}</p>
            <div ref={preview} className="bo-widget__preview-box" data-testid="widget-preview" />
          </div>
        </div>
      </section>

      <section className="bo-widget__section" aria-labelledby={`${ids}-code`}>
        <h2 id={`${ids}-code`}>{t('bo.widget.code.heading')}</h2>
        <p id={`${ids}-snippet-label`}>{t('bo.widget.code.snippet')}</p>
        {manifest === undefined ? (
          <p role="status">{t('generic.loading')}</p>
        ) : (
          <pre className="bo-widget__code" data-testid="widget-snippet">
            <code>{code}</code>
          </pre>
        )}
        <p className="bo-widget__muted">
          {manifest === null ? t('bo.widget.code.latest') : t('bo.widget.code.pinned')}
        </p>
        <button type="button" className="button" onClick={() => void copy(code)}>
          {t('bo.widget.copy.snippet')}
        </button>
        <p id={`${ids}-csp-label`}>{t('bo.widget.code.csp')}</p>
        <pre className="bo-widget__code" data-testid="widget-csp">
          <code>{csp}</code>
        </pre>
        <button type="button" className="button button--secondary" onClick={() => void copy(csp)}>
          {t('bo.widget.copy.csp')}
        </button>
      </section>

      <section className="bo-widget__section" aria-labelledby={`${ids}-link`}>
        <h2 id={`${ids}-link`}>{t('bo.widget.link.heading')}</h2>
        <p className="bo-widget__muted">{t('bo.widget.link.intro')}</p>
        <form className="bo-widget__link" onSubmit={(event) => event.preventDefault()}>
          <div className="bo-widget__link-page">
            <label htmlFor={`${ids}-page`}>{t('bo.widget.link.page')}</label>
            <input
              id={`${ids}-page`}
              type="url"
              spellCheck={false}
              placeholder="https://www.example.it/book"
              value={link.page}
              aria-invalid={link.page !== '' && deepLink === null}
              aria-describedby={link.page !== '' && deepLink === null ? `${ids}-page-error` : undefined}
              onChange={(event) => setLink({ ...link, page: event.currentTarget.value })}
            />
            {link.page !== '' && deepLink === null && (
              <p id={`${ids}-page-error`} className="bo-widget__error">
                {t('bo.widget.link.invalid')}
              </p>
            )}
          </div>
          {(['checkin', 'checkout'] as const).map((name) => (
            <div key={name}>
              <label htmlFor={`${ids}-${name}`}>{t(`bo.widget.link.${name}`)}</label>
              <input
                id={`${ids}-${name}`}
                type="date"
                value={link[name]}
                onChange={(event) => setLink({ ...link, [name]: event.currentTarget.value })}
              />
            </div>
          ))}
          {(['adults', 'children'] as const).map((name) => (
            <div key={name}>
              <label htmlFor={`${ids}-${name}`}>{t(`bo.widget.link.${name}`)}</label>
              <input
                id={`${ids}-${name}`}
                type="number"
                min={name === 'adults' ? 1 : 0}
                max={MAX_ADULTS}
                value={link[name]}
                onChange={(event) => {
                  const value = Math.round(event.currentTarget.valueAsNumber);
                  setLink({ ...link, [name]: Number.isFinite(value) ? value : 0 });
                }}
              />
            </div>
          ))}
          <div>
            <label htmlFor={`${ids}-promo`}>{t('bo.widget.link.promo')}</label>
            <input
              id={`${ids}-promo`}
              maxLength={40}
              value={link.promo}
              onChange={(event) => setLink({ ...link, promo: event.currentTarget.value })}
            />
          </div>
        </form>
        {deepLink !== null && (
          <>
            <pre className="bo-widget__code" data-testid="widget-deep-link">
              <code>{deepLink}</code>
            </pre>
            <button type="button" className="button button--secondary" onClick={() => void copy(deepLink)}>
              {t('bo.widget.copy.link')}
            </button>
          </>
        )}
      </section>
    </>
  );
}
