/**
 * The calendar sync's parts (CalendarSync.tsx owns the data): the channels' feeds imported, each
 * with its last sync, last error and log of runs; the form to add one; each room type's and room's
 * feed address with its copy and new-address buttons; and the step-by-step help of each OTA.
 */
import { useState } from 'react';
import type { IcalExport, IcalImport, IcalOverview, IcalRun } from '../../../contracts/secure/ical.ts';
import type { Language } from '../../../contracts/types.ts';
import { localeOf } from '../../../domain/dates-format.ts';
import type { IcalChannel } from '../../../domain/ical.ts';
import type { Translate } from '../../../i18n/translate.ts';
import type { ScreenNotice } from '../app/ScreenNotices.tsx';

const HELP_CHANNELS = ['AIRBNB', 'BOOKING', 'EXPEDIA', 'VRBO'] as const;

export const exportName = (item: Pick<IcalExport, 'name'>, language: Language) =>
  item.name[language] ?? item.name.en ?? '';

const when = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

const channelName = (t: Translate, channel: string) => t(`bo.channels.name.${channel}`);

/** The URL given to `channel` (its own stays left out), or the plain one. */
const urlFor = (url: string, channel: string) => (channel ? `${url}?channel=${channel}` : url);

function errorText(t: Translate, run: IcalRun): string {
  const status = run.httpStatus ? ` (${t('bo.ical.imports.status', { status: run.httpStatus })})` : '';
  return `${run.error ?? ''}${status}`;
}

function LastSync({ item, t, language }: { item: IcalImport; t: Translate; language: Language }) {
  const last = item.lastSync;
  return (
    <>
      <p className="bo-ical__last">
        {!last
          ? t('bo.ical.imports.never')
          : last.outcome === 'NOT_MODIFIED'
            ? t('bo.ical.imports.last.unchanged', { when: when(last.at, language) })
            : last.outcome === 'OK'
              ? t('bo.ical.imports.last', {
                  when: when(last.at, language),
                  read: last.eventsRead,
                  created: last.created,
                  updated: last.updated,
                  cancelled: last.cancelled,
                  conflicts: last.conflicts,
                })
              : null}
      </p>
      {item.lastError ? (
        <p className="bo-ical__error">
          {t('bo.ical.imports.lastError', {
            when: when(item.lastError.at, language),
            error: errorText(t, item.lastError),
          })}
        </p>
      ) : null}
    </>
  );
}

