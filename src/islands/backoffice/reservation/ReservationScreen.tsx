/**
 * One reservation as the front desk sees it (MANAGE "Reservations", detail and actions): the
 * stay, each room (type, assigned room, rate, people, nights, services, extra beds, promotions,
 * its policy in words with the deadline), the guest with contact and consents, the money (VAT,
 * city tax, deposit, charged, unpaid), the masked guarantee card (virtual for OTA channels), the
 * guest's requests, identity documents and staff notes.
 *
 * The reservation is read through the query cache; each panel reads its own part (folio, history,
 * documents, notes) and each write names the reads it changes (`reads.ts`), so a payment in the
 * folio shows in the reservation's money and in the history without anyone calling anyone back.
 * Actions (cancel, no-show, early checkout) are enabled only when the server says they apply
 * (`useReservationActions`).
 */
import type { StaffReservationView } from '../../../contracts/booking-types.ts';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { reservationsEndpoints } from '../../../contracts/routes/reservations.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { LoadingOverlay } from '../../../ui/LoadingOverlay.tsx';
import { ReservationStatusIcon } from '../../../ui/ReservationStatusIcon.tsx';
import { failureText } from '../../shared/request-error.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { useSecureQuery } from '../app/query.ts';
import { useScreenTitle } from '../app/screen-title.ts';
import { GuestDocumentsPanel } from '../guest-documents/GuestDocumentsPanel.tsx';
import { HistoryPanel } from '../history/HistoryPanel.tsx';
import { Notes } from '../notes/Notes.tsx';
import { SourceBadge } from '../reservations/SourceBadge.tsx';
import type { ScreenProps } from '../screen.ts';
import { ActionDialog } from './ActionDialog.tsx';
import { ACTIONS, actionKey, isActionEnabled } from './actions.ts';
import { ChangeBooking } from './ChangeBooking.tsx';
import { FolioPanel } from './FolioPanel.tsx';
import { GuestCard, PaymentCard, StayCard } from './ReservationCards.tsx';
import { RoomCard } from './RoomCard.tsx';
import { StayPanel } from './StayPanel.tsx';
import { type ScreenNotice, useReservationActions } from './useReservationActions.ts';
import './reservation.css';

