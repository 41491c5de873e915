/**
 * One reservation as the front desk sees it (MANAGE "Reservations", detail and actions): the
 * stay, each room (type, assigned room, rate, people, nights, services, extra beds, promotions,
 * its policy in words with the deadline), the guest with contact and consents, the money (VAT,
 * city tax, deposit, charged, unpaid), the masked guarantee card (virtual for OTA channels), the
 * guest's requests, identity documents and staff notes.
 *
 * Actions (cancel, no-show, early checkout) are enabled only when the server says they apply;
 * each is previewed first (`preview: true`) and its outcome shown in an APG alertdialog; the
 * confirmed action runs under the loading overlay, then the reservation is read again. A 409
 * (changed meanwhile, or no longer applicable) shows the server's message and reloads.
 */
import { type ReactNode, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import type {
  ReservationActionName,
  StaffReservationRoomView,
  StaffReservationView,
} from '../../../contracts/booking-types.ts';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { reservationsEndpoints } from '../../../contracts/routes/reservations.ts';
import type { Language } from '../../../contracts/types.ts';
import { AGE_BANDS } from '../../../domain/booking/types.ts';
import { countryName } from '../../../domain/countries.ts';
import { formatShortDate } from '../../../domain/dates-format.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { CardView, VirtualCardView } from '../../../ui/CardView.tsx';
import { formatInstant, formatMoney } from '../../../ui/format.ts';
import { LoadingOverlay } from '../../../ui/LoadingOverlay.tsx';
import { mealPlanList } from '../../../ui/meal-plans.ts';
import { PolicySummary } from '../../../ui/PolicySummary.tsx';
import { ReservationStatusIcon } from '../../../ui/ReservationStatusIcon.tsx';
import { timeoutMessage } from '../../shared/request-error.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { useModalDialog } from '../app/modal-dialog.ts';
import { secureApi } from '../app/request.ts';
import { useScreenTitle } from '../app/screen-title.ts';
import { GuestDocumentsPanel } from '../guest-documents/GuestDocumentsPanel.tsx';
import { HistoryPanel } from '../history/HistoryPanel.tsx';
import { Notes } from '../notes/Notes.tsx';
import { SourceBadge, sourceLabel } from '../reservations/SourceBadge.tsx';
import { plural } from '../reservations/texts.ts';
import type { ScreenProps } from '../screen.ts';
import {
  ACTIONS,
  type ActionPreview,
  actionKey,
  actionPreview,
  isActionEnabled,
  type OwedRoom,
  policyData,
} from './actions.ts';
import { ChangeBooking } from './ChangeBooking.tsx';
import { FolioPanel } from './FolioPanel.tsx';
import { StayPanel } from './StayPanel.tsx';
import './reservation.css';

type Load =
  | { kind: 'loading' }
  | { kind: 'error'; message: string; notFound: boolean }
  | { kind: 'ready'; view: StaffReservationView };

type Dialog =
  | { kind: 'closed' }
  | { kind: 'checking'; action: ReservationActionName }
  | { kind: 'preview'; action: ReservationActionName; preview: ActionPreview }
  | { kind: 'refused'; action: ReservationActionName; message: string };

type Run =
  | { kind: 'idle' }
  | { kind: 'running'; action: ReservationActionName }
  | { kind: 'failed'; message: string };

function errorText(error: unknown, t: Translate, fallback: string): string {
  return timeoutMessage(error, t) ?? (error instanceof Error && error.message ? error.message : fallback);
}

/** Each action's endpoint (the action is the last segment of its path). */
const ACTION_ENDPOINTS = {
  cancel: reservationsEndpoints.cancelStaffReservation,
  'no-show': reservationsEndpoints.recordNoShow,
  'early-checkout': reservationsEndpoints.earlyCheckout,
} as const satisfies Record<ReservationActionName, unknown>;

export default function ReservationScreen({ hotel, language, params, navigate }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const code = params.code ?? '';
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [dialog, setDialog] = useState<Dialog>({ kind: 'closed' });
  // The action button that opened the dialog, taken at the click: the buttons are disabled while a
  // dialog is open, and a disabled button loses focus before the dialog could note it.
  const dialogOpener = useRef<HTMLElement | null>(null);
  const [run, setRun] = useState<Run>({ kind: 'idle' });
  const [notice, setNotice] = useState<{ text: string; tone: 'ok' | 'warn' } | null>(null);
  // Folio writes leave the reservation's version alone: the history reloads on this count too.
  const [folioWrites, setFolioWrites] = useState(0);
  const path = `hotels/${hotel.id}/reservations/${encodeURIComponent(code)}`;
  // The shell's title becomes the code once the reservation is read (the route's text until then).
  useScreenTitle(load.kind === 'ready' ? load.view.code : null);

  const read = useCallback(async () => {
    try {
      const view = await secureApi(
        reservationsEndpoints.getStaffReservation,
        { params: { hotelId: hotel.id, code } },
        { fallback: 'Error getting the reservation' },
      );
      setLoad({ kind: 'ready', view });
    } catch (error) {
      const notFound = error instanceof ApiRequestError && error.status === 404;
      setLoad({ kind: 'error', notFound, message: errorText(error, t, t('bo.reservation.error')) });
    }
  }, [hotel.id, code, t]);

  useEffect(() => {
    setLoad({ kind: 'loading' });
    void read();
  }, [read]);

  const post = (action: ReservationActionName, preview: boolean) =>
    secureApi(
      ACTION_ENDPOINTS[action],
      { params: { hotelId: hotel.id, code }, body: { preview } },
      { fallback: 'Error updating the reservation' },
    );

  const openAction = async (action: ReservationActionName) => {
    if (load.kind !== 'ready') return;
    setNotice(null);
    setDialog({ kind: 'checking', action });
    try {
      const result = await post(action, true);
      setDialog({ kind: 'preview', action, preview: actionPreview(result, load.view) });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) void read();
      setDialog({ kind: 'refused', action, message: errorText(error, t, t('bo.reservation.error')) });
    }
  };

  const confirm = async (action: ReservationActionName) => {
    setDialog({ kind: 'closed' });
    setRun({ kind: 'running', action });
    try {
      const result = await post(action, false);
      await read();
      setRun({ kind: 'idle' });
      const done = t.text(`bo.reservation.done.${result.outcome}`);
      setNotice({ tone: 'ok', text: result.emailSent ? `${done} ${t('bo.reservation.done.email')}` : done });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        await read();
        setRun({ kind: 'idle' });
        setNotice({ tone: 'warn', text: t('bo.reservation.conflict', { message: error.message }) });
        return;
      }
      setRun({ kind: 'failed', message: errorText(error, t, t('bo.reservation.error')) });
    }
  };

  if (load.kind === 'loading') {
    return (
      <div className="bo-rsv">
        <h1 className="bo-rsv__title">{t('bo.reservation.heading', { code })}</h1>
        <p role="status" className="bo-rsv__status">
          {t('bo.reservation.loading')}
        </p>
      </div>
    );
  }
  if (load.kind === 'error') {
    return (
      <div className="bo-rsv">
        <h1 className="bo-rsv__title">{t('bo.reservation.heading', { code })}</h1>
        <p role="alert" className="bo-rsv__error">
          {load.notFound ? t('bo.reservation.not.found', { code }) : load.message}
        </p>
        {!load.notFound && (
          <button type="button" className="button" onClick={() => void read()}>
            {t('bo.reservation.retry')}
          </button>
        )}
      </div>
    );
  }

  const { view } = load;
  const money = (amount: number) => formatMoney(amount, language, view.currency);
  const running = run.kind === 'running';
  return (
    <LoadingOverlay
      active={run.kind !== 'idle'}
      t={t}
      message={running ? t.text(`bo.reservation.running.${actionKey(run.action)}`) : undefined}
      error={run.kind === 'failed' ? run.message : null}
      onClose={() => {
        setRun({ kind: 'idle' });
        void read();
      }}
    >
      <div className="bo-rsv">
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
                onClick={(event) => {
                  dialogOpener.current = event.currentTarget;
                  void openAction(action);
                }}
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
              onChanged={(text) => {
                // The folio's lines follow the stored nights: it is read again with the history.
                setFolioWrites((count) => count + 1);
                void read().then(() => setNotice({ tone: 'ok', text }));
              }}
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
            onChanged={() => void read()}
          />
          <section className="bo-rsv__card" aria-labelledby="bo-rsv-stay">
            <h2 id="bo-rsv-stay">{t('bo.reservation.stay')}</h2>
            <dl className="bo-rsv__facts">
              <Fact term={t('bo.reservation.checkin')}>{formatShortDate(view.checkin, language)}</Fact>
              <Fact term={t('bo.reservation.checkout')}>{formatShortDate(view.checkout, language)}</Fact>
              <Fact term={t('bo.reservation.nights')}>{view.nights}</Fact>
              <Fact term={t('bo.reservation.guests')}>{view.guestsCount}</Fact>
              <Fact term={t('bo.reservation.source')}>{sourceLabel(view.source, t)}</Fact>
              <Fact term={t('bo.reservation.status')}>
                {t.text(`bo.status.${view.status}`)}
                {view.deleteCheckin && (
                  <span className="bo-rsv__muted"> · {t('bo.reservation.checkin.deleted')}</span>
                )}
              </Fact>
              <Fact term={t('bo.reservation.created')}>
                {formatInstant(view.createdDate, language, view.hotel.timeZone)}
              </Fact>
              <Fact term={t('bo.reservation.updated')}>
                {formatInstant(view.updatedDate, language, view.hotel.timeZone)}
              </Fact>
              {view.cancelledDate && (
                <Fact term={t('bo.reservation.cancelled')}>
                  {formatInstant(view.cancelledDate, language, view.hotel.timeZone)}
                </Fact>
              )}
              <Fact term={t('bo.reservation.language')}>
                {t.has(`bo.reservation.language.${view.language}`)
                  ? t.text(`bo.reservation.language.${view.language}`)
                  : view.language}
              </Fact>
              {view.promoCode && <Fact term={t('bo.reservation.promo')}>{view.promoCode}</Fact>}
            </dl>
          </section>

          <section className="bo-rsv__card" aria-labelledby="bo-rsv-guest">
            <h2 id="bo-rsv-guest">{t('bo.reservation.guest')}</h2>
            <dl className="bo-rsv__facts">
              <Fact term={t('bo.reservation.guest.name')}>
                {`${view.guest.name} ${view.guest.surname}`.trim() || '—'}
              </Fact>
              <Fact term={t('bo.reservation.guest.email')}>
                {view.guest.email ? <a href={`mailto:${view.guest.email}`}>{view.guest.email}</a> : '—'}
              </Fact>
              <Fact term={t('bo.reservation.guest.phone')}>
                {view.guest.phone.number ? (
                  <a href={`tel:${view.guest.phone.prefix}${view.guest.phone.number}`}>
                    {`${view.guest.phone.prefix} ${view.guest.phone.number}`.trim()}
                  </a>
                ) : (
                  '—'
                )}
              </Fact>
              <Fact term={t('bo.reservation.guest.nationality')}>
                {view.guest.countryIso
                  ? countryName(view.guest.countryIso, language)
                  : view.guest.nationality || '—'}
              </Fact>
              {(['MARKETING', 'PROFILING'] as const).map((consent) => (
                <Fact
                  key={consent}
                  term={`${t('bo.reservation.guest.consents')}: ${t(`bo.reservation.consent.${consent}`)}`}
                >
                  {view.guest.consents[consent].value
                    ? t('bo.reservation.consent.yes')
                    : t('bo.reservation.consent.no')}
                </Fact>
              ))}
            </dl>
            <h3 className="bo-rsv__subhead">{t('bo.reservation.notes')}</h3>
            <p className="bo-rsv__notes">
              {view.notes?.trim() ? view.notes : t('bo.reservation.notes.none')}
            </p>
          </section>

          <section className="bo-rsv__card" aria-labelledby="bo-rsv-payment">
            <h2 id="bo-rsv-payment">{t('bo.reservation.payment')}</h2>
            <dl className="bo-rsv__money">
              <Amount term={t('bo.reservation.amount.rooms')} value={money(view.totalPriceDetails.rooms)} />
              {view.totalPriceDetails.services > 0 && (
                <Amount
                  term={t('bo.reservation.amount.services')}
                  value={money(view.totalPriceDetails.services)}
                />
              )}
              {view.totalPriceDetails.otherBeds > 0 && (
                <Amount
                  term={t('bo.reservation.amount.beds')}
                  value={money(view.totalPriceDetails.otherBeds)}
                />
              )}
              {view.totalPriceDetails.discountPromo > 0 && (
                <Amount
                  term={t('bo.reservation.amount.promotions')}
                  value={`− ${money(view.totalPriceDetails.discountPromo)}`}
                />
              )}
              <Amount term={t('bo.reservation.amount.total')} value={money(view.total)} strong />
              <Amount term={t('bo.reservation.amount.taxable')} value={money(view.taxable)} />
              <Amount term={t('bo.reservation.amount.vat')} value={money(view.vat)} />
              <Amount term={t('bo.reservation.amount.city.tax')} value={money(view.cityTax)} />
              <Amount term={t('bo.reservation.amount.grand.total')} value={money(view.grandTotal)} strong />
              <Amount term={t('bo.reservation.amount.deposit')} value={money(view.deposit)} />
              {view.cancelAmount > 0 && (
                <Amount term={t('bo.reservation.amount.cancel')} value={money(view.cancelAmount)} />
              )}
            </dl>
            <h3 className="bo-rsv__subhead">{t('bo.reservation.card')}</h3>
            {view.card === null ? (
              <p className="bo-rsv__muted">{t('bo.reservation.card.none')}</p>
            ) : view.card.virtual ? (
              <VirtualCardView
                card={{
                  channel: view.source,
                  last4: view.card.last4,
                  expiryMonth: view.card.expiryMonth,
                  expiryYear: view.card.expiryYear,
                }}
                channelLabel={sourceLabel(view.source, t)}
                t={t}
                language={language}
              />
            ) : (
              <CardView
                card={{
                  circuit: view.card.circuit,
                  funding: view.card.type,
                  holder: view.card.holder,
                  last4: view.card.last4,
                  expiryMonth: view.card.expiryMonth,
                  expiryYear: view.card.expiryYear,
                }}
                t={t}
              />
            )}
          </section>
        </div>

        <FolioPanel
          // A new folio after an action (a cancellation turns the stay into its penalty).
          key={view.version}
          path={path}
          hotelId={hotel.id}
          code={view.code}
          language={language}
          t={t}
          onChanged={() => setFolioWrites((count) => count + 1)}
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
          revision={view.version + folioWrites}
        />
      </div>
      {dialog.kind !== 'closed' && (
        <ActionDialog
          dialog={dialog}
          code={view.code}
          t={t}
          language={language}
          onClose={() => setDialog({ kind: 'closed' })}
          onConfirm={(action) => void confirm(action)}
          returnFocus={dialogOpener}
        />
      )}
    </LoadingOverlay>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="bo-rsv__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Amount({
  term,
  value,
  strong,
  owed,
}: {
  term: string;
  value: string;
  strong?: boolean;
  owed?: boolean;
}) {
  return (
    <div
      className={`bo-rsv__amount${strong ? ' bo-rsv__amount--strong' : ''}${owed ? ' bo-rsv__amount--owed' : ''}`}
    >
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function localized(name: Partial<Record<string, string>>, language: string, fallback: string): string {
  return name[language] ?? name.en ?? fallback;
}

/** What the action does to the stay, in one sentence: a no-show frees only the nights from today on. */
function outcomeText(preview: ActionPreview, t: Translate, language: Language): string {
  if (preview.outcome === 'NO_SHOW') {
    return preview.releasedFrom
      ? t('bo.reservation.outcome.NO_SHOW', { date: formatShortDate(preview.releasedFrom, language) })
      : t('bo.reservation.outcome.NO_SHOW.none');
  }
  return t.text(`bo.reservation.outcome.${preview.outcome}`, {
    date: formatShortDate(preview.checkout, language),
  });
}

/** 'Due for 2 nights: €236.00 of €590.00', or 'Free of charge': what is owed, never "charged" (a payment is). */
function owedText(room: OwedRoom, t: Translate, money: (amount: number) => string): string {
  const params = { amount: money(room.owed), total: money(room.of) };
  if (room.owed <= 0) return t('bo.reservation.dialog.free');
  if (room.nights === null || room.nights === 0) return t('bo.reservation.dialog.owed.amount', params);
  return t(room.nights === 1 ? 'bo.reservation.dialog.owed.one' : 'bo.reservation.dialog.owed.other', {
    ...params,
    count: room.nights,
  });
}

function RoomCard({
  room,
  number,
  view,
  t,
  language,
}: {
  room: StaffReservationRoomView;
  number: number;
  view: StaffReservationView;
  t: Translate;
  language: ScreenProps['language'];
}) {
  const money = (amount: number) => formatMoney(amount, language, view.currency);
  const type = localized(room.roomType.name, language, room.roomType.nameKey);
  const headingId = useId();
  const policy = room.policy;
  return (
    <article className="bo-rsv__room" aria-labelledby={headingId}>
      <header className="bo-rsv__room-head">
        <h3 id={headingId}>{t('bo.reservation.room', { number, type })}</h3>
        <ReservationStatusIcon status={room.status} t={t} withLabel />
      </header>
      <dl className="bo-rsv__facts">
        <Fact term={t('bo.reservation.room.assigned')}>
          {room.assignedRoom ? (
            <strong>{room.assignedRoom.name}</strong>
          ) : (
            <span className="bo-rsv__warn">{t('bo.reservation.room.unassigned')}</span>
          )}
        </Fact>
        <Fact term={t('bo.reservation.room.rate')}>
          {localized(room.ratePlan.name, language, room.ratePlan.nameKey)} ·{' '}
          {t.text(`bo.reservation.room.rate.${room.rateType}`)}
        </Fact>
        <Fact term={t('bo.reservation.room.dates')}>
          {formatShortDate(room.startDate, language)} → {formatShortDate(room.endDate, language)} (
          {plural(t, 'bo.reservations.nights', room.nightly.length)})
        </Fact>
        <Fact term={t('bo.reservation.room.people')}>
          {AGE_BANDS.filter((band) => room.people[band] > 0)
            .map((band) => t.text(`bo.reservation.people.${band}`, { count: room.people[band] }))
            .join(', ')}
        </Fact>
        {room.includedMealPlans.length > 0 && (
          <Fact term={t('bo.reservation.room.meals')}>
            {mealPlanList(t, room.includedMealPlans, language)}
          </Fact>
        )}
      </dl>

      <div className="bo-rsv__room-tables">
        <table className="bo-rsv__table">
          <caption>{t('bo.reservation.room.nightly')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bo.reservation.room.night')}</th>
              <th scope="col" className="bo-rsv__num">
                {t('bo.reservation.room.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {room.nightly.map((night) => (
              <tr key={night.date}>
                <th scope="row">{formatShortDate(night.date, language)}</th>
                <td className="bo-rsv__num">{money(night.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>

        {room.services.length > 0 && (
          <table className="bo-rsv__table">
            <caption>{t('bo.reservation.room.services')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bo.reservation.room.service')}</th>
                <th scope="col" className="bo-rsv__num">
                  {t('bo.reservation.room.service.count')}
                </th>
                <th scope="col" className="bo-rsv__num">
                  {t('bo.reservation.room.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {room.services.map((service) => (
                <tr key={service.id}>
                  <th scope="row">
                    {localized(service.name, language, service.nameKey || String(service.id))}
                  </th>
                  <td className="bo-rsv__num">{service.count}</td>
                  <td className="bo-rsv__num">
                    {service.bookability === 'INCLUDED'
                      ? t('bo.reservation.room.service.included')
                      : money(service.total)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}

        {room.beds.length > 0 && (
          <table className="bo-rsv__table">
            <caption>{t('bo.reservation.room.beds')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bo.reservation.room.bed')}</th>
                <th scope="col">{t('bo.reservation.room.people')}</th>
                <th scope="col" className="bo-rsv__num">
                  {t('bo.reservation.room.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {room.beds.map((bed) => (
                <tr key={bed.id}>
                  <th scope="row">
                    {t.has(`widget.results.bed.${bed.type}`)
                      ? t.text(`widget.results.bed.${bed.type}`)
                      : bed.type}
                  </th>
                  <td>
                    {AGE_BANDS.filter((band) => bed.people[band] > 0)
                      .map((band) => t.text(`bo.reservation.people.${band}`, { count: bed.people[band] }))
                      .join(', ')}
                  </td>
                  <td className="bo-rsv__num">{money(bed.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>

      {room.promotions.length > 0 && (
        <div>
          <h4 className="bo-rsv__subhead">{t('bo.reservation.room.promotions')}</h4>
          <ul className="bo-rsv__list">
            {room.promotions.map((promotion) => (
              <li key={promotion.id}>
                {promotion.label}: − {money(promotion.amount)}
              </li>
            ))}
          </ul>
        </div>
      )}

      <dl className="bo-rsv__money">
        <Amount term={t('bo.reservation.room.total')} value={money(room.total)} strong />
        {room.cancelAmount > 0 && (
          <Amount term={t('bo.reservation.room.penalty')} value={money(room.cancelAmount)} />
        )}
      </dl>

      <div className="bo-rsv__policy">
        <PolicySummary
          summary={policyData(policy)}
          checkin={room.startDate}
          timeZone={view.hotel.timeZone}
          currency={view.currency}
          language={language}
          headingLevel={4}
        />
        <p className="bo-rsv__deadline">
          {policy.deadlineDate && policy.deadlineTime
            ? t('bo.reservation.room.deadline', {
                date: formatShortDate(policy.deadlineDate, language),
                time: policy.deadlineTime,
              })
            : t('bo.reservation.room.deadline.none')}
        </p>
        <p className="bo-rsv__muted">
          {policy.noShowPenalty > 0
            ? t('bo.reservation.room.noshow', { amount: money(policy.noShowPenalty) })
            : t('bo.reservation.room.noshow.none')}
        </p>
      </div>
    </article>
  );
}

/**
 * The APG alertdialog of an action: modal, labelled by its question, described by the outcome;
 * focus starts on 'Go back' (the safe choice), Escape closes it, focus returns to the action.
 */
function ActionDialog({
  dialog,
  code,
  t,
  language,
  onClose,
  onConfirm,
  returnFocus,
}: {
  dialog: Exclude<Dialog, { kind: 'closed' }>;
  code: string;
  t: Translate;
  language: ScreenProps['language'];
  onClose: () => void;
  onConfirm: (action: ReservationActionName) => void;
  /** Where focus goes back when the dialog closes (its opener). */
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const ref = useModalDialog(returnFocus);
  const keepRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const key = actionKey(dialog.action);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus goes back to the safe button whenever the content changes.
  useEffect(() => {
    keepRef.current?.focus();
  }, [dialog.kind]);

  const preview = dialog.kind === 'preview' ? dialog.preview : null;
  const money = (amount: number) => formatMoney(amount, language, preview?.currency);
  return (
    <dialog
      ref={ref}
      className="bo-rsv-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="bo-rsv-dialog__title">
        {t.text(`bo.reservation.dialog.title.${key}`, { code })}
      </h2>
      <div id={descriptionId} className="bo-rsv-dialog__body">
        {dialog.kind === 'checking' && <p role="status">{t('bo.reservation.dialog.checking')}</p>}
        {dialog.kind === 'refused' && (
          <p className="bo-rsv__error" role="alert">
            {dialog.message}
          </p>
        )}
        {preview && (
          <>
            <p>{outcomeText(preview, t, language)}</p>
            {preview.owed.length > 0 && (
              <ul className="bo-rsv-dialog__charges">
                {preview.owed.map((room, index) => (
                  <li key={room.roomId}>
                    {preview.owed.length > 1 && (
                      <span className="bo-rsv-dialog__room">
                        {t('bo.reservation.dialog.owed.room', {
                          index: index + 1,
                          name: localized(room.roomType.name, language, room.roomType.nameKey),
                        })}{' '}
                      </span>
                    )}
                    {owedText(room, t, money)}
                  </li>
                ))}
              </ul>
            )}
            <dl className="bo-rsv__money">
              <Amount
                term={t('bo.reservation.dialog.penalty')}
                value={preview.penalty > 0 ? money(preview.penalty) : t('bo.reservation.dialog.free')}
                strong
              />
              {preview.outcome === 'EARLY_CHECKOUT' && (
                <Amount term={t('bo.reservation.dialog.total')} value={money(preview.total)} />
              )}
              {preview.statusText && (
                <Amount
                  term={t('bo.reservation.dialog.statustext')}
                  value={t.text(`bo.reservation.dialog.statustext.${preview.statusText}`)}
                />
              )}
            </dl>
            <p>
              {preview.emailTo
                ? t('bo.reservation.dialog.email.yes', { email: preview.emailTo })
                : t('bo.reservation.dialog.email.no')}
            </p>
          </>
        )}
      </div>
      <div className="bo-rsv-dialog__buttons">
        <button ref={keepRef} type="button" className="button button--secondary" onClick={onClose}>
          {t('bo.reservation.dialog.keep')}
        </button>
        {dialog.kind !== 'refused' && (
          <button
            type="button"
            className={`button${dialog.action === 'cancel' ? ' bo-rsv__danger' : ''}`}
            disabled={dialog.kind !== 'preview'}
            onClick={() => onConfirm(dialog.action)}
          >
            {t.text(`bo.reservation.dialog.confirm.${key}`)}
          </button>
        )}
      </div>
    </dialog>
  );
}
