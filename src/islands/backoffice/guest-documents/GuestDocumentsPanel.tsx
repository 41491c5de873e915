import { useId, useRef, useState } from 'react';
import type { GuestDocumentsResponse } from '../../../contracts/secure/guest-documents.ts';
import type { Language } from '../../../contracts/types.ts';
import { type Booker, prefillFromBooker } from '../../../domain/guest-documents.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { GuestDocumentItem } from '../../../ui/GuestDocumentItem.tsx';
import { type GuestDocumentsNotice, useGuestDocuments } from './useGuestDocuments.ts';
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

/**
 * The reservation's guest identity documents (PROPDATA, PROPFLOW, PROPCHECK): one collapsed item per guest, each
 * opening an inline form; saving sends the whole list with its version (PUT …/guest-documents).
 * When another user saved meanwhile (409) the list is reloaded, the open form keeps what was typed,
 * and 'Apply my changes again' saves it over the fresh list. The list is a read of the query cache;
 * a save puts its answer there and reloads the reads that count the documents (history, police
 * report, the desk's check-in).
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
  const guestDocuments = useGuestDocuments({ hotelId, reservationCode, t, onDocuments });
  const { data, loadFailed, municipalities, notice, setNotice, conflict, setConflict, busy } = guestDocuments;
  const [expanded, setExpanded] = useState<string | null>(null);
  const sectionRef = useRef<HTMLElement>(null);

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
      <GuestDocumentsNotices
        notice={notice}
        reapply={conflict && expanded === conflict.uuid ? reapply : null}
        busy={busy}
        t={t}
      />
      {loadFailed && !data ? (
        <div className="bo-guest-docs__error">
          <p>{loadFailed}</p>
          <button type="button" className="button button--secondary" onClick={guestDocuments.reload}>
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
              onConfirm={guestDocuments.confirm}
              onRemove={guestDocuments.remove}
              busy={busy}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** What the last save did (read out), or why it failed, with 'Apply my changes again' after a conflict on the open form. */
function GuestDocumentsNotices({
  notice,
  reapply,
  busy,
  t,
}: {
  notice: GuestDocumentsNotice | null;
  reapply: (() => void) | null;
  busy: boolean;
  t: Translate;
}) {
  return (
    <div className="bo-guest-docs__notices">
      <p role="status" className="bo-guest-docs__status">
        {notice?.kind === 'status' ? notice.text : ''}
      </p>
      <div role="alert" className="bo-guest-docs__alert">
        {notice?.kind === 'error' ? (
          <div className="bo-guest-docs__error">
            <p>{notice.text}</p>
            {reapply ? (
              <button type="button" className="button" disabled={busy} onClick={reapply}>
                {t('bo.guests.conflict.reapply')}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
