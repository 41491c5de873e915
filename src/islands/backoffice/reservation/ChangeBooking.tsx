/**
 * Changing a booking from the reservation screen (FOLIO-2, decision 059): "Change booking" opens
 * a dialog with the dates, room type, party and plan; "Price the change" asks the engine
 * (GET …/change-quote) and shows the old and new totals and any penalty BEFORE anything is
 * written; "Apply the change" sends what was shown (POST …/change: a stale quote is a 409, the
 * dialog prices again). A sold-out night is said, and applied only after the overbooking is
 * confirmed. "Set a night's price" (reservations.reprice) sets one night with a reason.
 * Both are for a confirmed reservation. With several rooms, new dates move every room (the quote
 * shows each room's totals and their sum), while the room type, plan, party and a night's price
 * apply to the one room chosen in the room picker; the other rooms stay as booked.
 */
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import type { StaffReservationRoomView, StaffReservationView } from '../../../contracts/booking-types.ts';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { bookingChangeEndpoints } from '../../../contracts/routes/booking-change.ts';
import { staffBookingEndpoints } from '../../../contracts/routes/staff-booking.ts';
import type { ChangeQuoteView } from '../../../contracts/secure/booking-change.ts';
import type { Language } from '../../../contracts/types.ts';
import { AGE_BANDS } from '../../../domain/booking/types.ts';
import { formatShortDate } from '../../../domain/dates-format.ts';
import { toCents } from '../../../domain/money.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { parseAmount } from '../../../ui/AmountInput.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { secureApi } from '../app/request.ts';
import { FormDialog } from './FormDialog.tsx';

type Props = {
  view: StaffReservationView;
  hotelId: number;
  language: Language;
  t: Translate;
  canChange: boolean;
  canReprice: boolean;
  /** Another dialog of the screen is open, or an action runs. */
  busy: boolean;
  /** After a change is applied: the reservation is read again, with this notice. */
  onChanged: (notice: string) => void;
};

type Open = 'change' | 'price' | null;

const cents = (amountCents: number, language: Language, currency: string) =>
  formatMoney(amountCents / 100, language, currency);

/** Conflicts of a change said in the screen's language (the engine's own codes are shared ones). */
const CONFLICTS: Readonly<Record<string, string>> = {
  'error.reservation.changed': 'bo.change.conflict.changed',
  'error.reservation.not.confirmed': 'bo.change.conflict.not.confirmed',
  'error.stay.sold.out': 'bo.change.conflict.sold.out',
};

function failureText(failure: unknown, t: Translate): string {
  if (failure instanceof ApiRequestError) {
    for (const error of failure.errors) {
      const key = CONFLICTS[error.code] ?? error.code;
      if (t.has(key)) return t.text(key);
    }
    return failure.message;
  }
  return timeoutMessage(failure, t) ?? (failure instanceof Error ? failure.message : String(failure));
}

/** The buttons of the two dialogs, for the reservation's action row. */
export function ChangeBooking({ view, hotelId, language, t, canChange, canReprice, busy, onChanged }: Props) {
  const [open, setOpen] = useState<Open>(null);
  const opener = useRef<HTMLElement | null>(null);
  const changeable =
    view.status === 'CONFIRMED' &&
    view.rooms.length > 0 &&
    view.rooms.every((room) => room.status === 'CONFIRMED');
  const show = (which: Exclude<Open, null>) => (event: { currentTarget: HTMLElement }) => {
    opener.current = event.currentTarget;
    setOpen(which);
  };
  return (
    <>
      {canChange && (
        <button
          type="button"
          className="button button--secondary"
          disabled={!changeable || busy || open !== null}
          onClick={show('change')}
        >
          {t('bo.change.open')}
        </button>
      )}
      {canReprice && (
        <button
          type="button"
          className="button button--secondary"
          disabled={!changeable || busy || open !== null}
          onClick={show('price')}
        >
          {t('bo.change.price.open')}
        </button>
      )}
      {open === 'change' && (
        <ChangeDialog
          view={view}
          hotelId={hotelId}
          language={language}
          t={t}
          returnFocus={opener}
          onClose={() => setOpen(null)}
          onApplied={(text) => {
            setOpen(null);
            onChanged(text);
          }}
        />
      )}
      {open === 'price' && (
        <NightPriceDialog
          view={view}
          hotelId={hotelId}
          language={language}
          t={t}
          returnFocus={opener}
          onClose={() => setOpen(null)}
          onSaved={(text) => {
            setOpen(null);
            onChanged(text);
          }}
        />
      )}
    </>
  );
}

