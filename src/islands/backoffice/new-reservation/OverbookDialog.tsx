/** The alertdialog of a refused booking: the sold-out nights of each room type, and 'Overbook anyway'. */
import { useEffect, useId, useRef } from 'react';
import type { StaffAvailability, StaffSoldOut } from '../../../contracts/secure/staff-booking.ts';
import { formatShortDate } from '../../../domain/dates-format.ts';
import type { Translate } from '../../../i18n/translate.ts';
import type { ScreenProps } from '../screen.ts';

/**
 * The APG alertdialog of a sold-out stay: modal, labelled by its question, described by the
 * nights that are full; focus starts on 'Go back' (the safe choice), Escape closes it.
 */
export function OverbookDialog({
  error,
  t,
  language,
  names,
  onClose,
  onConfirm,
}: {
  error: StaffSoldOut;
  t: Translate;
  language: ScreenProps['language'];
  names: readonly StaffAvailability[];
  onClose: () => void;
  onConfirm: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const element = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    backRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  const typeName = (roomTypeId: number) =>
    names.flatMap((a) => a.results).find((r) => r.roomType.id === roomTypeId)?.roomType.name ??
    String(roomTypeId);
  return (
    <dialog
      ref={ref}
      className="bo-new-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{t('bo.booking.overbook.title')}</h2>
      <div id={descriptionId}>
        <p>{t('bo.booking.overbook.intro')}</p>
        <ul>
          {error.fullNights.map((night) => (
            <li key={`${night.roomTypeId}-${night.date}`}>
              {t('bo.booking.overbook.night', {
                room: typeName(night.roomTypeId),
                date: formatShortDate(night.date, language),
              })}
            </li>
          ))}
        </ul>
        <p>{t('bo.booking.overbook.consequence')}</p>
      </div>
      <div className="bo-new-dialog__buttons">
        <button ref={backRef} type="button" className="button button--secondary" onClick={onClose}>
          {t('bo.booking.overbook.back')}
        </button>
        <button type="button" className="button bo-new__danger" onClick={onConfirm}>
          {t('bo.booking.overbook.confirm')}
        </button>
      </div>
    </dialog>
  );
}
