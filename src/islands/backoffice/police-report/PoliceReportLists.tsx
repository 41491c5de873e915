/**
 * The police report's lists under the file to send: the incomplete guests (each with the fields to
 * complete and a link to its reservation), the guests already sent, and the files produced (each
 * downloads again as it was).
 */
import type { ReactNode } from 'react';
import type { PoliceReportResponse } from '../../../contracts/secure/police-report.ts';
import type { Language } from '../../../contracts/types.ts';
import { pluralForm } from '../../../domain/plural.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { formatInstant } from '../../../ui/format.ts';

export type PoliceListProps = {
  data: PoliceReportResponse;
  hotel: { id: number; timeZone: string };
  language: Language;
  t: Translate;
  titleId: string;
  guestText: (guest: string) => string;
  reservationLink: (code: string) => ReactNode;
};

/** The missing fields the API names that are not document fields. */
const MISSING_LEADER = 'leader';

export function PoliceReportLists({
  data,
  hotel,
  language,
  t,
  titleId,
  guestText,
  reservationLink,
}: PoliceListProps) {
  const missingText = (field: string) =>
    field === MISSING_LEADER ? t('bo.police.missing.leader') : t.text(`bo.guests.field.${field}`);
  return (
    <>
      <section className="bo-police__block" aria-labelledby={`${titleId}-incomplete`}>
        <h2 id={`${titleId}-incomplete`}>
          {t('bo.police.incomplete.heading', { count: data.incomplete.length })}
        </h2>
        {data.incomplete.length === 0 ? (
          <p className="bo-police__empty">{t('bo.police.incomplete.none')}</p>
        ) : (
          <>
            <p className="bo-police__hint">{t('bo.police.incomplete.intro')}</p>
            <ul className="bo-police__list">
              {data.incomplete.map((guest) => (
                <li
                  key={`${guest.code}:${guest.uuid}`}
                  className="bo-police__guest bo-police__guest--incomplete"
                >
                  <span className="bo-police__name">{guestText(guest.guest)}</span>
                  {reservationLink(guest.code)}
                  <span className="bo-police__missing">
                    {t('bo.police.incomplete.missing', {
                      fields: guest.missing.map(missingText).join(', '),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      {data.exported.length > 0 ? (
        <section className="bo-police__block" aria-labelledby={`${titleId}-sent`}>
          <h2 id={`${titleId}-sent`}>{t('bo.police.sent.heading', { count: data.exported.length })}</h2>
          <ul className="bo-police__list">
            {data.exported.map((guest) => (
              <li key={`${guest.code}:${guest.uuid}`} className="bo-police__guest">
                <span className="bo-police__name">{guestText(guest.guest)}</span>
                {reservationLink(guest.code)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="bo-police__block" aria-labelledby={`${titleId}-files`}>
        <h2 id={`${titleId}-files`}>{t('bo.police.exports.heading')}</h2>
        {data.exports.length === 0 ? (
          <p className="bo-police__empty">{t('bo.police.exports.none')}</p>
        ) : (
          <ul className="bo-police__list">
            {data.exports.map((file) => {
              const when = formatInstant(file.createdDate, language, hotel.timeZone);
              return (
                <li key={file.id} className="bo-police__guest">
                  <span>
                    {t.text(`bo.police.exports.item.${pluralForm(file.lineCount, language)}`, {
                      date: when,
                      count: file.lineCount,
                      author: `${file.createdBy.name} ${file.createdBy.surname}`.trim(),
                    })}
                  </span>
                  <a
                    href={`/api/rs/secure/hotels/${hotel.id}/police-report/exports/${file.id}`}
                    download
                    aria-label={t('bo.police.exports.again.label', { date: when })}
                  >
                    {t('bo.police.exports.again')}
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
