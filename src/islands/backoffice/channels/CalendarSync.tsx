/**
 * Calendar sync with the channels (CHANNEL-1, decision 050), the second part of the Channels
 * screen: each room type's and room's feed address with a copy button (for the channel chosen:
 * its own stays are left out of what it reads) and a new-address button; the channels' feeds
 * imported, each with its last sync, last error, log of runs, 'Sync now' and removal; a form to
 * add one; and the step-by-step help of each OTA with its limits (CalendarParts.tsx). The data
 * and the writes: useCalendarSync.ts.
 */
import { useId } from 'react';
import type { Language } from '../../../contracts/types.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { ScreenNotices } from '../app/ScreenNotices.tsx';
import { AddImportForm, CalendarExports, CalendarHelp, ImportList } from './CalendarParts.tsx';
import { useCalendarSync } from './useCalendarSync.ts';
import './calendar-sync.css';

export function CalendarSync({ hotelId, language }: { hotelId: number; language: Language }) {
  const t = useBackofficeTranslations(language);
  const id = `ical${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const sync = useCalendarSync(hotelId, language, t);
  const { data, busy } = sync;

  return (
    <section className="bo-ical" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('bo.ical.title')}</h2>
      <p className="bo-list__intro">{t('bo.ical.intro')}</p>
      <ScreenNotices
        notice={sync.notice}
        loadFailed={sync.loadFailed}
        loading={sync.loading}
        onRetry={sync.retry}
        retryLabel={t('bo.ical.retry')}
        loadingLabel={t('bo.ical.loading')}
      />
      {data ? (
        <>
          <section aria-labelledby={`${id}-imports`}>
            <h3 id={`${id}-imports`}>{t('bo.ical.imports.title')}</h3>
            <p>{t('bo.ical.imports.intro')}</p>
            {data.imports.length === 0 ? <p>{t('bo.ical.imports.none')}</p> : null}
            <ImportList
              data={data}
              id={id}
              busy={busy}
              language={language}
              t={t}
              onSync={(importId) => void sync.sync(importId)}
              onRemove={(item) => void sync.remove(item)}
            />
            <AddImportForm
              data={data}
              id={id}
              busy={busy}
              language={language}
              t={t}
              urlError={sync.urlError}
              onAdd={(values, added) => void sync.add(values, added)}
            />
          </section>
          <CalendarExports
            data={data}
            id={id}
            busy={busy}
            language={language}
            t={t}
            onRegenerate={(item) => void sync.regenerate(item)}
            onNotice={sync.setNotice}
          />
          <CalendarHelp id={id} t={t} />
        </>
      ) : null}
    </section>
  );
}
