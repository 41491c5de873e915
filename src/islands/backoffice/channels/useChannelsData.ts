/**
 * The channels screen's data: the channel settings through the query cache, drafted into the
 * screen's draft (use-draft.ts: a reload never changes unsaved links), and its save as a whole with
 * the version the draft was made from. The saved answer goes into the cache and the rate plans'
 * channels reload (`CHANNEL_READS`). A concurrent save (409) reloads, drops the draft and says so.
 */
import { useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { channelsEndpoints } from '../../../contracts/routes/channels.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { invalidateReads, secureQueryKey, useQueryClient, useSecureQuery } from '../app/query.ts';
import { CHANNEL_READS } from '../app/reads.ts';
import { secureApi } from '../app/request.ts';
import { useDraft } from '../app/use-draft.ts';
import { type ChannelsDraft, draftOf } from './channels-draft.ts';

export type Notice = { kind: 'status' | 'error'; text: string };

export function useChannelsData(hotelId: number, t: Translate) {
  const client = useQueryClient();
  const input = { params: { hotelId } };
  const read = useSecureQuery(channelsEndpoints.getChannelSettings, input, {
    fallback: 'Error getting the channels',
  });
  const draft = useDraft(read.data, draftOf);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const data = draft.source ?? null;
  const form = draft.form;
  const dirty = data !== null && form !== null && JSON.stringify(draftOf(data)) !== JSON.stringify(form);

  const update = (change: (current: ChannelsDraft) => ChannelsDraft) => {
    setNotice(null);
    draft.update(change);
  };

  const save = async () => {
    if (!data || !form || busy || !dirty) return;
    setBusy(true);
    setNotice(null);
    try {
      const saved = await secureApi(
        channelsEndpoints.saveChannelSettings,
        {
          params: { hotelId },
          body: {
            version: data.version,
            channels: form.channels,
            roomTypes: data.roomTypes.map((r) => ({ id: r.id, linkedChannels: form.roomTypes[r.id] ?? [] })),
            ratePlans: data.ratePlans.map((p) => ({ id: p.id, linkedChannels: form.ratePlans[p.id] ?? [] })),
          },
        },
        { fallback: 'Error saving the channels' },
      );
      client.setQueryData(secureQueryKey(channelsEndpoints.getChannelSettings, input), saved);
      draft.reset();
      void invalidateReads(client, CHANNEL_READS);
      setNotice({ kind: 'status', text: t('bo.channels.saved') });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        await invalidateReads(client, CHANNEL_READS);
        draft.reset();
        setNotice({ kind: 'error', text: t('bo.channels.conflict') });
      } else {
        setNotice({ kind: 'error', text: timeoutMessage(error, t) ?? t('bo.channels.save.error') });
      }
    } finally {
      setBusy(false);
    }
  };

  return {
    data,
    draft: form,
    dirty,
    update,
    undo: () => {
      setNotice(null);
      draft.reset();
    },
    loadFailed:
      !read.data && read.isError ? (timeoutMessage(read.error, t) ?? t('bo.channels.load.error')) : null,
    loading: read.isPending,
    retry: () => void read.refetch(),
    notice,
    busy,
    save,
  };
}
