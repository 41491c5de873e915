/**
 * The channels screen's parts: the channels the hotel sells through (each switched on or off,
 * removed, or added from the catalogue), and a table of labelled checkboxes linking each room
 * type or rate plan to the channels ("Double room on Booking.com"). Both change the screen's draft.
 */
import { useState } from 'react';
import type { ChannelSettingsResponse } from '../../../contracts/secure/channels.ts';
import type { Language } from '../../../contracts/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import type { ChannelsDraft } from './channels-draft.ts';

type Item = ChannelSettingsResponse['roomTypes'][number];

const itemName = (item: Item, language: Language): string =>
  item.name[language] ?? item.name.en ?? item.nameKey;

export const channelName = (t: Translate, channel: string): string => t(`bo.channels.name.${channel}`);

/** The links of one kind of item (room types or rate plans) to the draft's channels. */
export function ChannelLinks(props: {
  kind: 'roomTypes' | 'ratePlans';
  items: readonly (Item & { derived?: boolean })[];
  draft: ChannelsDraft;
  /** Prefix of the screen's ids. */
  addId: string;
  language: Language;
  t: Translate;
  onLink: (id: number, channel: string, linked: boolean) => void;
}) {
  const { kind, items, draft, addId, language, t, onLink } = props;
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
                        onChange={(event) => onLink(item.id, c.channel, event.currentTarget.checked)}
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
}

/** The channels of the draft, each with its switch and removal, and the catalogue's others to add. */
export function ChannelList(props: {
  draft: ChannelsDraft;
  available: readonly string[];
  addId: string;
  t: Translate;
  onUpdate: (change: (current: ChannelsDraft) => ChannelsDraft) => void;
  onRemove: (channel: string) => void;
}) {
  const { draft, available, addId, t, onUpdate, onRemove } = props;
  const [toAdd, setToAdd] = useState('');
  return (
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
                        onUpdate((current) => ({
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
                      onClick={() => onRemove(c.channel)}
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
              onUpdate((current) => ({
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
  );
}
