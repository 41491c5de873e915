/**
 * Online check-in on the guest's manage page (/booking/manage, decision 058), in the section
 * `#online-check-in` the pre-arrival e-mail links to. With the manage link (code and token, kept
 * in this tab like the widget keeps it: src/contracts/client/manage-link.ts) it lists every guest
 * of the stay and opens, for each, the back office's own document form (src/ui/GuestDocumentItem,
 * the same rules and messages); the lead guest's blank document starts from the booker.
 *
 * What the guest sent is never read back from the server: a saved guest shows "Documents
 * received" and, to correct it, the form opens again blank (or with what was typed in this very
 * page). Once the arrival day has passed, the stay was checked in or is no longer confirmed, the
 * section says so and shows no form.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { ApiRequestError, createHttp, instanceId } from '../../contracts/client/http.ts';
import { type ManageLink, takeManageLink } from '../../contracts/client/manage-link.ts';
import type { OnlineCheckInView } from '../../contracts/online-check-in.ts';
import type { Language } from '../../contracts/types.ts';
import { formatLongDate } from '../../domain/dates-format.ts';
import {
  blankDocument,
  clearDocument,
  confirmDocument,
  type GuestDocument,
  prefillFromBooker,
} from '../../domain/guest-documents.ts';
import type { MessageBundle } from '../../i18n/translate.ts';
import { GuestDocumentItem, type SaveOutcome } from '../../ui/GuestDocumentItem.tsx';
import { useMunicipalityIndex } from '../../ui/municipality-index.ts';
import { timeoutMessage } from '../shared/request-error.ts';
import { useTranslations } from '../shared/useTranslations.ts';
import messages from './messages.gen.json';
import './online-checkin.css';

type Props = { language: Language };
type Notice = { kind: 'status' | 'error'; text: string };

function safeSession(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The municipality list, its own chunk, loaded once the guest opens a form. */
export default function OnlineCheckIn({ language }: Props) {
  const t = useTranslations(messages, language);
  // The shared form takes any key (the rules' error codes): the same bundle, untyped.
  const formT = useTranslations(messages as MessageBundle, language);
  const headingId = `online-checkin-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [link, setLink] = useState<ManageLink | null>(null);
  const [view, setView] = useState<OnlineCheckInView | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [gone, setGone] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  // The municipality list only once a guest's form is opened.
  const municipalities = useMunicipalityIndex(Boolean(expanded));
  /** What the guest typed in this page, per guest: never fetched back from the server. */
  const [typed, setTyped] = useState<Record<string, GuestDocument>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [request] = useState(() => createHttp({ instanceId: instanceId(safeSession()) }));

  const path = link ? `booking/reservations/${encodeURIComponent(link.code)}/online-check-in` : null;

  const load = useCallback(async () => {
    if (!link || !path) return null;
    try {
      const answer = await request<OnlineCheckInView>(path, {
        query: { token: link.token },
        fallback: 'Error getting the online check-in',
      });
      setView(answer);
      setFailed(null);
      return answer;
    } catch (error) {
      // An unknown or expired link: the widget above already says so.
      if (error instanceof ApiRequestError && error.status === 404) setGone(true);
      else setFailed(timeoutMessage(error, t) ?? t('checkin.online.load.error'));
      return null;
    }
  }, [link, path, request, t]);

  useEffect(() => {
    setLink(takeManageLink(window));
  }, []);

  useEffect(() => {
    void load().then((answer) => {
      // Arriving from the pre-arrival e-mail's link: the section appears after the widget, so the
      // browser's own jump to the fragment found nothing yet.
      if (answer && window.location.hash === '#online-check-in') {
        document.getElementById('online-check-in')?.scrollIntoView();
      }
    });
  }, [load]);

  if (!link || gone) return null;

  /** Each guest's document as the form starts it: typed here, else blank with its guest type. */
  const documents: GuestDocument[] = (view?.guests ?? []).map(
    (guest) =>
      typed[guest.uuid] ?? {
        ...blankDocument(guest.uuid, view?.checkin ?? '', guest.roomId),
        guestType: guest.guestType,
      },
  );

  const save = async (doc: GuestDocument, number: number): Promise<SaveOutcome> => {
    if (!view || !path) return 'failed';
    setBusy(true);
    setNotice(null);
    try {
      const answer = await request<OnlineCheckInView>(path, {
        method: 'PUT',
        body: { token: link.token, version: view.version, document: doc },
        fallback: 'Error saving the online check-in',
      });
      setView(answer);
      setTyped((all) => ({ ...all, [doc.uuid]: doc }));
      const status = answer.guests.find((g) => g.uuid === doc.uuid)?.status;
      setNotice({
        kind: 'status',
        text:
          status === 'COMPLETE'
            ? t('checkin.online.saved.complete', { number })
            : t('checkin.online.saved.partial'),
      });
      return 'saved';
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        const fresh = await load();
        const closed = fresh?.closed ?? null;
        setNotice({
          kind: 'error',
          text: closed ? t(`checkin.online.closed.${closed}`) : t('checkin.online.changed'),
        });
        return 'conflict';
      }
      setNotice({ kind: 'error', text: timeoutMessage(error, t) ?? t('checkin.online.save.error') });
      return 'failed';
    } finally {
      setBusy(false);
    }
  };

  const complete = view?.guests.filter((g) => g.status === 'COMPLETE').length ?? 0;
  const count = view?.guests.length ?? 0;

  return (
    <section id="online-check-in" className="online-checkin" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('checkin.online.heading')}</h2>
      {!view && !failed ? <p aria-busy="true">{t('checkin.online.loading')}</p> : null}
      {failed && !view ? (
        <div className="online-checkin__error">
          <p>{failed}</p>
          <button type="button" className="button button--secondary" onClick={() => void load()}>
            {t('bo.guests.retry')}
          </button>
        </div>
      ) : null}
      {view?.closed ? (
        <p className="online-checkin__closed">{t(`checkin.online.closed.${view.closed}`)}</p>
      ) : null}
      {view && !view.closed ? (
        <>
          <p>{t('checkin.online.intro')}</p>
          <p>{t('checkin.online.until', { date: formatLongDate(view.checkin, language) })}</p>
          <p className="online-checkin__summary">{t('checkin.online.summary', { complete, count })}</p>
          <p role="status" className="online-checkin__status">
            {notice?.kind === 'status' ? notice.text : ''}
          </p>
          <div role="alert" className="online-checkin__alert">
            {notice?.kind === 'error' ? <p className="online-checkin__error">{notice.text}</p> : null}
          </div>
          {complete === count && count > 0 ? (
            <p className="online-checkin__done">{t('checkin.online.done')}</p>
          ) : null}
          <ul className="online-checkin__list">
            {view.guests.map((guest, index) => {
              const number = index + 1;
              const doc = documents[index] as GuestDocument;
              const editing = expanded === guest.uuid;
              if (guest.status !== null && !editing && !typed[guest.uuid]) {
                return (
                  <li key={guest.uuid} className="online-checkin__received">
                    <span className="online-checkin__guest">{t('bo.guests.guest', { number })}</span>
                    <span
                      className={`online-checkin__badge online-checkin__badge--${guest.status.toLowerCase()}`}
                    >
                      {t(`checkin.online.received.${guest.status}`)}
                    </span>
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={t('checkin.online.correct.label', { number })}
                      onClick={() => setExpanded(guest.uuid)}
                    >
                      {t('checkin.online.correct')}
                    </button>
                  </li>
                );
              }
              return (
                <GuestDocumentItem
                  key={guest.uuid}
                  document={index === 0 ? prefillFromBooker(doc, view.booker) : doc}
                  documents={documents}
                  number={number}
                  language={language}
                  t={formT}
                  municipalities={municipalities}
                  expanded={editing}
                  onExpandedChange={(open) => setExpanded(open ? guest.uuid : null)}
                  onConfirm={(edited) =>
                    municipalities
                      ? save(confirmDocument(edited, municipalities.find), number)
                      : Promise.resolve('failed')
                  }
                  onRemove={(removed) => save(clearDocument(removed), number)}
                  busy={busy}
                />
              );
            })}
          </ul>
          <p className="online-checkin__private">{t('checkin.online.private')}</p>
        </>
      ) : null}
    </section>
  );
}
