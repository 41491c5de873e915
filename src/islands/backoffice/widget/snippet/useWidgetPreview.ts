/**
 * The builder's live preview: the real widget element (its script loaded once from our own origin,
 * the page's), rebuilt in the preview box whenever a setting changes; and the built widget's
 * manifest (pinned file name and integrity) the code to paste names.
 */
import { useEffect, useRef, useState } from 'react';
import { parseManifest, type SnippetOptions, themeProperties, type WidgetManifest } from '../snippet.ts';

/** The built widget's manifest, null when it cannot be read, undefined while loading. */
export function useManifest(): WidgetManifest | null | undefined {
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

/** The preview box's ref: the element with `options` is put in it after each change. */
export function useWidgetPreview(options: SnippetOptions) {
  const preview = useRef<HTMLDivElement>(null);
  useWidgetScript();
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
  return preview;
}
