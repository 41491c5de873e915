/**
 * The check-out dialog: the balance due (the server's preview of the check-out), the early
 * checkout warning before the checkout day, then "Check out". Checking out changes the stays'
 * reads (Today, the planning, housekeeping…), which reload before the dialog closes.
 */
import { useState } from 'react';
import { frontDeskEndpoints } from '../../../contracts/routes/front-desk.ts';
import { formatShortDate } from '../../../domain/dates-format.ts';
import { formatMoney } from '../../../ui/format.ts';
import { useSecureMutation, useSecureQuery } from '../app/query.ts';
import { STAY_READS } from '../app/reads.ts';
import { DeskDialog, type DeskDialogProps, guestName, refusalText } from './DeskDialog.tsx';

export function CheckOutDialog({
  hotelId,
  item,
  language,
  t,
  returnFocus,
  onClose,
  onDone,
}: DeskDialogProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const params = { hotelId, code: item.code };
  // The preview changes nothing: read as any other answer (its balance due at this version).
  const preview = useSecureQuery(
    frontDeskEndpoints.checkOut,
    { params, body: { version: item.version, preview: true } },
    { fallback: 'Error checking the guests out' },
  );
  const checkOut = useSecureMutation(frontDeskEndpoints.checkOut, {
    fallback: 'Error checking the guests out',
    invalidates: STAY_READS,
  });
  const error = failed ?? (preview.isError ? refusalText(preview.error, t) : null);

  const confirm = async () => {
    setFailed(null);
    try {
      await checkOut.mutateAsync({ params, body: { version: item.version } });
      onDone(t('bo.today.checkout.done', { name: guestName(item) }));
    } catch (failure) {
      setFailed(refusalText(failure, t));
    }
  };

  return (
    <DeskDialog
      title={t('bo.today.checkout.title', { name: guestName(item) })}
      returnFocus={returnFocus}
      onClose={onClose}
    >
      <div className="bo-today-dialog__body">
        {preview.data ? (
          <>
            <p className="bo-today-dialog__balance">
              {t('bo.today.checkout.balance', {
                amount: formatMoney(preview.data.balanceDue, language, preview.data.currency),
              })}
            </p>
            {preview.data.early ? (
              <p className="bo-today-dialog__warning">
                {t('bo.today.checkout.early', { date: formatShortDate(item.checkout, language) })}
              </p>
            ) : null}
          </>
        ) : null}
        {!preview.data && !error ? <p aria-busy="true">{t('bo.today.loading')}</p> : null}
        <div role="alert" className="bo-today-dialog__alert">
          {error ? <p className="bo-today-dialog__error">{error}</p> : null}
        </div>
      </div>
      <div className="bo-today-dialog__buttons">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('bo.today.checkin.close')}
        </button>
        <button
          type="button"
          className="button"
          disabled={!preview.data || checkOut.isPending}
          onClick={() => void confirm()}
        >
          {t('bo.today.checkout.confirm')}
        </button>
      </div>
    </DeskDialog>
  );
}
