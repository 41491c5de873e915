/**
 * <itaca-booking mode="manage">: a guest's reservation, opened from the private link of the
 * confirmation e-mail (code and token, src/contracts/client/manage-link.ts). It shows the status, the hotel, the stay, the
 * rooms, the guest, the masked card, the amounts and the cancellation policy; while the
 * reservation can be cancelled, "Cancel reservation" first asks the server what cancelling now
 * would cost (a preview: nothing changes) and shows it in a confirmation dialog (WAI-ARIA APG
 * alert dialog: a modal <dialog role="alertdialog">, focus on the least destructive button,
 * Escape keeps the reservation), then cancels and shows the outcome.
 */
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type {
  CancellationResult,
  ReservationRoomView,
  ReservationView,
} from '../../../src/contracts/booking-types.ts';
import type { ApiRequestError } from '../../../src/contracts/client/http.ts';
import { addressCode } from '../../../src/contracts/client/manage-link.ts';
import type { Language } from '../../../src/contracts/types.ts';
import {
  type PolicySummary as PolicySummaryData,
  policySummary,
} from '../../../src/domain/booking/cancellation.ts';
import { AGE_BANDS } from '../../../src/domain/booking/types.ts';
import { fromCents, toCents } from '../../../src/domain/money.ts';
import { CancellationBar } from '../../../src/ui/CancellationBar.tsx';
import { formatInstant, formatMoney } from '../../../src/ui/format.ts';
import { PolicySummary } from '../../../src/ui/PolicySummary.tsx';
import { useTranslate } from '../context.tsx';
import { errorMessage } from '../errors.ts';
import { ExtrasLines } from '../summary/ExtrasLines.tsx';
import { policyFromView } from '../summary/figures.ts';
import { localized, mealsText, nightsText, peopleText } from '../summary/format.ts';
import { ChangeDates } from './ChangeDates.tsx';
import { FindReservation } from './FindReservation.tsx';
import { GuestSection } from './GuestSection.tsx';
import type { ManageProps } from './link.ts';
import { ReservationTotals } from './ReservationTotals.tsx';
import { StaySection } from './StaySection.tsx';
import '../summary/summary.css';
import './manage.css';
import '../summary/texts.ts';

type Loaded =
  | { status: 'loading'; data: ReservationView | null }
  | { status: 'ready'; data: ReservationView }
  | { status: 'error'; data: ReservationView | null; error: ApiRequestError };

type Cancel =
  | { step: 'idle' }
  | { step: 'previewing' }
  | { step: 'confirm'; preview: CancellationResult }
  | { step: 'cancelling'; preview: CancellationResult }
  | { step: 'done'; result: CancellationResult }
  | { step: 'error'; error: ApiRequestError; preview: CancellationResult | null };

const CONFLICT_KEYS = {
  'error.reservation.not.confirmed': 'widget.manage.conflict.not.confirmed',
  'error.reservation.ended': 'widget.manage.conflict.ended',
  'error.reservation.changed': 'widget.manage.conflict.changed',
} as const;

function asApiError(error: unknown): ApiRequestError {
  return error as ApiRequestError;
}