export default function ReservationScreen({ hotel, language, params, navigate }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const code = params.code ?? '';
  const reservation = useSecureQuery(
    reservationsEndpoints.getStaffReservation,
    { params: { hotelId: hotel.id, code } },
    { fallback: 'Error getting the reservation' },
  );
  const actions = useReservationActions(hotel.id, code, t);
  // The shell's title becomes the code once the reservation is read (the route's text until then).
  useScreenTitle(reservation.data?.code ?? null);

  if (!reservation.data) {
    const notFound = reservation.error instanceof ApiRequestError && reservation.error.status === 404;
    return (
      <div className="bo-rsv">
        <h1 className="bo-rsv__title">{t('bo.reservation.heading', { code })}</h1>
        {reservation.isError ? (
          <>
            <p role="alert" className="bo-rsv__error">
              {notFound
                ? t('bo.reservation.not.found', { code })
                : failureText(reservation.error, t, t('bo.reservation.error'))}
            </p>
            {!notFound && (
              <button type="button" className="button" onClick={() => void reservation.refetch()}>
                {t('bo.reservation.retry')}
              </button>
            )}
          </>
        ) : (
          <p role="status" className="bo-rsv__status">
            {t('bo.reservation.loading')}
          </p>
        )}
      </div>
    );
  }

  const view = reservation.data;
  const { run, dialog } = actions;
  const running = run.kind === 'running';
  return (
    <LoadingOverlay
      active={run.kind !== 'idle'}
      t={t}
      message={running ? t.text(`bo.reservation.running.${actionKey(run.action)}`) : undefined}
      error={run.kind === 'failed' ? run.message : null}
      onClose={actions.dismissFailure}
    >
      <div className="bo-rsv">
        <ReservationHeader view={view} notice={actions.notice} t={t} />

        <section className="bo-rsv__actions" aria-labelledby="bo-rsv-actions">
          <h2 id="bo-rsv-actions" className="visually-hidden">
            {t('bo.reservation.actions')}
          </h2>
          <div className="bo-rsv__action-row">
            {ACTIONS.map((action) => (
              <button
                key={action}
                type="button"
                className={`button${action === 'cancel' ? ' bo-rsv__danger' : ' button--secondary'}`}
                disabled={!isActionEnabled(view, action) || dialog.kind !== 'closed' || running}
                onClick={(event) => void actions.open(action, view, event.currentTarget)}
              >
                {t.text(`bo.reservation.action.${actionKey(action)}`)}
              </button>
            ))}
            <ChangeBooking
              view={view}
              hotelId={hotel.id}
              language={language}
              t={t}
              canChange={hotel.permissions.includes('reservations.write')}
              canReprice={hotel.permissions.includes('reservations.reprice')}
              busy={dialog.kind !== 'closed' || running}
              onChanged={(text) => actions.setNotice({ tone: 'ok', text })}
            />
          </div>
          <p className="bo-rsv__muted">{t('bo.reservation.actions.hint')}</p>
        </section>

        <div className="bo-rsv__grid">
          <StayPanel
            view={view}
            hotelId={hotel.id}
            timeZone={hotel.timeZone}
            language={language}
            t={t}
            navigate={navigate}
          />
          <StayCard view={view} language={language} t={t} />
          <GuestCard view={view} language={language} t={t} />
          <PaymentCard view={view} language={language} t={t} />
        </div>

        <FolioPanel
          // A new folio after an action (a cancellation turns the stay into its penalty): its dialog closes.
          key={view.version}
          path={`hotels/${hotel.id}/reservations/${encodeURIComponent(code)}`}
          hotelId={hotel.id}
          code={view.code}
          language={language}
          t={t}
        />

        <section className="bo-rsv__rooms" aria-labelledby="bo-rsv-rooms">
          <h2 id="bo-rsv-rooms">{t('bo.reservation.rooms')}</h2>
          {view.rooms.map((room, index) => (
            <RoomCard key={room.id} room={room} number={index + 1} view={view} t={t} language={language} />
          ))}
        </section>

        <GuestDocumentsPanel hotelId={hotel.id} reservationCode={view.code} language={language} t={t} />
        <Notes
          owner={{ hotelId: hotel.id, code: view.code }}
          heading={t('bo.notes.heading')}
          language={language}
          timeZone={view.hotel.timeZone}
          t={t}
        />
        <HistoryPanel
          hotelId={hotel.id}
          reservationCode={view.code}
          language={language}
          t={t}
          timeZone={view.hotel.timeZone}
        />
      </div>
      {dialog.kind !== 'closed' && (
        <ActionDialog
          dialog={dialog}
          code={view.code}
          t={t}
          language={language}
          onClose={actions.closeDialog}
          onConfirm={(action) => void actions.confirm(action)}
          returnFocus={actions.dialogOpener}
        />
      )}
    </LoadingOverlay>
  );
}

/** The code, its status and source badges, and the notice of the last action or change. */
function ReservationHeader({
  view,
  notice,
  t,
}: {
  view: StaffReservationView;
  notice: ScreenNotice | null;
  t: Translate;
}) {
  return (
    <>
      <header className="bo-rsv__head">
        <h1 className="bo-rsv__title">{t('bo.reservation.heading', { code: view.code })}</h1>
        <div className="bo-rsv__badges">
          <ReservationStatusIcon status={view.status} t={t} withLabel />
          {view.statusText && (
            <span className="bo-rsv__muted">({t.text(`bo.reservation.status.${view.statusText}`)})</span>
          )}
          <SourceBadge source={view.source} colour={view.sourceColor} t={t} />
        </div>
      </header>

      {notice && (
        <p
          className={`bo-rsv__notice bo-rsv__notice--${notice.tone}`}
          role={notice.tone === 'warn' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
    </>
  );
}
