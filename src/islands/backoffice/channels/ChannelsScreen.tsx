/**
 * Channel manager list (RATES-2, BODATA-6 Channel settings, Room type and Rate plan
 * linkedChannels): the channels the hotel sells through, each enabled or disabled (added from
 * the catalogue, removed), and for each room type and rate plan the channels it is linked to, as
 * tables of labelled checkboxes ("Double room on Booking.com"). Changes are a draft saved as a
 * whole with the version read: a concurrent save (409) reloads and says so (useChannelsData.ts).
 * Below, the calendar sync with the channels (CalendarSync.tsx, CHANNEL-1).
 */
import { useId } from 'react';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { ScreenNotices } from '../app/ScreenNotices.tsx';
import type { ScreenProps } from '../screen.ts';
import { CalendarSync } from './CalendarSync.tsx';
import { ChannelLinks, ChannelList } from './ChannelsParts.tsx';
import { withLink, withoutChannel } from './channels-draft.ts';
import { useChannelsData } from './useChannelsData.ts';
import '../../../ui/field.css';
import '../promotions/promotions.css';

export default function ChannelsScreen({ hotel, language }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const addId = `ch${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const { data, draft, dirty, update, undo, loadFailed, loading, retry, notice, busy, save } =
    useChannelsData(hotel.id, t);
  const available =
    data && draft ? data.catalogue.filter((c) => !draft.channels.some((d) => d.channel === c)) : [];

  return (
    <section className="bo-channels" aria-labelledby={`${addId}-title`}>
      <h1 id={`${addId}-title`}>{t('bo.channels.title')}</h1>
      <p className="bo-list__intro">{t('bo.channels.intro', { hotel: hotel.name })}</p>
      <ScreenNotices
        notice={notice}
        loadFailed={loadFailed}
        loading={loading}
        onRetry={retry}
        retryLabel={t('bo.channels.retry')}
        loadingLabel={t('bo.channels.loading')}
      />
      {data && draft ? (
        <>
          <ChannelList
            draft={draft}
            available={available}
            addId={addId}
            t={t}
            onUpdate={update}
            onRemove={(channel) => update((current) => withoutChannel(current, channel))}
          />
          {draft.channels.length > 0
            ? (['roomTypes', 'ratePlans'] as const).map((kind) => (
                <ChannelLinks
                  key={kind}
                  kind={kind}
                  items={data[kind]}
                  draft={draft}
                  addId={addId}
                  language={language}
                  t={t}
                  onLink={(id, channel, linked) =>
                    update((current) => withLink(current, kind, id, channel, linked))
                  }
                />
              ))
            : null}
          <div className="bo-channels__bar">
            <button
              type="button"
              className="button"
              onClick={() => void save()}
              aria-disabled={!dirty || busy || undefined}
            >
              {busy ? t('bo.channels.saving') : t('bo.channels.save')}
            </button>
            {dirty ? (
              <>
                <button type="button" className="button button--secondary" onClick={undo}>
                  {t('bo.channels.undo')}
                </button>
                <span>{t('bo.channels.unsaved')}</span>
              </>
            ) : null}
          </div>
        </>
      ) : null}
      <CalendarSync hotelId={hotel.id} language={language} />
    </section>
  );
}
