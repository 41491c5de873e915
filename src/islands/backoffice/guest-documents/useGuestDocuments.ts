/**
 * The reservation's guest documents as the panel works on them: the list (a read of the query
 * cache, told to `onDocuments` on every answer), and the save of one document (confirmed or
 * cleared) with the list's version. A save puts its answer in the cache and reloads the reads that
 * count the documents; a 409 reads the list again and keeps the document to apply again.
 */
import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { guestDocumentsEndpoints } from '../../../contracts/routes/guest-documents.ts';
import type { GuestDocumentsResponse } from '../../../contracts/secure/guest-documents.ts';
import { clearDocument, confirmDocument, type GuestDocument } from '../../../domain/guest-documents.ts';
import type { Translate } from '../../../i18n/translate.ts';
import type { SaveOutcome } from '../../../ui/GuestDocumentItem.tsx';
import { useMunicipalityIndex } from '../../../ui/municipality-index.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { invalidateReads, secureQueryKey, useQueryClient, useSecureQuery } from '../app/query.ts';
import { DOCUMENT_READS } from '../app/reads.ts';
import { secureApi } from '../app/request.ts';

export type GuestDocumentsNotice = { kind: 'status' | 'error'; text: string };

export function useGuestDocuments({
  hotelId,
  reservationCode,
  t,
  onDocuments,
}: {
  hotelId: number;
  reservationCode: string;
  t: Translate;
  onDocuments: ((answer: GuestDocumentsResponse) => void) | undefined;
}) {
  const client = useQueryClient();
  const input = { params: { hotelId, code: reservationCode } };
  const documents = useSecureQuery(guestDocumentsEndpoints.getGuestDocuments, input, {
    fallback: 'Error getting the guest documents',
  });
  const data = documents.data ?? null;
  const loadFailed = documents.isError
    ? (timeoutMessage(documents.error, t) ?? t('bo.guests.load.error'))
    : null;
  const municipalities = useMunicipalityIndex();
  const [notice, setNotice] = useState<GuestDocumentsNotice | null>(null);
  const [conflict, setConflict] = useState<GuestDocument | null>(null);
  const [busy, setBusy] = useState(false);
  // A ref, so a parent's new callback is not a new answer to tell.
  const onDocumentsRef = useRef(onDocuments);
  onDocumentsRef.current = onDocuments;

  // Every answer, read or saved, is told once.
  useEffect(() => {
    if (data) onDocumentsRef.current?.(data);
  }, [data]);

  /** Saves `doc` (confirmed or cleared) into `base`'s list. */
  const save = async (
    doc: GuestDocument,
    base: GuestDocumentsResponse,
    saved: (doc: GuestDocument) => string,
  ): Promise<SaveOutcome> => {
    setBusy(true);
    setNotice(null);
    try {
      const documents = base.documents.map((d) => (d.uuid === doc.uuid ? doc : d));
      const answer = await secureApi(
        guestDocumentsEndpoints.saveGuestDocuments,
        { ...input, body: { version: base.version, documents } },
        { fallback: 'Error saving the guest documents' },
      );
      client.setQueryData(secureQueryKey(guestDocumentsEndpoints.getGuestDocuments, input), answer);
      void invalidateReads(client, DOCUMENT_READS);
      setConflict(null);
      const stored = answer.documents.find((d) => d.uuid === doc.uuid) ?? doc;
      setNotice({ kind: 'status', text: saved(stored) });
      return 'saved';
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        await documents.refetch();
        setConflict(doc);
        setNotice({ kind: 'error', text: t('bo.guests.conflict') });
        return 'conflict';
      }
      setNotice({ kind: 'error', text: timeoutMessage(error, t) ?? t('bo.guests.save.error') });
      return 'failed';
    } finally {
      setBusy(false);
    }
  };

  const numberOf = (uuid: string) => (data?.documents.findIndex((d) => d.uuid === uuid) ?? -1) + 1;

  const confirm = (doc: GuestDocument): Promise<SaveOutcome> => {
    if (!data || !municipalities) return Promise.resolve('failed');
    const confirmed = confirmDocument(doc, municipalities.find);
    return save(confirmed, data, (stored) =>
      stored.status === 'COMPLETE'
        ? t('bo.guests.saved.complete', { number: numberOf(doc.uuid) })
        : t('bo.guests.saved.partial'),
    );
  };

  const remove = (doc: GuestDocument): Promise<SaveOutcome> => {
    if (!data) return Promise.resolve('failed');
    return save(clearDocument(doc), data, () => t('bo.guests.removed', { number: numberOf(doc.uuid) }));
  };

  return {
    data,
    loadFailed,
    reload: () => void documents.refetch(),
    municipalities,
    notice,
    setNotice,
    conflict,
    setConflict,
    busy,
    confirm,
    remove,
  };
}