export function ManageReservation({ link, api }: ManageProps) {
  const { t } = useTranslate();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading', data: null });
  const [cancel, setCancel] = useState<Cancel>({ step: 'idle' });

  const load = useCallback(async () => {
    if (link === null) return;
    setLoaded((current) => ({ status: 'loading', data: current.data }));
    try {
      setLoaded({ status: 'ready', data: await api.reservation(link.code, link.token) });
    } catch (error) {
      setLoaded((current) => ({ status: 'error', data: current.data, error: asApiError(error) }));
    }
  }, [api, link]);

  useEffect(() => {
    void load();
  }, [load]);

  if (link === null) {
    const search = typeof window === 'undefined' ? '' : window.location.search;
    return (
      <div className="manage">
        {new URLSearchParams(search).has('token') && (
          <p className="alert" role="alert">
            {t('widget.manage.invalid')}
          </p>
        )}
        <FindReservation api={api} initialCode={addressCode(search)} />
      </div>
    );
  }

  const reservation = loaded.data;
  if (reservation === null) {
    if (loaded.status === 'error') {
      const notFound = loaded.error.status === 404;
      return (
        <div className="manage">
          <div className="alert" role="alert">
            <p>{notFound ? t('widget.manage.not.found') : t('widget.manage.error')}</p>
            {!notFound && <p className="summary-detail">{errorMessage(t, loaded.error)}</p>}
            {!notFound && (
              <button type="button" className="button secondary" onClick={() => void load()}>
                {t('widget.retry')}
              </button>
            )}
          </div>
          {notFound && <FindReservation api={api} initialCode={link.code} />}
        </div>
      );
    }
    return (
      <div className="manage">
        <p className="loading" role="status">
          {t('widget.loading')}
        </p>
      </div>
    );
  }

  return (
    <ReservationDetails
      reservation={reservation}
      token={link.token}
      reloading={loaded.status === 'loading'}
      reloadError={loaded.status === 'error' ? loaded.error : null}
      onReload={() => void load()}
      cancel={cancel}
      onPreview={async () => {
        setCancel({ step: 'previewing' });
        try {
          const preview = await api.cancelReservation(link.code, { token: link.token, preview: true });
          setCancel({ step: 'confirm', preview });
        } catch (error) {
          setCancel({ step: 'error', error: asApiError(error), preview: null });
          if (asApiError(error).status === 409) void load();
        }
      }}
      onConfirm={async (preview) => {
        setCancel({ step: 'cancelling', preview });
        try {
          const result = await api.cancelReservation(link.code, { token: link.token, preview: false });
          setCancel({ step: 'done', result });
          void load();
        } catch (error) {
          setCancel({ step: 'error', error: asApiError(error), preview });
          if (asApiError(error).status === 409) void load();
        }
      }}
      onKeep={() => setCancel({ step: 'idle' })}
      changeDates={
        reservation.status === 'CONFIRMED' ? (
          <ChangeDates reservation={reservation} token={link.token} api={api} onChanged={() => void load()} />
        ) : null
      }
    />
  );
}

type DetailsProps = {
  reservation: ReservationView;
  reloading: boolean;
  reloadError: ApiRequestError | null;
  onReload: () => void;
  cancel: Cancel;
  onPreview: () => Promise<void>;
  onConfirm: (preview: CancellationResult) => Promise<void>;
  onKeep: () => void;
  token: string;
  /** "Change your dates" (a confirmed reservation only). */
  changeDates: ReactNode;
};

function ReservationDetails({
  reservation: r,
  reloading,
  reloadError,
  onReload,
  cancel,
  onPreview,
  onConfirm,
  onKeep,
  token,
  changeDates,
}: DetailsProps) {
  const { t, language } = useTranslate();
  const money = (amount: number) => formatMoney(amount, language, r.currency);
  const outcome = useRef<HTMLDivElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  // After a cancellation (or a refusal) the button goes away: the outcome takes the focus.
  useEffect(() => {
    if (cancel.step === 'done' || cancel.step === 'error') outcome.current?.focus();
  }, [cancel.step]);

  const tz = r.hotel.timeZone;

  return (
    <article className="manage" aria-labelledby="itaca-manage-title" aria-busy={reloading}>
      <header className="manage-head">
        <h2 id="itaca-manage-title">{t('widget.manage.title', { code: r.code })}</h2>
        <span className={`manage-status manage-status--${r.status.toLowerCase()}`}>
          <span className="visually-hidden">{t('widget.manage.status')}: </span>
          {t(`widget.manage.status.${r.status}`)}
        </span>
      </header>
      <p className="summary-hint">
        {t('widget.manage.booked.on', { date: formatInstant(r.createdDate, language, tz) })}
        {r.cancelledDate
          ? ` · ${t('widget.manage.cancelled.on', { date: formatInstant(r.cancelledDate, language, tz) })}`
          : ''}
      </p>

      <div ref={outcome} tabIndex={-1} className="manage-outcome">
        {cancel.step === 'done' && (
          <p className="manage-done" role="status">
            {cancel.result.penalty > 0
              ? t('widget.manage.cancel.done.penalty', { amount: money(cancel.result.penalty) })
              : t('widget.manage.cancel.done.free')}
          </p>
        )}
        {cancel.step === 'error' && (
          <div className="alert" role="alert">
            <p>{cancelErrorText(t, cancel.error)}</p>
            {cancel.error.status !== 409 && (
              <button type="button" className="button secondary" onClick={() => void onPreview()}>
                {t('widget.retry')}
              </button>
            )}
          </div>
        )}
        {reloadError !== null && (
          <div className="alert" role="alert">
            <p>{t('widget.manage.error')}</p>
            <button type="button" className="button secondary" onClick={onReload}>
              {t('widget.retry')}
            </button>
          </div>
        )}
      </div>

      <div className="summary-grid">
        <div className="summary-main">
          <StaySection reservation={r} token={token} />

          <section className="summary-section" aria-labelledby="itaca-manage-rooms">
            <h3 id="itaca-manage-rooms">{t('widget.summary.rooms')}</h3>
            <ol className="manage-rooms">
              {r.rooms.map((room, index) => (
                <li key={room.id} className="manage-room">
                  <RoomLine room={room} number={index + 1} reservationStatus={r.status} money={money} />
                </li>
              ))}
            </ol>
          </section>

          {r.notes !== null && r.notes.trim() !== '' && (
            <section className="summary-section" aria-labelledby="itaca-manage-requests">
              <h3 id="itaca-manage-requests">{t('widget.summary.notes')}</h3>
              <p className="summary-break">{r.notes}</p>
            </section>
          )}

          <GuestSection reservation={r} />

          {r.status === 'CONFIRMED' && <PolicySection reservation={r} language={language} />}
          {changeDates}
        </div>

        <aside className="summary-side">
          <ReservationTotals reservation={r} money={money} />

          {r.status === 'CONFIRMED' &&
            (r.cancellation !== null ? (
              <div className="manage-cancel">
                <p className="summary-hint">
                  {r.cancellation.free
                    ? t('widget.manage.cancel.free')
                    : t('widget.manage.cancel.penalty', { amount: money(r.cancellation.penalty) })}
                </p>
                <button
                  type="button"
                  ref={cancelButton}
                  className="button manage-danger"
                  disabled={cancel.step === 'previewing' || reloading}
                  onClick={() => void onPreview()}
                >
                  {cancel.step === 'previewing'
                    ? t('widget.manage.cancel.checking')
                    : t('widget.manage.cancel')}
                </button>
              </div>
            ) : (
              <p className="notice">{t('widget.manage.not.cancellable')}</p>
            ))}
        </aside>
      </div>

      <CancelDialog
        code={r.code}
        cancel={cancel}
        money={money}
        onConfirm={onConfirm}
        onKeep={onKeep}
        onClosed={() => {
          // Back to the button that opened the dialog (it is gone once cancelled: see `outcome`).
          if (cancel.step !== 'done' && cancel.step !== 'error') cancelButton.current?.focus();
        }}
      />
    </article>
  );
}

