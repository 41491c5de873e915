/**
 * The snippet builder (EMBED-2): the widget's settings (language, currency, theme colour,
 * radius, font, layout, initial people, analytics), a live preview of the real widget with them
 * (the built script, loaded from our own origin), the code to paste with the pinned script and
 * its integrity hash (read from the build's /widget/manifest.json), the CSP lines the host page
 * needs, and a campaign deep-link builder. Copy buttons report in the screen's status region.
 */
import { useEffect, useId, useState } from 'react';
import type { ManagedHotel } from '../../../contracts/secure/hotels.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { DeepLinkBuilder } from './snippet/DeepLinkBuilder.tsx';
import { SnippetCode } from './snippet/SnippetCode.tsx';
import { SnippetSettings } from './snippet/SnippetSettings.tsx';
import { useManifest, useWidgetPreview } from './snippet/useWidgetPreview.ts';
import { cspLines, defaultSnippetOptions, type SnippetOptions, snippetHtml } from './snippet.ts';

type Props = {
  hotel: ManagedHotel;
  t: Translate;
  /** The hotel's sites: the deep link starts from the first one. */
  sites: readonly string[];
  announce: (text: string) => void;
};

export function SnippetBuilder({ hotel, t, sites, announce }: Props) {
  const ids = useId().replace(/[^\w-]/g, '');
  const ref = hotel.alias ?? String(hotel.id);
  const [options, setOptions] = useState<SnippetOptions>(() => defaultSnippetOptions(ref));
  const manifest = useManifest();
  const origin = window.location.origin;
  const preview = useWidgetPreview(options);

  // A new hotel starts from the defaults (its own reference).
  useEffect(() => setOptions(defaultSnippetOptions(ref)), [ref]);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      announce(t('bo.widget.copied'));
    } catch {
      announce(t('bo.widget.copy.failed'));
    }
  };

  return (
    <>
      <section className="bo-widget__section" aria-labelledby={`${ids}-builder`}>
        <h2 id={`${ids}-builder`}>{t('bo.widget.builder.heading')}</h2>
        <p className="bo-widget__muted">{t('bo.widget.builder.intro')}</p>
        <div className="bo-widget__builder">
          <SnippetSettings
            ids={ids}
            t={t}
            hotelCurrency={hotel.currency}
            options={options}
            onChange={(patch) => setOptions((current) => ({ ...current, ...patch }))}
          />
          <div className="bo-widget__preview">
            <h3>{t('bo.widget.preview.heading')}</h3>
            <p className="bo-widget__muted">{t('bo.widget.preview.note')}</p>
            <div ref={preview} className="bo-widget__preview-box" data-testid="widget-preview" />
          </div>
        </div>
      </section>
      <SnippetCode
        ids={ids}
        t={t}
        manifest={manifest}
        code={snippetHtml(options, origin, manifest ?? null)}
        csp={cspLines(origin)}
        copy={(text) => void copy(text)}
      />
      <DeepLinkBuilder ids={ids} t={t} sites={sites} copy={(text) => void copy(text)} />
    </>
  );
}
