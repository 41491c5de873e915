/**
 * The channels screen's data: the channel settings through the query cache, drafted into the
 * screen's draft (use-draft.ts: a reload never changes unsaved links), and its save as a whole with
 * the version the draft was made from (use-draft-save.ts). The saved answer goes into the cache and
 * the rate plans' channels reload (`CHANNEL_READS`). A concurrent save (409) reloads, drops the
 * draft and says so. Nothing to save while the draft is the data read.
 */
import { channelsEndpoints } from '../../../contracts/routes/channels.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { CHANNEL_READS } from '../app/reads.ts';
import { secureApi } from '../app/request.ts';
import { useDraftSave } from '../app/use-draft-save.ts';
import { type ChannelsDraft, channelsBody, draftOf } from './channels-draft.ts';

export function useChannelsData(hotelId: number, t: Translate) {
  const params = { hotelId };
  const saving = useDraftSave({
    read: channelsEndpoints.getChannelSettings,
    input: { params },
    readFallback: 'Error getting the channels',
    formOf: draftOf,
    check: (form, source) => ({ ok: true, value: channelsBody(form, source) }),
    send: (body) =>
      secureApi(
        channelsEndpoints.saveChannelSettings,
        { params, body },
        { fallback: 'Error saving the channels' },
      ),
    reads: CHANNEL_READS,
    t,
    texts: {
      saved: t('bo.channels.saved'),
      stale: t('bo.channels.conflict'),
      saveError: t('bo.channels.save.error'),
      loadError: t('bo.channels.load.error'),
    },
  });
  const { view: data, form, setNotice } = saving;
  const dirty = data !== null && form !== null && JSON.stringify(draftOf(data)) !== JSON.stringify(form);

  return {
    data,
    draft: form,
    dirty,
    /** A change clears what the last save said. */
    update: (change: (current: ChannelsDraft) => ChannelsDraft) => {
      setNotice(null);
      saving.update(change);
    },
    undo: () => {
      setNotice(null);
      saving.reset();
    },
    loadFailed: saving.loadFailed,
    loading: saving.loading,
    retry: saving.retry,
    notice: saving.notice,
    busy: saving.busy,
    save: () => (dirty ? saving.save() : Promise.resolve()),
  };
}
