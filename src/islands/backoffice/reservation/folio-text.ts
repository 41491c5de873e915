/**
 * The folio in words, as the panel and the receipt say it: an amount in cents, a line
 * ("Room 1 · Night of 01/05/2026"), the balance ("Paid", "To refund: €30.00").
 */
import type { FolioLineView, FolioView } from '../../../contracts/secure/folio.ts';
import type { Language } from '../../../contracts/types.ts';
import { formatShortDate } from '../../../domain/dates-format.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { formatMoney } from '../../../ui/format.ts';

/** An amount in cents in the hotel's currency. */
export const cents = (amountCents: number, language: Language, currency: string) =>
  formatMoney(amountCents / 100, language, currency);

/** A line in words, as the receipt says it: "Room 1 · Night of 01/05/2026", "Parking". */
export function folioLineText(line: FolioLineView, t: Translate, language: Language): string {
  const room = line.room !== null ? `${t('folio.line.room', { number: line.room })} · ` : '';
  switch (line.kind) {
    case 'ACCOMMODATION':
      return `${room}${t('folio.line.night', { date: formatShortDate(line.date, language) })}`;
    case 'EXTRA': {
      const name = line.itemName ? (line.itemName[language] ?? line.itemName.en ?? null) : null;
      const bed =
        line.bedType && t.has(`widget.results.bed.${line.bedType}`)
          ? t.text(`widget.results.bed.${line.bedType}`)
          : null;
      return `${room}${name ?? bed ?? t('folio.line.extras')}`;
    }
    case 'CITY_TAX':
      return `${room}${t('folio.line.city.tax')}`;
    case 'PENALTY':
      return `${room}${t('folio.line.penalty')}`;
    case 'WAIVER':
      return `${t('folio.line.waiver')}${line.reason ? `: ${line.reason}` : ''}`;
    default:
      return `${line.description ?? ''}${line.reason ? ` (${line.reason})` : ''}`;
  }
}

/** The balance in words: "Paid", "€120.00", "To refund: €30.00". */
export function balanceWords(
  folio: Pick<FolioView, 'balanceCents' | 'currency'>,
  t: Translate,
  language: Language,
) {
  if (folio.balanceCents === 0) return t('bo.folio.balance.paid');
  const amount = cents(Math.abs(folio.balanceCents), language, folio.currency);
  return folio.balanceCents < 0 ? t('bo.folio.balance.credit', { amount }) : amount;
}