const localName = (value: { name: Record<string, string>; nameKey: string }, language: Language) =>
  value.name[language] ?? value.name.en ?? value.nameKey;

/** 'Room 2 · Double · Adults: 2, Children: 1': how the picker names a room of the reservation. */
function roomLabel(room: StaffReservationRoomView, number: number, language: Language, t: Translate): string {
  return t.text('bo.change.room.option', {
    number,
    type: localName(room.roomType, language),
    people: AGE_BANDS.filter((band) => room.people[band] > 0)
      .map((band) => t.text(`bo.reservation.people.${band}`, { count: room.people[band] }))
      .join(', '),
  });
}

/** The room picker of a reservation of several rooms (nothing for one room). */
function RoomPicker({
  view,
  roomId,
  language,
  t,
  hint,
  onPick,
}: {
  view: StaffReservationView;
  roomId: number;
  language: Language;
  t: Translate;
  hint: string;
  onPick: (room: StaffReservationRoomView) => void;
}) {
  const id = useId();
  if (view.rooms.length < 2) return null;
  return (
    <div className="bo-folio-dialog__field">
      <label htmlFor={id}>{t('bo.change.room')}</label>
      <select
        id={id}
        value={roomId}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const room = view.rooms.find((candidate) => candidate.id === Number(e.target.value));
          if (room) onPick(room);
        }}
      >
        {view.rooms.map((room, index) => (
          <option key={room.id} value={room.id}>
            {roomLabel(room, index + 1, language, t)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="bo-rsv__muted">
        {hint}
      </p>
    </div>
  );
}

type PlanOption = { roomTypeId: number; roomTypeName: string; plans: { id: number; name: string }[] };

function ChangeDialog({
  view,
  hotelId,
  language,
  t,
  returnFocus,
  onClose,
  onApplied,
}: {
  view: StaffReservationView;
  hotelId: number;
  language: Language;
  t: Translate;
  returnFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
  onApplied: (notice: string) => void;
}) {
  const ids = {
    checkin: useId(),
    checkout: useId(),
    roomType: useId(),
    plan: useId(),
    adults: useId(),
    children: useId(),
  };
  const [roomId, setRoomId] = useState(view.rooms[0]?.id ?? 0);
  const room = view.rooms.find((candidate) => candidate.id === roomId) ?? view.rooms[0];
  const [checkin, setCheckin] = useState(view.checkin);
  const [checkout, setCheckout] = useState(view.checkout);
  const [roomTypeId, setRoomTypeId] = useState(room?.roomType.id ?? 0);
  const [planId, setPlanId] = useState(room?.ratePlan.id ?? 0);
  const [adults, setAdults] = useState(String(room?.people.adults ?? 2));
  const [children, setChildren] = useState(String(room?.people.children ?? 0));
  const [options, setOptions] = useState<PlanOption[]>([]);
  const [quote, setQuote] = useState<ChangeQuoteView | null>(null);
  const [overbook, setOverbook] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const money = (amountCents: number) => cents(amountCents, language, view.currency);
  const roomName = (value: { name: Record<string, string>; nameKey: string }) => localName(value, language);

  // The room types and plans the hotel sells for the stay as booked (the staff booking's list).
  useEffect(() => {
    if (!room) return;
    const query = {
      checkin: view.checkin,
      checkout: view.checkout,
      adults: room.people.adults,
      children: room.people.children,
      language,
    };
    secureApi(
      staffBookingEndpoints.getStaffAvailability,
      { params: { hotelId }, query },
      { fallback: 'Error getting availability' },
    )
      .then((answer) =>
        setOptions(
          answer.results.map((result) => ({
            roomTypeId: result.roomType.id,
            roomTypeName: result.roomType.name,
            plans: result.rates.map((rate) => ({ id: rate.ratePlanId, name: rate.name })),
          })),
        ),
      )
      .catch(() => setOptions([]));
  }, [hotelId, language, room, view.checkin, view.checkout]);

  if (!room) return null;
  const current: PlanOption = {
    roomTypeId: room.roomType.id,
    roomTypeName: roomName(room.roomType),
    plans: [{ id: room.ratePlan.id, name: roomName(room.ratePlan) }],
  };
  const roomTypes = options.some((option) => option.roomTypeId === current.roomTypeId)
    ? options
    : [current, ...options];
  const selected = roomTypes.find((option) => option.roomTypeId === roomTypeId) ?? current;
  const plans =
    selected.roomTypeId === current.roomTypeId &&
    !selected.plans.some((plan) => plan.id === current.plans[0]?.id)
      ? [...current.plans, ...selected.plans]
      : selected.plans;
  /** Any edit makes the shown quote stale: it must be priced again before it applies. */
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setQuote(null);
      setOverbook(false);
      setError(null);
    };

  /** Another room: its own type, plan and party, as booked. */
  const pick = (next: StaffReservationRoomView) => {
    setRoomId(next.id);
    setRoomTypeId(next.roomType.id);
    setPlanId(next.ratePlan.id);
    setAdults(String(next.people.adults));
    setChildren(String(next.people.children));
    setQuote(null);
    setOverbook(false);
    setError(null);
  };

  const reservation = { hotelId, code: view.code };
  const fields = () => ({
    checkin,
    checkout,
    roomId: room.id,
    roomTypeId,
    planId,
    adults: Number(adults),
    children: Number(children),
  });

  const price = async () => {
    setWorking(true);
    setError(null);
    try {
      setQuote(
        await secureApi(
          bookingChangeEndpoints.quoteReservationChange,
          { params: reservation, query: fields() },
          { fallback: 'Error pricing the change' },
        ),
      );
    } catch (failure) {
      setError(failureText(failure, t));
    } finally {
      setWorking(false);
    }
  };

  const apply = async () => {
    if (!quote) return;
    setWorking(true);
    setError(null);
    try {
      const applied = await secureApi(
        bookingChangeEndpoints.changeReservation,
        {
          params: reservation,
          body: {
            ...fields(),
            version: quote.version,
            newTotalCents: quote.newTotalCents,
            penaltyCents: quote.penaltyCents,
            allowOverbooking: overbook,
          },
        },
        { fallback: 'Error changing the reservation' },
      );
      onApplied(t.text('bo.change.done', { amount: money(applied.newTotalCents + applied.cityTaxCents) }));
    } catch (failure) {
      setWorking(false);
      setQuote(null);
      setError(failureText(failure, t));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (quote ? apply() : price());
  };
  const needsConfirmation = quote !== null && !quote.available && !overbook;

  return (
    <FormDialog
      returnFocus={returnFocus}
      title={t('bo.change.title', { code: view.code })}
      onClose={onClose}
      onSubmit={submit}
      cancelLabel={t('bo.change.cancel')}
      submitLabel={working ? t('bo.change.working') : t(quote ? 'bo.change.apply' : 'bo.change.price')}
      submitDisabled={working || needsConfirmation}
    >
      <div className="bo-change__pair">
        <div className="bo-folio-dialog__field">
          <label htmlFor={ids.checkin}>{t('bo.change.checkin')}</label>
          <input
            id={ids.checkin}
            type="date"
            value={checkin}
            onChange={(e) => edit(setCheckin)(e.target.value)}
          />
        </div>
        <div className="bo-folio-dialog__field">
          <label htmlFor={ids.checkout}>{t('bo.change.checkout')}</label>
          <input
            id={ids.checkout}
            type="date"
            value={checkout}
            onChange={(e) => edit(setCheckout)(e.target.value)}
          />
        </div>
      </div>
      <RoomPicker
        view={view}
        roomId={room.id}
        language={language}
        t={t}
        hint={t.text('bo.change.room.hint')}
        onPick={pick}
      />
      <div className="bo-folio-dialog__field">
        <label htmlFor={ids.roomType}>{t('bo.change.room.type')}</label>
        <select
          id={ids.roomType}
          value={roomTypeId}
          onChange={(e) => {
            const next = roomTypes.find((option) => option.roomTypeId === Number(e.target.value));
            edit(setRoomTypeId)(Number(e.target.value));
            if (next?.plans[0] && !next.plans.some((plan) => plan.id === planId)) setPlanId(next.plans[0].id);
          }}
        >
          {roomTypes.map((option) => (
            <option key={option.roomTypeId} value={option.roomTypeId}>
              {option.roomTypeName}
            </option>
          ))}
        </select>
      </div>
      <div className="bo-folio-dialog__field">
        <label htmlFor={ids.plan}>{t('bo.change.plan')}</label>
        <select id={ids.plan} value={planId} onChange={(e) => edit(setPlanId)(Number(e.target.value))}>
          {plans.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {plan.name}
            </option>
          ))}
        </select>
      </div>
      <div className="bo-change__pair">
        <div className="bo-folio-dialog__field">
          <label htmlFor={ids.adults}>{t('bo.change.adults')}</label>
          <input
            id={ids.adults}
            type="number"
            min={1}
            max={20}
            inputMode="numeric"
            value={adults}
            onChange={(e) => edit(setAdults)(e.target.value)}
          />
        </div>
        <div className="bo-folio-dialog__field">
          <label htmlFor={ids.children}>{t('bo.change.children')}</label>
          <input
            id={ids.children}
            type="number"
            min={0}
            max={20}
            inputMode="numeric"
            value={children}
            onChange={(e) => edit(setChildren)(e.target.value)}
          />
        </div>
      </div>
      {quote && quote.rooms.length > 1 && (
        <table className="bo-change__rooms">
          <caption>{t('bo.change.rooms.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bo.change.room')}</th>
              <th scope="col">{t('bo.change.old.total')}</th>
              <th scope="col">{t('bo.change.new.total')}</th>
              <th scope="col">{t('bo.change.penalty.short')}</th>
            </tr>
          </thead>
          <tbody>
            {quote.rooms.map((line) => (
              <tr key={line.roomId}>
                <th scope="row">
                  {t('bo.change.room.number', { number: line.number })}
                  {!line.available && <> · {t('bo.change.room.sold.out')}</>}
                </th>
                <td>{money(line.oldTotalCents)}</td>
                <td>{line.changed ? money(line.newTotalCents) : t('bo.change.room.unchanged')}</td>
                <td>{line.penaltyCents > 0 ? money(line.penaltyCents) : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {quote && (
        <dl className="bo-change__figures" aria-live="polite">
          <dt>{t('bo.change.old.total')}</dt>
          <dd>{money(quote.oldTotalCents)}</dd>
          <dt>{t('bo.change.new.total')}</dt>
          <dd>{money(quote.newTotalCents)}</dd>
          <dt>{t('bo.change.penalty')}</dt>
          <dd>{quote.penaltyCents > 0 ? money(quote.penaltyCents) : t('bo.change.penalty.none')}</dd>
          <dt>{t('bo.change.difference')}</dt>
          <dd>
            {quote.differenceCents > 0 ? '+' : ''}
            {money(quote.differenceCents)}
          </dd>
        </dl>
      )}
      {quote && quote.cityTaxCents > 0 && (
        <p className="bo-rsv__muted">{t('bo.change.city.tax', { amount: money(quote.cityTaxCents) })}</p>
      )}
      {quote && !quote.available && (
        <div className="bo-change__overbook">
          <p role="alert">{t('bo.change.sold.out')}</p>
          <label>
            <input type="checkbox" checked={overbook} onChange={(e) => setOverbook(e.target.checked)} />{' '}
            {t('bo.change.overbook')}
          </label>
        </div>
      )}
      {error && (
        <p className="bo-rsv__error" role="alert">
          {error}
        </p>
      )}
      <p className="bo-rsv__muted">{t(quote ? 'bo.change.hint.apply' : 'bo.change.hint.price')}</p>
    </FormDialog>
  );
}

function NightPriceDialog({
  view,
  hotelId,
  language,
  t,
  returnFocus,
  onClose,
  onSaved,
}: {
  view: StaffReservationView;
  hotelId: number;
  language: Language;
  t: Translate;
  returnFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
  onSaved: (notice: string) => void;
}) {
  const ids = { night: useId(), price: useId(), reason: useId() };
  const [roomId, setRoomId] = useState(view.rooms[0]?.id ?? 0);
  const nights = view.rooms.find((room) => room.id === roomId)?.nightly ?? [];
  const [date, setDate] = useState(nights[0]?.date ?? '');
  const [price, setPrice] = useState(nights[0] ? nights[0].amount.toFixed(2) : '');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'price' | 'reason' | 'form', string>>>({});
  const [saving, setSaving] = useState(false);
  const money = (amount: number) => formatMoney(amount, language, view.currency);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = parseAmount(price, false);
    const found: typeof errors = {};
    if (value === null) found.price = t('bo.change.price.invalid');
    if (reason.trim() === '') found.reason = t.text('error.required');
    setErrors(found);
    if (value === null || Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const saved = await secureApi(
        bookingChangeEndpoints.setReservationNightPrice,
        {
          params: { hotelId, code: view.code, date },
          body: { roomId, priceCents: toCents(value), reason, version: view.version },
        },
        { fallback: "Error setting the night's price" },
      );
      onSaved(t.text('bo.change.price.done', { amount: money(saved.newTotalCents / 100) }));
    } catch (failure) {
      setSaving(false);
      setErrors({ form: failureText(failure, t) });
    }
  };

  return (
    <FormDialog
      returnFocus={returnFocus}
      title={t('bo.change.price.title', { code: view.code })}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      cancelLabel={t('bo.change.cancel')}
      submitLabel={saving ? t('bo.change.working') : t('bo.change.price.save')}
      submitDisabled={saving}
    >
      {errors.form && (
        <p className="bo-rsv__error" role="alert">
          {errors.form}
        </p>
      )}
      <RoomPicker
        view={view}
        roomId={roomId}
        language={language}
        t={t}
        hint={t.text('bo.change.price.room.hint')}
        onPick={(room) => {
          setRoomId(room.id);
          setDate(room.nightly[0]?.date ?? '');
          setPrice(room.nightly[0] ? room.nightly[0].amount.toFixed(2) : '');
        }}
      />
      <div className="bo-folio-dialog__field">
        <label htmlFor={ids.night}>{t('bo.change.price.night')}</label>
        <select
          id={ids.night}
          value={date}
          onChange={(e) => {
            setDate(e.target.value);
            const night = nights.find((n) => n.date === e.target.value);
            if (night) setPrice(night.amount.toFixed(2));
          }}
        >
          {nights.map((night) => (
            <option key={night.date} value={night.date}>
              {`${formatShortDate(night.date, language)} · ${money(night.amount)}`}
            </option>
          ))}
        </select>
      </div>
      <div className="bo-folio-dialog__field">
        <label htmlFor={ids.price}>{t('bo.change.price.amount', { currency: view.currency })}</label>
        <input
          id={ids.price}
          inputMode="decimal"
          autoComplete="off"
          value={price}
          aria-invalid={errors.price ? true : undefined}
          aria-describedby={errors.price ? `${ids.price}-error` : undefined}
          onChange={(e) => setPrice(e.target.value)}
        />
        {errors.price && (
          <p id={`${ids.price}-error`} className="bo-folio__field-error">
            {errors.price}
          </p>
        )}
      </div>
      <div className="bo-folio-dialog__field">
        <label htmlFor={ids.reason}>{t('bo.change.price.reason')}</label>
        <input
          id={ids.reason}
          value={reason}
          maxLength={200}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${ids.reason}-error` : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        {errors.reason && (
          <p id={`${ids.reason}-error`} className="bo-folio__field-error">
            {errors.reason}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
