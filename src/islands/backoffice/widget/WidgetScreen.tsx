/**
 * /secure/widget (EMBED-2): everything a hotel needs to take bookings on its own website — its
 * sites (the origins allowed to book through the widget) and the sites recently seen without
 * being allowed, then the snippet builder with a live preview, the pinned code with its
 * integrity hash, the host page's CSP lines and campaign links.
 */
import { timeoutMessage } from '../../shared/request-error.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { useAnnouncement } from '../app/useAnnouncement.ts';
import type { ScreenProps } from '../screen.ts';
import { SitesPanel } from './SitesPanel.tsx';
import { SnippetBuilder } from './SnippetBuilder.tsx';
import { useSites } from './useSites.ts';
import './widget.css';

export default function WidgetScreen({ hotel, language }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const sites = useSites(hotel.id);
  const state = sites.state;
  const failed = sites.failure ? (timeoutMessage(sites.failure, t) ?? t('bo.widget.load.error')) : null;
  // The status region repeats a message even when it is the same text twice in a row.
  const { status, announce } = useAnnouncement();

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
          <button type="button" className="button button--secondary" onClick={() => void sites.retry()}>
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
          reload={sites.changed}
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
