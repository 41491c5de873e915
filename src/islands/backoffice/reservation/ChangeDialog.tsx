/**
 * "Change booking": the dates, room type, party and plan of one room (every room's dates move
 * together); "Price the change" shows the old and new totals and any penalty BEFORE anything is
 * written; "Apply the change" sends what was shown (a stale quote is refused: priced again). A
 * sold-out night is said, and applied only after the overbooking is confirmed.
 */
import { type FormEvent, type RefObject, useState } from 'react';
import type { StaffReservationRoomView, StaffReservationView } from '../../../contracts/booking-types.ts';
import type { Language } from '../../../contracts/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { ChangeQuote } from './ChangeQuote.tsx';
import { changeFailureText } from './change-texts.ts';
import { DialogField } from './DialogField.tsx';
import { FormDialog } from './FormDialog.tsx';
import { cents } from './folio-text.ts';
import { RoomPicker } from './RoomPicker.tsx';
import {
  type ChangeDraft,
  changeFields,
  type PlanOption,
  planChoices,
  useChangeBooking,
} from './useChangeBooking.ts';

/** A room's own type, plan and party, as booked, with the stay's dates. */
const draftOf = (view: StaffReservationView, room: StaffReservationRoomView | undefined): ChangeDraft => ({
  checkin: view.checkin,
  checkout: view.checkout,
  roomId: room?.id ?? 0,
  roomTypeId: room?.roomType.id ?? 0,
  planId: room?.ratePlan.id ?? 0,
  adults: String(room?.people.adults ?? 2),
  children: String(room?.people.children ?? 0),
});

export function ChangeDialog({
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
  const [draft, setDraft] = useState(() => draftOf(view, view.rooms[0]));
  const room = view.rooms.find((candidate) => candidate.id === draft.roomId) ?? view.rooms[0];
  const [overbook, setOverbook] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { results, quote, apply } = useChangeBooking(view, room, hotelId, language);
  const money = (amountCents: number) => cents(amountCents, language, view.currency);

  if (!room) return null;
  const { roomTypes, plans } = planChoices(results, room, draft.roomTypeId, language);
  const priced = quote.data ?? null;
  /** Any edit makes the shown quote stale: it must be priced again before it applies. */
  const edit = (patch: Partial<ChangeDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    quote.reset();
    setOverbook(false);
    setError(null);
  };
  const reservation = { hotelId, code: view.code };

  const price = async () => {
    setError(null);
    try {
      await quote.mutateAsync({ params: reservation, query: changeFields(draft) });
    } catch (failure) {
      setError(changeFailureText(failure, t));
    }
  };

  const confirm = async () => {
    if (!priced) return;
    setError(null);
    try {
      const applied = await apply.mutateAsync({
        params: reservation,
        body: {
          ...changeFields(draft),
          version: priced.version,
          newTotalCents: priced.newTotalCents,
          penaltyCents: priced.penaltyCents,
          allowOverbooking: overbook,
        },
      });
      onApplied(t.text('bo.change.done', { amount: money(applied.newTotalCents + applied.cityTaxCents) }));
    } catch (failure) {
      quote.reset();
      setError(changeFailureText(failure, t));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (priced ? confirm() : price());
  };
  const working = quote.isPending || apply.isPending;
  const needsConfirmation = priced !== null && !priced.available && !overbook;

  return (
    <FormDialog
      returnFocus={returnFocus}
      title={t('bo.change.title', { code: view.code })}
      onClose={onClose}
      onSubmit={submit}
      cancelLabel={t('bo.change.cancel')}
      submitLabel={working ? t('bo.change.working') : t(priced ? 'bo.change.apply' : 'bo.change.price')}
      submitDisabled={working || needsConfirmation}
    >
      <ChangeFields
        view={view}
        room={room}
        draft={draft}
        edit={edit}
        roomTypes={roomTypes}
        plans={plans}
        language={language}
        t={t}
      />
      {priced && (
        <ChangeQuote quote={priced} money={money} overbook={overbook} onOverbook={setOverbook} t={t} />
      )}
      {error && (
        <p className="bo-rsv__error" role="alert">
          {error}
        </p>
      )}
      <p className="bo-rsv__muted">{t(priced ? 'bo.change.hint.apply' : 'bo.change.hint.price')}</p>
    </FormDialog>
  );
}

/** The change's fields: the dates, the room (several rooms), its type and plan, its party. */
function ChangeFields({
  view,
  room,
  draft,
  edit,
  roomTypes,
  plans,
  language,
  t,
}: {
  view: StaffReservationView;
  room: StaffReservationRoomView;
  draft: ChangeDraft;
  edit: (patch: Partial<ChangeDraft>) => void;
  roomTypes: PlanOption[];
  plans: PlanOption['plans'];
  language: Language;
  t: Translate;
}) {
  return (
    <>
      <div className="bo-change__pair">
        <DialogField label={t('bo.change.checkin')}>
          {(field) => (
            <input
              {...field}
              type="date"
              value={draft.checkin}
              onChange={(e) => edit({ checkin: e.target.value })}
            />
          )}
        </DialogField>
        <DialogField label={t('bo.change.checkout')}>
          {(field) => (
            <input
              {...field}
              type="date"
              value={draft.checkout}
              onChange={(e) => edit({ checkout: e.target.value })}
            />
          )}
        </DialogField>
      </div>
      <RoomPicker
        view={view}
        roomId={room.id}
        language={language}
        t={t}
        hint={t.text('bo.change.room.hint')}
        onPick={(next) => edit({ ...draftOf(view, next), checkin: draft.checkin, checkout: draft.checkout })}
      />
      <DialogField label={t('bo.change.room.type')}>
        {(field) => (
          <select
            {...field}
            value={draft.roomTypeId}
            onChange={(e) => {
              const roomTypeId = Number(e.target.value);
              const next = roomTypes.find((option) => option.roomTypeId === roomTypeId);
              // The plan follows when the new type does not sell the one chosen.
              const keep = !next?.plans[0] || next.plans.some((plan) => plan.id === draft.planId);
              edit(keep ? { roomTypeId } : { roomTypeId, planId: next.plans[0]?.id ?? draft.planId });
            }}
          >
            {roomTypes.map((option) => (
              <option key={option.roomTypeId} value={option.roomTypeId}>
                {option.roomTypeName}
              </option>
            ))}
          </select>
        )}
      </DialogField>
      <DialogField label={t('bo.change.plan')}>
        {(field) => (
          <select {...field} value={draft.planId} onChange={(e) => edit({ planId: Number(e.target.value) })}>
            {plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </select>
        )}
      </DialogField>
      <div className="bo-change__pair">
        <DialogField label={t('bo.change.adults')}>
          {(field) => (
            <input
              {...field}
              type="number"
              min={1}
              max={20}
              inputMode="numeric"
              value={draft.adults}
              onChange={(e) => edit({ adults: e.target.value })}
            />
          )}
        </DialogField>
        <DialogField label={t('bo.change.children')}>
          {(field) => (
            <input
              {...field}
              type="number"
              min={0}
              max={20}
              inputMode="numeric"
              value={draft.children}
              onChange={(e) => edit({ children: e.target.value })}
            />
          )}
        </DialogField>
      </div>
    </>
  );
}