function RunLog({ runs, t, language }: { runs: IcalRun[]; t: Translate; language: Language }) {
  if (runs.length === 0) return null;
  return (
    <details className="bo-ical__log">
      <summary>{t('bo.ical.imports.log', { count: runs.length })}</summary>
      <table className="bo-list__table">
        <thead>
          <tr>
            <th scope="col">{t('bo.ical.log.when')}</th>
            <th scope="col">{t('bo.ical.log.by')}</th>
            <th scope="col">{t('bo.ical.log.outcome')}</th>
            <th scope="col">{t('bo.ical.log.counts')}</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={`${run.at}-${run.startedBy}`}>
              <td data-label={t('bo.ical.log.when')}>{when(run.at, language)}</td>
              <td data-label={t('bo.ical.log.by')}>{t(`bo.ical.startedBy.${run.startedBy}`)}</td>
              <td data-label={t('bo.ical.log.outcome')}>
                {t(`bo.ical.outcome.${run.outcome}`)}
                {run.outcome === 'ERROR' ? (
                  <span className="bo-ical__muted"> {errorText(t, run)}</span>
                ) : null}
              </td>
              <td data-label={t('bo.ical.log.counts')}>
                {[run.eventsRead, run.created, run.updated, run.cancelled, run.conflicts].join(' / ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** The feeds the calendar exports: one per room type, one per room. */
function exportsOf(data: IcalOverview) {
  return {
    types: data.exports.filter((e) => e.roomId === undefined),
    rooms: data.exports.filter((e) => e.roomId !== undefined),
  };
}

/** The channels the calendar syncs with, as options of a select. */
function ChannelOptions({ channels, t }: { channels: readonly string[]; t: Translate }) {
  return channels.map((code) => (
    <option key={code} value={code}>
      {channelName(t, code)}
    </option>
  ));
}

/**
 * A button of a calendar write (sync, remove, new address): while any write runs it says it is
 * unavailable and does nothing, keeping its place and its focus.
 */
function CalendarWriteButton(props: {
  busy: string | null;
  label: string;
  secondary?: boolean;
  onClick: () => void;
  children: string;
}) {
  const { busy, label, secondary, onClick, children } = props;
  return (
    <button
      type="button"
      className={secondary ? 'button button--secondary' : 'button'}
      aria-label={label}
      aria-disabled={busy !== null || undefined}
      onClick={() => busy === null && onClick()}
    >
      {children}
    </button>
  );
}

type PartProps = {
  data: IcalOverview;
  /** Prefix of the section's ids. */
  id: string;
  /** The write running ('add', 'sync-3'…), or null. */
  busy: string | null;
  language: Language;
  t: Translate;
};

/** Each import's name: its channel and the room type or room it fills. */
function importName(data: IcalOverview, item: IcalImport, language: Language, t: Translate): string {
  const found = data.exports.find((e) =>
    item.roomId !== undefined
      ? e.roomId === item.roomId
      : e.roomTypeId === item.roomTypeId && e.roomId === undefined,
  );
  return `${channelName(t, item.channel)} – ${found ? exportName(found, language) : ''}`;
}

type SyncActions = { onSync: (importId: number) => void; onRemove: (item: IcalImport) => void };

/** One channel's feed imported: its name and address, its last sync, its buttons and its log. */
function CalendarSyncRow(props: PartProps & SyncActions & { item: IcalImport }) {
  const { data, item, busy, language, t } = props;
  const name = importName(data, item, language, t);
  return (
    <li className="bo-ical__import">
      <p className="bo-ical__name">{name}</p>
      <p className="bo-ical__muted bo-ical__source">{item.url}</p>
      <LastSync item={item} t={t} language={language} />
      <div className="bo-ical__actions">
        <CalendarWriteButton
          busy={busy}
          label={t('bo.ical.imports.sync.named', { name })}
          onClick={() => props.onSync(item.id)}
        >
          {busy === `sync-${item.id}` ? t('bo.ical.imports.syncing') : t('bo.ical.imports.sync')}
        </CalendarWriteButton>
        <CalendarWriteButton
          busy={busy}
          label={t('bo.ical.imports.remove.named', { name })}
          secondary
          onClick={() => props.onRemove(item)}
        >
          {t('bo.ical.imports.remove')}
        </CalendarWriteButton>
      </div>
      <RunLog runs={item.runs} t={t} language={language} />
    </li>
  );
}

export function ImportList(props: PartProps & SyncActions) {
  return (
    <ul className="bo-ical__imports">
      {props.data.imports.map((item) => (
        <CalendarSyncRow key={item.id} {...props} item={item} />
      ))}
    </ul>
  );
}

/** The new import's target (a room type or a room), channel and address. */
export type NewImport = { target: string; channel: IcalChannel; url: string };

export function AddImportForm(
  props: PartProps & { urlError: string | null; onAdd: (values: NewImport, added: () => void) => void },
) {
  const { data, id, busy, language, t, urlError } = props;
  const [target, setTarget] = useState('');
  const [channel, setChannel] = useState<IcalChannel>('AIRBNB');
  const [url, setUrl] = useState('');
  const { types, rooms } = exportsOf(data);
  return (
    <form
      className="bo-ical__add"
      onSubmit={(event) => {
        event.preventDefault();
        if (busy === null) props.onAdd({ target, channel, url }, () => setUrl(''));
      }}
    >
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${id}-target`}>
          {t('bo.ical.imports.target')}
        </label>
        <select
          id={`${id}-target`}
          className="ui-input"
          value={target}
          onChange={(event) => setTarget(event.currentTarget.value)}
        >
          <optgroup label={t('bo.ical.exports.roomTypes')}>
            {types.map((item) => (
              <option key={item.roomTypeId} value={`type:${item.roomTypeId}`}>
                {exportName(item, language)}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('bo.ical.exports.rooms')}>
            {rooms.map((item) => (
              <option key={item.roomId} value={`room:${item.roomId}`}>
                {exportName(item, language)}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${id}-channel`}>
          {t('bo.ical.imports.channel')}
        </label>
        <select
          id={`${id}-channel`}
          className="ui-input"
          value={channel}
          // The options are ICAL_CHANNELS.
          onChange={(event) => setChannel(event.currentTarget.value as IcalChannel)}
        >
          <ChannelOptions channels={data.channels} t={t} />
        </select>
      </div>
      <div className="ui-field bo-ical__url-field">
        <label className="ui-field__label" htmlFor={`${id}-new-url`}>
          {t('bo.ical.imports.url')}
        </label>
        <input
          id={`${id}-new-url`}
          className="ui-input"
          type="url"
          inputMode="url"
          required
          value={url}
          aria-invalid={urlError ? true : undefined}
          aria-describedby={urlError ? `${id}-url-error` : undefined}
          onChange={(event) => setUrl(event.currentTarget.value)}
        />
        {urlError ? (
          <p id={`${id}-url-error`} className="ui-field__error">
            {urlError}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button" aria-disabled={busy !== null || undefined}>
        {t('bo.ical.imports.add')}
      </button>
    </form>
  );
}

export function CalendarExports(
  props: PartProps & { onRegenerate: (item: IcalExport) => void; onNotice: (notice: ScreenNotice) => void },
) {
  const { data, id, busy, language, t, onRegenerate, onNotice } = props;
  const [forChannel, setForChannel] = useState('');
  const { types, rooms } = exportsOf(data);

  const copy = async (item: IcalExport) => {
    const name = exportName(item, language);
    try {
      await navigator.clipboard.writeText(urlFor(item.url, forChannel));
      onNotice({ kind: 'status', text: t('bo.ical.exports.copied', { name }) });
    } catch {
      // Without clipboard access the address stays selectable in its field.
      document.getElementById(`${id}-url-${item.roomId ?? `t${item.roomTypeId}`}`)?.focus();
    }
  };

  const rows = (items: IcalExport[]) =>
    items.map((item) => {
      const name = exportName(item, language);
      const key = item.roomId ?? `t${item.roomTypeId}`;
      return (
        <li key={key} className="bo-ical__export">
          <label className="bo-ical__name" htmlFor={`${id}-url-${key}`}>
            {name}
          </label>
          <input
            id={`${id}-url-${key}`}
            className="ui-input bo-ical__url"
            readOnly
            value={urlFor(item.url, forChannel)}
            aria-label={t('bo.ical.exports.address', { name })}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button
            type="button"
            className="button button--secondary"
            aria-label={t('bo.ical.exports.copy.named', { name })}
            onClick={() => void copy(item)}
          >
            {t('bo.ical.exports.copy')}
          </button>
          <CalendarWriteButton
            busy={busy}
            label={t('bo.ical.exports.regenerate.named', { name })}
            secondary
            onClick={() => onRegenerate(item)}
          >
            {t('bo.ical.exports.regenerate')}
          </CalendarWriteButton>
        </li>
      );
    });

  return (
    <section aria-labelledby={`${id}-exports`}>
      <h3 id={`${id}-exports`}>{t('bo.ical.exports.title')}</h3>
      <p>{t('bo.ical.exports.intro')}</p>
      <div className="ui-field bo-ical__for">
        <label className="ui-field__label" htmlFor={`${id}-for`}>
          {t('bo.ical.exports.for')}
        </label>
        <select
          id={`${id}-for`}
          className="ui-input"
          value={forChannel}
          onChange={(event) => setForChannel(event.currentTarget.value)}
        >
          <option value="">{t('bo.ical.exports.any')}</option>
          <ChannelOptions channels={data.channels} t={t} />
        </select>
      </div>
      <h4>{t('bo.ical.exports.roomTypes')}</h4>
      <ul className="bo-ical__exports">{rows(types)}</ul>
      <details className="bo-ical__rooms">
        <summary>
          {t('bo.ical.exports.rooms')} ({rooms.length})
        </summary>
        <ul className="bo-ical__exports">{rows(rooms)}</ul>
      </details>
    </section>
  );
}

export function CalendarHelp({ id, t }: { id: string; t: Translate }) {
  return (
    <section aria-labelledby={`${id}-help`}>
      <h3 id={`${id}-help`}>{t('bo.ical.help.title')}</h3>
      {HELP_CHANNELS.map((code) => (
        <details key={code} className="bo-ical__help">
          <summary>{t(`bo.ical.help.${code}.title`)}</summary>
          <p>{t(`bo.ical.help.${code}.steps`)}</p>
          <p className="bo-ical__muted">{t(`bo.ical.help.${code}.limits`)}</p>
        </details>
      ))}
    </section>
  );
}
