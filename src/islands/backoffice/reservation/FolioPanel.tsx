/**
 * The folio of the reservation (FOLIO-1, decision 052): every line with its VAT rate, the
 * payments and refunds, the total, what was paid, the deposit and the balance ("Paid" when it is
 * zero), and the four dialogs that change it: add a charge (or a correction), record a payment,
 * refund, waive the penalty; "Print receipt" opens the receipt page. Every write carries the
 * folio version it was read at: a 409 (another desk wrote first) reloads and says so (`useFolio`).
 */
import { useRef, useState } from 'react';
import type { Language } from '../../../contracts/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { FolioDialog } from './FolioDialog.tsx';
import { FolioTables, FolioTotals } from './FolioTables.tsx';
import type { FolioEntryKind } from './folio-form.ts';
import { useFolio } from './useFolio.ts';

type Props = {
  /** `hotels/{id}/reservations/{code}`: the printable receipt's address is under it. */
  path: string;
  hotelId: number;
  code: string;
  language: Language;
  t: Translate;
};

export function FolioPanel({ path, hotelId, code, language, t }: Props) {
  const { folio: read, loadFailed, notice, setNotice, saved, conflict, issue } = useFolio(hotelId, code, t);
  const [dialog, setDialog] = useState<FolioEntryKind | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const folio = read.data;

  if (!folio) {
    return (
      <section className="bo-rsv__card bo-folio" aria-labelledby="bo-folio-heading">
        <h2 id="bo-folio-heading">{t('bo.folio.heading')}</h2>
        {loadFailed ? (
          <>
            <p role="alert" className="bo-rsv__error">
              {loadFailed}
            </p>
            <button type="button" className="button" onClick={() => void read.refetch()}>
              {t('bo.folio.retry')}
            </button>
          </>
        ) : (
          <p role="status">{t('bo.folio.loading')}</p>
        )}
      </section>
    );
  }

  const open = (kind: FolioEntryKind) => (event: { currentTarget: HTMLElement }) => {
    opener.current = event.currentTarget;
    setNotice(null);
    setDialog(kind);
  };
  /** A secondary action of the folio, off while one of its dialogs is open. */
  const secondary = (label: string, onClick: (event: { currentTarget: HTMLElement }) => void) => (
    <button type="button" className="button button--secondary" disabled={dialog !== null} onClick={onClick}>
      {label}
    </button>
  );
  const numbers = folio.receipts.map((receipt) => {
    const number = `${receipt.year}/${receipt.number}`;
    return receipt.voided ? t('bo.folio.receipt.void', { number }) : number;
  });

  return (
    <section className="bo-rsv__card bo-folio" aria-labelledby="bo-folio-heading">
      <h2 id="bo-folio-heading">{t('bo.folio.heading')}</h2>
      {notice && (
        <p
          className={`bo-rsv__notice bo-rsv__notice--${notice.tone}`}
          role={notice.tone === 'warn' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      <FolioTotals folio={folio} language={language} t={t} />

      <div className="bo-rsv__action-row">
        <button type="button" className="button" disabled={dialog !== null} onClick={open('payment')}>
          {t('bo.folio.action.payment')}
        </button>
        {secondary(t('bo.folio.action.charge'), open('charge'))}
        {folio.paidCents > 0 && secondary(t('bo.folio.action.refund'), open('refund'))}
        {folio.penaltyCents > 0 && secondary(t('bo.folio.action.waive'), open('waive'))}
        {secondary(t('bo.folio.action.issue'), () => void issue())}
        <a
          className="button button--secondary"
          href={`/api/rs/secure/${path}/receipt`}
          target="_blank"
          rel="noopener"
        >
          {t('bo.folio.action.receipt')}
        </a>
      </div>
      {numbers.length > 0 && (
        <p className="bo-rsv__muted">{t('bo.folio.receipts', { numbers: numbers.join(', ') })}</p>
      )}

      <FolioTables folio={folio} language={language} t={t} />

      {dialog && (
        <FolioDialog
          kind={dialog}
          folio={folio}
          hotelId={hotelId}
          code={code}
          language={language}
          t={t}
          returnFocus={opener}
          onClose={() => setDialog(null)}
          onSaved={(answer) => {
            saved(dialog, answer);
            setDialog(null);
          }}
          onConflict={() => {
            setDialog(null);
            conflict();
          }}
        />
      )}
    </section>
  );
}