function cancelErrorText(t: ReturnType<typeof useTranslate>['t'], error: ApiRequestError): string {
  const code = error.errors.find((e) => e.code in CONFLICT_KEYS)?.code as
    | keyof typeof CONFLICT_KEYS
    | undefined;
  if (code) return t(CONFLICT_KEYS[code]);
  return `${t('widget.manage.cancel.error')} ${errorMessage(t, error)}`;
}

function RoomLine({
  room,
  number,
  reservationStatus,
  money,
}: {
  room: ReservationRoomView;
  number: number;
  reservationStatus: ReservationView['status'];
  money: (amount: number) => string;
}) {
  const { t, language } = useTranslate();
  // The room's total holds its extras: they are listed under it, with the nights' own amount.
  const extras = {
    services: room.services.map((s) => ({
      id: s.id,
      name: localized(s.name, language, s.nameKey),
      count: s.count,
      included: s.bookability === 'INCLUDED' && s.total === 0,
      total: s.total,
    })),
    beds: room.beds.map((b) => ({
      type: b.type,
      guests: AGE_BANDS.reduce((sum, band) => sum + b.people[band], 0),
      total: b.total,
    })),
  };
  const nightsCents = room.nightly.reduce((sum, night) => sum + toCents(night.amount), 0);
  return (
    <>
      <div className="manage-room-head">
        <h4>
          {t('widget.manage.room', { number })}:{' '}
          {localized(room.roomType.name, language, room.roomType.nameKey)}
        </h4>
        <span className="summary-amount">{money(room.total)}</span>
      </div>
      <p>
        {localized(room.ratePlan.name, language, room.ratePlan.nameKey)} ·{' '}
        {peopleText(t, room.people, language)}
      </p>
      <p className="summary-hint">{mealsText(t, room.includedMealPlans, language)}</p>
      {extras.services.length + extras.beds.length > 0 && (
        <>
          <p className="summary-line">
            <span>{nightsText(t, room.nightly.length)}</span>
            <span className="summary-amount">{money(fromCents(nightsCents))}</span>
          </p>
          <ExtrasLines {...extras} money={money} />
        </>
      )}
      {room.status !== reservationStatus && (
        <p className={`manage-status manage-status--${room.status.toLowerCase()}`}>
          {t(`widget.manage.status.${room.status}`)}
        </p>
      )}
      {room.cancelAmount > 0 && (
        <p className="summary-hint">{t('widget.manage.fee', { amount: money(room.cancelAmount) })}</p>
      )}
    </>
  );
}

