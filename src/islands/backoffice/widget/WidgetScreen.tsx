/**
 * /secure/widget (EMBED-2): everything a hotel needs to take bookings on its own website — its
 * sites (the origins allowed to book through the widget) and the sites recently seen without
 * being allowed, then the snippet builder with a live preview, the pinned code with its
 * integrity hash, the host page's CSP lines and campaign links.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { timeoutMessage } from '../../shared/request-error.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import type { ScreenProps } from '../screen.ts';
import { loadSites, SitesPanel, type SitesState } from './SitesPanel.tsx';
import { SnippetBuilder } from './SnippetBuilder.tsx';
import './widget.css';

export default function WidgetScreen({ hotel, language }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const [state, setState] = useState<SitesState | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const statusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const reload = useCallback(async () => {
    try {
      setState(await loadSites(hotel.id));
      setFailed(null);
    } catch (error) {
      setFailed(timeoutMessage(error, t) ?? t('bo.widget.load.error'));
    }
  }, [hotel.id, t]);

  useEffect(() => {
    setState(null);
    void reload();
  }, [reload]);

  // The status region repeats a message even when it is the same text twice in a row.
  const announce = useCallback((text: string) => {
    clearTimeout(statusTimer.current);
    setStatus('');
    statusTimer.current = setTimeout(() => setStatus(text), 50);
  }, []);
  useEffect(() => () => clearTimeout(statusTimer.current), []);

  return (
    <div className="bo-widget">
      <h1 className="bo-widget__title">{t('bo.widget.title')}</h1>
      <p>{t('bo.widget.intro', { hotel: hotel.name })}</p>
      <p className="bo-widget__status" role="status">
        {status}
      </p>
      {failed !== null && (
        <div className="bo-widget__error" role="alert">
          <p>{failed}</p>
          <button type="button" className="button button--secondary" onClick={() => void reload()}>
            {t('bo.widget.retry')}
          </button>
        </div>
      )}
      {state === null && failed === null && <p role="status">{t('generic.loading')}</p>}
      {state !== null && (
        <SitesPanel
          hotelId={hotel.id}
          timeZone={hotel.timeZone}
          language={language}
          t={t}
          state={state}
          reload={reload}
          announce={announce}
        />
      )}
      <SnippetBuilder
        hotel={hotel}
        t={t}
        sites={state?.sites.map((site) => site.origin) ?? []}
        announce={announce}
      />
    </div>
  );
}
