/**
 * The calendar sync's data: the feeds (exported and imported) through the query cache, and its
 * writes (a new address, a sync now, an import added then synced at once, an import removed). A
 * sync brings the channels' stays in, so each write reloads the planning and the reservations too
 * (`CALENDAR_READS`) before it says it is done.
 */
import { useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { icalEndpoints } from '../../../contracts/routes/ical.ts';
import type { IcalExport, IcalImport } from '../../../contracts/secure/ical.ts';
import type { Language } from '../../../contracts/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { invalidateReads, useQueryClient, useSecureQuery } from '../app/query.ts';
import { CALENDAR_READS } from '../app/reads.ts';
import { secureApi } from '../app/request.ts';
import type { ScreenNotice } from '../app/ScreenNotices.tsx';
import { exportName, type NewImport } from './CalendarParts.tsx';

export function useCalendarSync(hotelId: number, language: Language, t: Translate) {
  const client = useQueryClient();
  const read = useSecureQuery(
    icalEndpoints.getCalendarSync,
    { params: { hotelId } },
    {
      fallback: 'Error getting the calendar sync',
    },
  );
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [urlError, setUrlError] = useState<string | null>(null);
  const reload = () => invalidateReads(client, CALENDAR_READS);

  const failed = (error: unknown) => {
    const code = error instanceof ApiRequestError ? error.errors[0]?.code : undefined;
    const text = code?.startsWith('bo.') ? t(code) : error instanceof Error ? error.message : String(error);
    setNotice({ kind: 'error', text });
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
      await reload();
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
      await reload();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  /** Adds an import and syncs it at once; `added` runs once the import exists (the form empties its address). */
  const add = async ({ target, channel, url }: NewImport, added: () => void) => {
    const firstType = read.data?.exports.find((e) => e.roomId === undefined)?.roomTypeId ?? '';
    const [kind, raw] = (target || `type:${firstType}`).split(':');
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
      added();
      await secureApi(
        icalEndpoints.syncCalendarImport,
        { params: { hotelId, importId: created.id } },
        { fallback: 'Error syncing the calendar' },
      );
      await reload();
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
      await reload();
      setNotice({ kind: 'status', text: t('bo.ical.imports.removed') });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  return {
    data: read.data ?? null,
    loadFailed:
      !read.data && read.isError ? (timeoutMessage(read.error, t) ?? t('bo.ical.load.error')) : null,
    loading: read.isPending,
    retry: () => void read.refetch(),
    notice,
    setNotice,
    busy,
    urlError,
    regenerate,
    sync,
    add,
    remove,
  };
}
