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
import { useRef, useState } from 'react';
import type { StaffReservationView } from '../../../contracts/booking-types.ts';
import type { Language } from '../../../contracts/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { ChangeDialog } from './ChangeDialog.tsx';
import { NightPriceDialog } from './NightPriceDialog.tsx';

type Props = {
  view: StaffReservationView;
  hotelId: number;
  language: Language;
  t: Translate;
  canChange: boolean;
  canReprice: boolean;
  /** Another dialog of the screen is open, or an action runs. */
  busy: boolean;
  /** After a change is applied and the stay's reads reloaded: the notice to show. */
  onChanged: (notice: string) => void;
};

type Open = 'change' | 'price' | null;

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
