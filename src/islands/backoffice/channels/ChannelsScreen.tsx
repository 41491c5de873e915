/**
 * Channel manager list (RATES-2, BODATA-6 Channel settings, Room type and Rate plan
 * linkedChannels): the channels the hotel sells through, each enabled or disabled (added from
 * the catalogue, removed), and for each room type and rate plan the channels it is linked to, as
 * tables of labelled checkboxes ("Double room on Booking.com"). Changes are a draft saved as a
 * whole with the version read: a concurrent save (409) reloads and says so. Below, the calendar
 * sync with the channels (CalendarSync.tsx, CHANNEL-1).
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { channelsEndpoints } from '../../../contracts/routes/channels.ts';
import type { ChannelSettingsResponse } from '../../../contracts/secure/channels.ts';
import type { Language } from '../../../contracts/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { secureApi } from '../app/request.ts';
import { ScreenNotices } from '../app/ScreenNotices.tsx';
import type { ScreenProps } from '../screen.ts';
import { CalendarSync } from './CalendarSync.tsx';
import '../../../ui/field.css';
import '../promotions/promotions.css';

type Item = ChannelSettingsResponse['roomTypes'][number];
type Draft = {
  channels: { channel: string; disabled: boolean }[];
  roomTypes: Record<number, string[]>;
  ratePlans: Record<number, string[]>;
};
type Notice = { kind: 'status' | 'error'; text: string };

const draftOf = (data: ChannelSettingsResponse): Draft => ({
  channels: data.channels.map(({ channel, disabled }) => ({ channel, disabled })),
  roomTypes: Object.fromEntries(data.roomTypes.map((r) => [r.id, r.linkedChannels])),
  ratePlans: Object.fromEntries(data.ratePlans.map((p) => [p.id, p.linkedChannels])),
});

const itemName = (item: Item, language: Language): string =>
  item.name[language] ?? item.name.en ?? item.nameKey;

const channelName = (t: Translate, channel: string): string => t(`bo.channels.name.${channel}`);

export default function ChannelsScreen({ hotel, language }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const addId = `ch${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [data, setData] = useState<ChannelSettingsResponse | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [toAdd, setToAdd] = useState('');

  const load = useCallback(async () => {
    try {
      const loaded = await secureApi(
        channelsEndpoints.getChannelSettings,
        { params: { hotelId: hotel.id } },
        { fallback: 'Error getting the channels' },
      );
      setData(loaded);
      setDraft(draftOf(loaded));
      setLoadFailed(null);
    } catch (error) {
      setLoadFailed(timeoutMessage(error, t) ?? t('bo.channels.load.error'));
    }
  }, [t, hotel.id]);

  useEffect(() => {
    setData(null);
    setDraft(null);
    void load();
  }, [load]);

  const dirty = data !== null && draft !== null && JSON.stringify(draftOf(data)) !== JSON.stringify(draft);
  const available =
    data && draft ? data.catalogue.filter((c) => !draft.channels.some((d) => d.channel === c)) : [];

  const update = (change: (current: Draft) => Draft) => {
    setNotice(null);
    setDraft((current) => (current ? change(current) : current));
  };

  const setLink = (kind: 'roomTypes' | 'ratePlans', id: number, channel: string, linked: boolean) =>
    update((current) => {
      const order = current.channels.map((c) => c.channel);
      const links = new Set(current[kind][id] ?? []);
      if (linked) links.add(channel);
      else links.delete(channel);
      return { ...current, [kind]: { ...current[kind], [id]: order.filter((c) => links.has(c)) } };
    });

  const removeChannel = (channel: string) =>
    update((current) => {
      const strip = (links: Record<number, string[]>) =>
        Object.fromEntries(
          Object.entries(links).map(([id, list]) => [id, list.filter((c) => c !== channel)]),
        );
      return {
        channels: current.channels.filter((c) => c.channel !== channel),
        roomTypes: strip(current.roomTypes),
        ratePlans: strip(current.ratePlans),
      };
    });

  const save = async () => {
    if (!data || !draft || busy || !dirty) return;
    setBusy(true);
    setNotice(null);
    try {
      const saved = await secureApi(
        channelsEndpoints.saveChannelSettings,
        {
          params: { hotelId: hotel.id },
          body: {
            version: data.version,
            channels: draft.channels,
            roomTypes: data.roomTypes.map((r) => ({ id: r.id, linkedChannels: draft.roomTypes[r.id] ?? [] })),
            ratePlans: data.ratePlans.map((p) => ({ id: p.id, linkedChannels: draft.ratePlans[p.id] ?? [] })),
          },
        },
        { fallback: 'Error saving the channels' },
      );
      setData(saved);
      setDraft(draftOf(saved));
      setNotice({ kind: 'status', text: t('bo.channels.saved') });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        await load();
        setNotice({ kind: 'error', text: t('bo.channels.conflict') });
      } else {
        setNotice({ kind: 'error', text: timeoutMessage(error, t) ?? t('bo.channels.save.error') });
      }
    } finally {
      setBusy(false);
    }
  };

  const grid = (kind: 'roomTypes' | 'ratePlans', items: readonly (Item & { derived?: boolean })[]) => {
    if (!draft) return null;
    const headingId = `${addId}-${kind}`;
    return (
      <section className="bo-channels__section" aria-labelledby={headingId}>
        <h2 id={headingId}>
          {t(kind === 'roomTypes' ? 'bo.channels.links.roomtypes' : 'bo.channels.links.rateplans')}
        </h2>
        <table className="bo-channels__grid">
          <thead>
            <tr>
              <th scope="col">
                {t(kind === 'roomTypes' ? 'bo.channels.col.roomtype' : 'bo.channels.col.rateplan')}
              </th>
              {draft.channels.map((c) => (
                <th scope="col" key={c.channel}>
                  {channelName(t, c.channel)}
                  {c.disabled ? (
                    <span className="bo-channels__muted"> {t('bo.channels.channel.disabled')}</span>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const name = itemName(item, language);
              const links = draft[kind][item.id] ?? [];
              return (
                <tr key={item.id}>
                  <th scope="row" className="bo-channels__item">
                    {name}
                    {!item.enabled ? (
                      <span className="bo-channels__muted"> {t('bo.channels.item.disabled')}</span>
                    ) : null}
                    {item.derived ? (
                      <span className="bo-channels__muted"> {t('bo.channels.item.derived')}</span>
                    ) : null}
                  </th>
                  {draft.channels.map((c) => (
                    <td key={c.channel}>
                      <label className="bo-channels__cell">
                        <input
                          type="checkbox"
                          className="bo-channels__box"
                          checked={links.includes(c.channel)}
                          aria-label={t('bo.channels.link.label', {
                            item: name,
                            channel: channelName(t, c.channel),
                          })}
                          onChange={(event) => setLink(kind, item.id, c.channel, event.currentTarget.checked)}
                        />
                      </label>
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    );
  };

  return (
    <section className="bo-channels" aria-labelledby={`${addId}-title`}>
      <h1 id={`${addId}-title`}>{t('bo.channels.title')}</h1>
      <p className="bo-list__intro">{t('bo.channels.intro', { hotel: hotel.name })}</p>
      <ScreenNotices
        notice={notice}
        loadFailed={data ? null : loadFailed}
        loading={!data && !loadFailed}
        onRetry={() => void load()}
        retryLabel={t('bo.channels.retry')}
        loadingLabel={t('bo.channels.loading')}
      />
      {data && draft ? (
        <>
          <section aria-labelledby={`${addId}-settings`}>
            <h2 id={`${addId}-settings`}>{t('bo.channels.settings')}</h2>
            {draft.channels.length === 0 ? <p>{t('bo.channels.none')}</p> : null}
            {draft.channels.length > 0 ? (
              <table className="bo-list__table bo-channels__list">
                <thead>
                  <tr>
                    <th scope="col">{t('bo.channels.col.channel')}</th>
                    <th scope="col">{t('bo.channels.col.enabled')}</th>
                    <th scope="col">
                      <span className="ui-sr-only">{t('bo.channels.col.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {draft.channels.map((c) => {
                    const name = channelName(t, c.channel);
                    return (
                      <tr key={c.channel} className={c.disabled ? 'bo-list__row--off' : undefined}>
                        <th scope="row">{name}</th>
                        <td data-label={t('bo.channels.col.enabled')}>
                          <input
                            type="checkbox"
                            role="switch"
                            aria-checked={!c.disabled}
                            className="bo-switch"
                            checked={!c.disabled}
                            aria-label={t('bo.channels.enabled.named', { channel: name })}
                            onChange={(event) => {
                              const enabled = event.currentTarget.checked;
                              update((current) => ({
                                ...current,
                                channels: current.channels.map((d) =>
                                  d.channel === c.channel ? { ...d, disabled: !enabled } : d,
                                ),
                              }));
                            }}
                          />
                        </td>
                        <td className="bo-list__actions">
                          <button
                            type="button"
                            className="button button--secondary bo-list__delete"
                            onClick={() => removeChannel(c.channel)}
                          >
                            {t('bo.channels.remove.named', { channel: name })}
                          </button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            ) : null}
            {available.length > 0 ? (
              <div className="bo-channels__add">
                <div className="ui-field">
                  <label className="ui-field__label" htmlFor={`${addId}-add`}>
                    {t('bo.channels.add.label')}
                  </label>
                  <select
                    id={`${addId}-add`}
                    className="ui-input"
                    value={toAdd || available[0]}
                    onChange={(event) => setToAdd(event.currentTarget.value)}
                  >
                    {available.map((c) => (
                      <option key={c} value={c}>
                        {channelName(t, c)}
                      </option>
                    ))}
                  </select>
                </div>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    const channel = available.includes(toAdd) ? toAdd : available[0];
                    if (!channel) return;
                    update((current) => ({
                      ...current,
                      channels: [...current.channels, { channel, disabled: false }],
                    }));
                    setToAdd('');
                  }}
                >
                  {t('bo.channels.add')}
                </button>
              </div>
            ) : null}
          </section>
          {draft.channels.length > 0 ? grid('roomTypes', data.roomTypes) : null}
          {draft.channels.length > 0 ? grid('ratePlans', data.ratePlans) : null}
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
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => update(() => draftOf(data))}
                >
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
