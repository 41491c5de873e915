/**
 * The extras of a booking as lines (services with their count, extra beds with their guests), the
 * same block on the summary, the confirmation and the manage page, so each screen names and
 * prices an extra the same way (CONSIST).
 */
import type { MessageKey } from '../../../src/i18n/dictionary.ts';
import { useTranslate } from '../context.tsx';

export type ExtraServiceLine = {
  id: number;
  name: string;
  count: number;
  /** Part of the rate: said as "Included" rather than a price. */
  included: boolean;
  total: number;
};

export type ExtraBedLine = { type: string; guests: number; total: number };

export function ExtrasLines({
  services,
  beds,
  money,
}: {
  services: readonly ExtraServiceLine[];
  beds: readonly ExtraBedLine[];
  money: (amount: number) => string;
}) {
  const { t } = useTranslate();
  return (
    <>
      {services.length > 0 && (
        <div className="summary-block">
          <h4>{t('widget.summary.services')}</h4>
          <ul className="summary-lines">
            {services.map((service) => (
              <li key={service.id}>
                <span>
                  {service.name}
                  {service.count > 1 ? ` × ${service.count}` : ''}
                </span>
                <span className="summary-amount">
                  {service.included ? t('widget.summary.service.included') : money(service.total)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {beds.length > 0 && (
        <div className="summary-block">
          <h4>{t('widget.results.extra.beds')}</h4>
          <ul className="summary-lines">
            {beds.map((bed) => (
              <li key={bed.type}>
                <span>
                  {t(`widget.results.bed.${bed.type}` as MessageKey)}
                  {bed.guests > 1 ? ` × ${bed.guests}` : ''}
                </span>
                <span className="summary-amount">{money(bed.total)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/** The figures' extras (summary and confirmation) as lines, services named from the hotel's profile. */
export function figureExtras(
  figures: {
    services: readonly { id: number; bookability: string; count: number; total: number }[];
    beds?: readonly ExtraBedLine[];
  },
  serviceName: (id: number) => string,
): { services: ExtraServiceLine[]; beds: ExtraBedLine[] } {
  return {
    services: figures.services.map((s) => ({
      id: s.id,
      name: serviceName(s.id),
      count: s.count,
      included: s.bookability === 'INCLUDED' && s.total === 0,
      total: s.total,
    })),
    beds: [...(figures.beds ?? [])],
  };
}
