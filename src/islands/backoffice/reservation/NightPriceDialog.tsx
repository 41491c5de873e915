/**
 * "Set a night's price" (reservations.reprice): one night of one room at a new price, with a
 * reason. The write carries the reservation's version (a change meanwhile is refused) and reloads
 * every read of the stay (its totals, folio and history, the list, the planning).
 */
import { type FormEvent, type RefObject, useState } from 'react';
import type { StaffReservationView } from '../../../contracts/booking-types.ts';
import { bookingChangeEndpoints } from '../../../contracts/routes/booking-change.ts';
import type { Language } from '../../../contracts/types.ts';
import { formatShortDate } from '../../../domain/dates-format.ts';
import { toCents } from '../../../domain/money.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { parseAmount } from '../../../ui/AmountInput.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { useSecureMutation } from '../app/query.ts';
import { STAY_READS } from '../app/reads.ts';
import { changeFailureText } from './change-texts.ts';
import { DialogField } from './DialogField.tsx';
import { FormDialog } from './FormDialog.tsx';
import { RoomPicker } from './RoomPicker.tsx';

export function NightPriceDialog({
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
  const [roomId, setRoomId] = useState(view.rooms[0]?.id ?? 0);
  const nights = view.rooms.find((room) => room.id === roomId)?.nightly ?? [];
  const [date, setDate] = useState(nights[0]?.date ?? '');
  const [price, setPrice] = useState(nights[0] ? nights[0].amount.toFixed(2) : '');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'price' | 'reason' | 'form', string>>>({});
  const setNightPrice = useSecureMutation(bookingChangeEndpoints.setReservationNightPrice, {
    fallback: "Error setting the night's price",
    invalidates: STAY_READS,
  });
  const money = (amount: number) => formatMoney(amount, language, view.currency);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = parseAmount(price, false);
    const found: typeof errors = {};
    if (value === null) found.price = t('bo.change.price.invalid');
    if (reason.trim() === '') found.reason = t.text('error.required');
    setErrors(found);
    if (value === null || Object.keys(found).length > 0) return;
    try {
      const saved = await setNightPrice.mutateAsync({
        params: { hotelId, code: view.code, date },
        body: { roomId, priceCents: toCents(value), reason, version: view.version },
      });
      onSaved(t.text('bo.change.price.done', { amount: money(saved.newTotalCents / 100) }));
    } catch (failure) {
      setErrors({ form: changeFailureText(failure, t) });
    }
  };

  return (
    <FormDialog
      returnFocus={returnFocus}
      title={t('bo.change.price.title', { code: view.code })}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      cancelLabel={t('bo.change.cancel')}
      submitLabel={setNightPrice.isPending ? t('bo.change.working') : t('bo.change.price.save')}
      submitDisabled={setNightPrice.isPending}
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
      <DialogField label={t('bo.change.price.night')}>
        {(field) => (
          <select
            {...field}
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
        )}
      </DialogField>
      <DialogField label={t('bo.change.price.amount', { currency: view.currency })} error={errors.price}>
        {(field) => (
          <input
            {...field}
            inputMode="decimal"
            autoComplete="off"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
        )}
      </DialogField>
      <DialogField label={t('bo.change.price.reason')} error={errors.reason}>
        {(field) => (
          <input {...field} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
        )}
      </DialogField>
    </FormDialog>
  );
}
