import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { guestDocumentsEndpoints } from '../../../contracts/routes/guest-documents.ts';
import type { GuestDocumentsResponse } from '../../../contracts/secure/guest-documents.ts';
import type { Language } from '../../../contracts/types.ts';
import {
  type Booker,
  clearDocument,
  confirmDocument,
  type GuestDocument,
  prefillFromBooker,
} from '../../../domain/guest-documents.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { GuestDocumentItem, type SaveOutcome } from '../../../ui/GuestDocumentItem.tsx';
import { useMunicipalityIndex } from '../../../ui/municipality-index.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { secureApi } from '../app/request.ts';
import './GuestDocumentsPanel.css';

export type GuestDocumentsPanelProps = {
  hotelId: number;
  reservationCode: string;
  language: Language;
  t: Translate;
  /** At check-in: the booker, whose details prefill the lead guest's document while it is blank. */
  leadGuest?: Booker;
  /** Told every time the documents are read or saved (the check-in dialog counts the complete ones). */
  onDocuments?: (answer: GuestDocumentsResponse) => void;
};

type Notice = { kind: 'status' | 'error'; text: string };

/** Loads the municipality list (its own chunk) once per page. */
/**
 * The reservation's guest identity documents (PROPDATA, PROPFLOW, PROPCHECK): one collapsed item per guest, each
 * opening an inline form; saving sends the whole list with its version (PUT …/guest-documents).
 * When another user saved meanwhile (409) the list is reloaded, the open form keeps what was typed,
 * and 'Apply my changes again' saves it over the fresh list.
 */
export function GuestDocumentsPanel({
  hotelId,
  reservationCode,
  language,
  t,
  leadGuest,
  onDocuments,
}: GuestDocumentsPanelProps) {
  const headingId = `guest-docs-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [data, setData] = useState<GuestDocumentsResponse | null>(null);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  const municipalities = useMunicipalityIndex();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [conflict, setConflict] = useState<GuestDocument | null>(null);
  const [busy, setBusy] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  // A ref, so a parent's new callback never reloads the list.
  const onDocumentsRef = useRef(onDocuments);
  onDocumentsRef.current = onDocuments;

  const load = useCallback(async (): Promise<GuestDocumentsResponse | null> => {
    try {
      const answer = await secureApi(
        guestDocumentsEndpoints.getGuestDocuments,
        { params: { hotelId, code: reservationCode } },
        { fallback: 'Error getting the guest documents' },
      );
      setData(answer);
      setLoadFailed(null);
      onDocumentsRef.current?.(answer);
      return answer;
    } catch (error) {
      setLoadFailed(timeoutMessage(error, t) ?? t('bo.guests.load.error'));
      return null;
    }
  }, [t, reservationCode, hotelId]);

  useEffect(() => {
    void load();
  }, [load]);

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
        { params: { hotelId, code: reservationCode }, body: { version: base.version, documents } },
        { fallback: 'Error saving the guest documents' },
      );
      setData(answer);
      onDocumentsRef.current?.(answer);
      setConflict(null);
      const stored = answer.documents.find((d) => d.uuid === doc.uuid) ?? doc;
      setNotice({ kind: 'status', text: saved(stored) });
      return 'saved';
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        await load();
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

  /** Submits the open form again (what is typed now) over the reloaded list and its version. */
  const reapply = () => {
    if (!conflict) return;
    sectionRef.current
      ?.querySelector<HTMLFormElement>(`[data-uuid="${conflict.uuid}"] form`)
      ?.requestSubmit();
  };

  const rooms = new Map((data?.rooms ?? []).map((room) => [room.id, room.name]));
  const complete = data?.documents.filter((d) => d.status === 'COMPLETE').length ?? 0;

  return (
    <section ref={sectionRef} className="bo-guest-docs" aria-labelledby={headingId}>
      <div className="bo-guest-docs__header">
        <h2 id={headingId}>{t('bo.guests.heading')}</h2>
        {data && data.guestCount > 0 ? (
          <p className="bo-guest-docs__summary">
            {t('bo.guests.summary', { complete, count: data.guestCount })}
          </p>
        ) : null}
      </div>
      <div className="bo-guest-docs__notices">
        <p role="status" className="bo-guest-docs__status">
          {notice?.kind === 'status' ? notice.text : ''}
        </p>
        <div role="alert" className="bo-guest-docs__alert">
          {notice?.kind === 'error' ? (
            <div className="bo-guest-docs__error">
              <p>{notice.text}</p>
              {conflict && expanded === conflict.uuid ? (
                <button type="button" className="button" disabled={busy} onClick={reapply}>
                  {t('bo.guests.conflict.reapply')}
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
      {loadFailed && !data ? (
        <div className="bo-guest-docs__error">
          <p>{loadFailed}</p>
          <button type="button" className="button button--secondary" onClick={() => void load()}>
            {t('bo.guests.retry')}
          </button>
        </div>
      ) : null}
      {!data && !loadFailed ? <p aria-busy="true">{t('bo.guests.loading')}</p> : null}
      {data && data.documents.length === 0 ? <p>{t('bo.guests.none')}</p> : null}
      {data && data.documents.length > 0 ? (
        <ul className="bo-guest-docs__list">
          {data.documents.map((doc, index) => (
            <GuestDocumentItem
              key={doc.uuid}
              document={index === 0 && leadGuest ? prefillFromBooker(doc, leadGuest) : doc}
              documents={data.documents}
              number={index + 1}
              roomName={doc.roomId === null ? null : (rooms.get(doc.roomId) ?? null)}
              language={language}
              t={t}
              municipalities={municipalities}
              expanded={expanded === doc.uuid}
              onExpandedChange={(open) => {
                setExpanded(open ? doc.uuid : null);
                if (!open && conflict?.uuid === doc.uuid) {
                  setConflict(null);
                  setNotice(null);
                }
              }}
              onConfirm={confirm}
              onRemove={remove}
              busy={busy}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
