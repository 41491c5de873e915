/**
 * Calendar sync with the channels (CHANNEL-1, decision 050), the second part of the Channels
 * screen: each room type's and room's feed address with a copy button (for the channel chosen:
 * its own stays are left out of what it reads) and a new-address button; the channels' feeds
 * imported, each with its last sync, last error, log of runs, 'Sync now' and removal; a form to
 * add one; and the step-by-step help of each OTA with its limits.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { icalEndpoints } from '../../../contracts/routes/ical.ts';
import type { IcalExport, IcalImport, IcalOverview, IcalRun } from '../../../contracts/secure/ical.ts';
import type { Language } from '../../../contracts/types.ts';
import { localeOf } from '../../../domain/dates-format.ts';
import type { IcalChannel } from '../../../domain/ical.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { secureApi } from '../app/request.ts';
import { type ScreenNotice, ScreenNotices } from '../app/ScreenNotices.tsx';
import './calendar-sync.css';

const HELP_CHANNELS = ['AIRBNB', 'BOOKING', 'EXPEDIA', 'VRBO'] as const;

const exportName = (item: Pick<IcalExport, 'name'>, language: Language) =>
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

export function CalendarSync({ hotelId, language }: { hotelId: number; language: Language }) {
  const t = useBackofficeTranslations(language);
  const id = `ical${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [data, setData] = useState<IcalOverview | null>(null);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [forChannel, setForChannel] = useState('');
  const [target, setTarget] = useState('');
  const [channel, setChannel] = useState<IcalChannel>('AIRBNB');
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setData(
        await secureApi(
          icalEndpoints.getCalendarSync,
          { params: { hotelId } },
          { fallback: 'Error getting the calendar sync' },
        ),
      );
      setLoadFailed(null);
    } catch (error) {
      setLoadFailed(timeoutMessage(error, t) ?? t('bo.ical.load.error'));
    }
  }, [t, hotelId]);

  useEffect(() => {
    setData(null);
    void load();
  }, [load]);

  const types = data?.exports.filter((e) => e.roomId === undefined) ?? [];
  const rooms = data?.exports.filter((e) => e.roomId !== undefined) ?? [];

  const failed = (error: unknown) => {
    const code = error instanceof ApiRequestError ? error.errors[0]?.code : undefined;
    const text = code?.startsWith('bo.') ? t(code) : error instanceof Error ? error.message : String(error);
    setNotice({ kind: 'error', text });
  };

  const nameOf = (item: { roomId?: number | undefined; roomTypeId?: number | undefined }) => {
    const found = data?.exports.find((e) =>
      item.roomId !== undefined
        ? e.roomId === item.roomId
        : e.roomTypeId === item.roomTypeId && e.roomId === undefined,
    );
    return found ? exportName(found, language) : '';
  };

  const copy = async (item: IcalExport) => {
    const name = exportName(item, language);
    try {
      await navigator.clipboard.writeText(urlFor(item.url, forChannel));
      setNotice({ kind: 'status', text: t('bo.ical.exports.copied', { name }) });
    } catch {
      // Without clipboard access the address stays selectable in its field.
      document.getElementById(`${id}-url-${item.roomId ?? `t${item.roomTypeId}`}`)?.focus();
    }
  };

  const regenerate = async (item: IcalExport) => {
    const name = exportName(item, language);
    if (!window.confirm(t('bo.ical.exports.regenerate.confirm', { name }))) return;
    setBusy('regenerate');
    try {
      await secureApi(
        icalEndpoints.regenerateCalendarFeed,
        {
          params: { hotelId },
          body: item.roomId !== undefined ? { roomId: item.roomId } : { roomTypeId: item.roomTypeId },
        },
        { fallback: 'Error regenerating the calendar address' },
      );
      await load();
      setNotice({ kind: 'status', text: t('bo.ical.exports.regenerated', { name }) });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const sync = async (importId: number) => {
    setBusy(`sync-${importId}`);
    setNotice(null);
    try {
      const result = await secureApi(
        icalEndpoints.syncCalendarImport,
        { params: { hotelId, importId } },
        { fallback: 'Error syncing the calendar' },
      );
      setNotice(
        result.outcome === 'ERROR'
          ? {
              kind: 'error',
              text: t('bo.ical.imports.failed', {
                error: `${result.error ?? ''}${result.httpStatus ? ` (HTTP ${result.httpStatus})` : ''}`,
              }),
            }
          : {
              kind: 'status',
              text:
                result.outcome === 'NOT_MODIFIED'
                  ? t('bo.ical.imports.unchanged')
                  : t('bo.ical.imports.synced', {
                      created: result.created,
                      updated: result.updated,
                      cancelled: result.cancelled,
                      conflicts: result.conflicts,
                    }),
            },
      );
      await load();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const add = async () => {
    const [kind, raw] = (target || `type:${types[0]?.roomTypeId ?? ''}`).split(':');
    setUrlError(null);
    setBusy('add');
    try {
      const created = await secureApi(
        icalEndpoints.addCalendarImport,
        {
          params: { hotelId },
          body: { [kind === 'room' ? 'roomId' : 'roomTypeId']: Number(raw), channel, url },
        },
        { fallback: 'Error adding the calendar' },
      );
      setUrl('');
      await secureApi(
        icalEndpoints.syncCalendarImport,
        { params: { hotelId, importId: created.id } },
        { fallback: 'Error syncing the calendar' },
      );
      await load();
      setNotice({ kind: 'status', text: t('bo.ical.imports.added') });
    } catch (error) {
      const field = error instanceof ApiRequestError ? error.errors[0] : undefined;
      if (field?.field === 'url' && field.code.startsWith('bo.')) setUrlError(t(field.code));
      else failed(error);
    } finally {
      setBusy(null);
    }
  };

  const remove = async (item: IcalImport) => {
    if (!window.confirm(t('bo.ical.imports.remove.confirm'))) return;
    setBusy(`remove-${item.id}`);
    try {
      await secureApi(
        icalEndpoints.removeCalendarImport,
        { params: { hotelId, importId: item.id } },
        { fallback: 'Error removing the calendar' },
      );
      await load();
      setNotice({ kind: 'status', text: t('bo.ical.imports.removed') });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const exportRows = (items: IcalExport[]) =>
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
          <button
            type="button"
            className="button button--secondary"
            aria-label={t('bo.ical.exports.regenerate.named', { name })}
            aria-disabled={busy !== null || undefined}
            onClick={() => busy === null && void regenerate(item)}
          >
            {t('bo.ical.exports.regenerate')}
          </button>
        </li>
      );
    });

  return (
    <section className="bo-ical" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('bo.ical.title')}</h2>
      <p className="bo-list__intro">{t('bo.ical.intro')}</p>
      <ScreenNotices
        notice={notice}
        loadFailed={data ? null : loadFailed}
        loading={!data && !loadFailed}
        onRetry={() => void load()}
        retryLabel={t('bo.ical.retry')}
        loadingLabel={t('bo.ical.loading')}
      />
      {data ? (
        <>
          <section aria-labelledby={`${id}-imports`}>
            <h3 id={`${id}-imports`}>{t('bo.ical.imports.title')}</h3>
            <p>{t('bo.ical.imports.intro')}</p>
            {data.imports.length === 0 ? <p>{t('bo.ical.imports.none')}</p> : null}
            <ul className="bo-ical__imports">
              {data.imports.map((item) => {
                const name = `${channelName(t, item.channel)} – ${nameOf(item.roomId !== undefined ? { roomId: item.roomId } : { roomTypeId: item.roomTypeId })}`;
                return (
                  <li key={item.id} className="bo-ical__import">
                    <p className="bo-ical__name">{name}</p>
                    <p className="bo-ical__muted bo-ical__source">{item.url}</p>
                    <LastSync item={item} t={t} language={language} />
                    <div className="bo-ical__actions">
                      <button
                        type="button"
                        className="button"
                        aria-label={t('bo.ical.imports.sync.named', { name })}
                        aria-disabled={busy !== null || undefined}
                        onClick={() => busy === null && void sync(item.id)}
                      >
                        {busy === `sync-${item.id}`
                          ? t('bo.ical.imports.syncing')
                          : t('bo.ical.imports.sync')}
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-label={t('bo.ical.imports.remove.named', { name })}
                        aria-disabled={busy !== null || undefined}
                        onClick={() => busy === null && void remove(item)}
                      >
                        {t('bo.ical.imports.remove')}
                      </button>
                    </div>
                    <RunLog runs={item.runs} t={t} language={language} />
                  </li>
                );
              })}
            </ul>
            <form
              className="bo-ical__add"
              onSubmit={(event) => {
                event.preventDefault();
                if (busy === null) void add();
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
                  {data.channels.map((code) => (
                    <option key={code} value={code}>
                      {channelName(t, code)}
                    </option>
                  ))}
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
          </section>
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
                {data.channels.map((code) => (
                  <option key={code} value={code}>
                    {channelName(t, code)}
                  </option>
                ))}
              </select>
            </div>
            <h4>{t('bo.ical.exports.roomTypes')}</h4>
            <ul className="bo-ical__exports">{exportRows(types)}</ul>
            <details className="bo-ical__rooms">
              <summary>
                {t('bo.ical.exports.rooms')} ({rooms.length})
              </summary>
              <ul className="bo-ical__exports">{exportRows(rooms)}</ul>
            </details>
          </section>
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
        </>
      ) : null}
    </section>
  );
}
