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
import { useId, useState } from 'react';
import type { OnlineCheckInView } from '../../contracts/online-check-in.ts';
import type { Language } from '../../contracts/types.ts';
import { formatLongDate } from '../../domain/dates-format.ts';
import {
  clearDocument,
  confirmDocument,
  type GuestDocument,
  prefillFromBooker,
} from '../../domain/guest-documents.ts';
import type { MessageBundle } from '../../i18n/translate.ts';
import { GuestDocumentItem } from '../../ui/GuestDocumentItem.tsx';
import { useMunicipalityIndex } from '../../ui/municipality-index.ts';
import { useTranslations } from '../shared/useTranslations.ts';
import messages from './messages.gen.json';
import { useOnlineCheckIn } from './useOnlineCheckIn.ts';
import './online-checkin.css';

type Props = { language: Language };

/** A guest whose documents were sent: the badge, and Correct to open the form again (blank). */
function ReceivedGuest({
  number,
  status,
  t,
  onCorrect,
}: {
  number: number;
  status: NonNullable<OnlineCheckInView['guests'][number]['status']>;
  t: ReturnType<typeof useTranslations<keyof (typeof messages)['en']>>;
  onCorrect: () => void;
}) {
  return (
    <li className="online-checkin__received">
      <span className="online-checkin__guest">{t('bo.guests.guest', { number })}</span>
      <span className={`online-checkin__badge online-checkin__badge--${status.toLowerCase()}`}>
        {t(`checkin.online.received.${status}`)}
      </span>
      <button
        type="button"
        className="button button--secondary"
        aria-label={t('checkin.online.correct.label', { number })}
        onClick={onCorrect}
      >
        {t('checkin.online.correct')}
      </button>
    </li>
  );
}

/** The municipality list, its own chunk, loaded once the guest opens a form. */
export default function OnlineCheckIn({ language }: Props) {
  const t = useTranslations(messages, language);
  // The shared form takes any key (the rules' error codes): the same bundle, untyped.
  const formT = useTranslations(messages as MessageBundle, language);
  const headingId = `online-checkin-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [expanded, setExpanded] = useState<string | null>(null);
  // The municipality list only once a guest's form is opened.
  const municipalities = useMunicipalityIndex(Boolean(expanded));
  const { link, gone, view, failed, load, documents, typed, save, notice, busy } = useOnlineCheckIn(t);
  if (!link || gone) return null;

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
                  <ReceivedGuest
                    key={guest.uuid}
                    number={number}
                    status={guest.status}
                    t={t}
                    onCorrect={() => setExpanded(guest.uuid)}
                  />
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