/** The cancellation policy of the rooms still confirmed, grouped when rooms share one policy. */
function PolicySection({ reservation: r, language }: { reservation: ReservationView; language: Language }) {
  const [now] = useState(() => Date.now());
  const groups = new Map<string, { rooms: number[]; summary: PolicySummaryData; checkin: string }>();
  r.rooms.forEach((room, index) => {
    if (room.status !== 'CONFIRMED') return;
    const summary = policySummary(
      policyFromView(room.cancellationPolicy),
      {
        checkin: room.startDate,
        nightlyCents: room.nightly.map((n) => toCents(n.amount)),
        totalCents: toCents(room.total),
      },
      r.hotel.timeZone,
      now,
    );
    const key = JSON.stringify([room.cancellationPolicy, room.startDate]);
    const group = groups.get(key);
    if (group === undefined) {
      groups.set(key, { rooms: [index + 1], summary, checkin: room.startDate });
      return;
    }
    group.rooms.push(index + 1);
    group.summary = {
      ...group.summary,
      reservationPenaltyCents: group.summary.reservationPenaltyCents + summary.reservationPenaltyCents,
      checkinPenaltyCents: group.summary.checkinPenaltyCents + summary.checkinPenaltyCents,
      freeNow: group.summary.freeNow && summary.freeNow,
    };
  });
  const { t } = useTranslate();
  const list = [...groups.values()];
  if (list.length === 0) return null;
  return (
    <section className="summary-section">
      {list.map((group) => (
        <div key={group.rooms.join()} className="summary-policy">
          {list.length > 1 && (
            <p className="summary-hint">
              {group.rooms.map((n) => t('widget.manage.room', { number: n })).join(', ')}
            </p>
          )}
          <PolicySummary
            summary={group.summary}
            checkin={group.checkin}
            timeZone={r.hotel.timeZone}
            currency={r.currency}
            language={language}
          />
          <CancellationBar
            summary={group.summary}
            bookedAt={Date.parse(r.createdDate)}
            checkin={group.checkin}
            timeZone={r.hotel.timeZone}
            currency={r.currency}
            language={language}
          />
        </div>
      ))}
    </section>
  );
}

type DialogProps = {
  code: string;
  cancel: Cancel;
  money: (amount: number) => string;
  onConfirm: (preview: CancellationResult) => Promise<void>;
  onKeep: () => void;
  /** After the dialog closed (the page is no longer inert): where the focus goes back. */
  onClosed: () => void;
};

/** APG alert dialog: modal, labelled and described, focus on "Keep my reservation". */
function CancelDialog({ code, cancel, money, onConfirm, onKeep, onClosed }: DialogProps) {
  const { t } = useTranslate();
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const open = cancel.step === 'confirm' || cancel.step === 'cancelling';
  const preview = open ? cancel.preview : null;
  const working = cancel.step === 'cancelling';

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (open && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      keep.current?.focus();
    }
    if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
      onClosed();
    }
  }, [open, onClosed]);

  return (
    <dialog
      ref={dialog}
      className="manage-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="itaca-cancel-title"
      aria-describedby="itaca-cancel-text"
      onCancel={(event) => {
        // Escape keeps the reservation, except while the cancellation is on its way.
        event.preventDefault();
        if (!working) onKeep();
      }}
    >
      {preview !== null && (
        <>
          <h2 id="itaca-cancel-title">{t('widget.manage.cancel.title', { code })}</h2>
          <div id="itaca-cancel-text">
            <p className="manage-dialog-penalty">
              {preview.penalty > 0
                ? t('widget.manage.cancel.penalty', { amount: money(preview.penalty) })
                : t('widget.manage.cancel.free')}
            </p>
            <p>{t('widget.manage.cancel.final')}</p>
          </div>
          <div className="manage-dialog-actions">
            <button type="button" className="button secondary" ref={keep} disabled={working} onClick={onKeep}>
              {t('widget.manage.cancel.keep')}
            </button>
            <button
              type="button"
              className="button manage-danger"
              disabled={working}
              onClick={() => void onConfirm(preview)}
            >
              {working ? t('widget.manage.cancel.working') : t('widget.manage.cancel.confirm')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
