/**
 * A priced change as the dialog shows it before anything is written: each room's old and new
 * totals (several rooms), the old and new totals, the penalty and the difference, the city tax,
 * and a sold-out night with the overbooking confirmation.
 */
import type { ChangeQuoteView } from '../../../contracts/secure/booking-change.ts';
import type { Translate } from '../../../i18n/translate.ts';

export function ChangeQuote({
  quote,
  money,
  overbook,
  onOverbook,
  t,
}: {
  quote: ChangeQuoteView;
  money: (amountCents: number) => string;
  overbook: boolean;
  onOverbook: (confirmed: boolean) => void;
  t: Translate;
}) {
  return (
    <>
      {quote.rooms.length > 1 && (
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
      {quote.cityTaxCents > 0 && (
        <p className="bo-rsv__muted">{t('bo.change.city.tax', { amount: money(quote.cityTaxCents) })}</p>
      )}
      {!quote.available && (
        <div className="bo-change__overbook">
          <p role="alert">{t('bo.change.sold.out')}</p>
          <label>
            <input type="checkbox" checked={overbook} onChange={(e) => onOverbook(e.target.checked)} />{' '}
            {t('bo.change.overbook')}
          </label>
        </div>
      )}
    </>
  );
}
