/**
 * /secure/police-report: the police report of a day's arrivals (Alloggiati Web; FRONTDESK-4, decision
 * 049). Pick a date (the hotel's today by default, `?date=` keeps it in the address); see the
 * guests that go in the file, the incomplete ones (each with the fields to complete and a link to
 * its reservation), the guests already sent and the files produced. "Download file" produces the
 * file and records its guests as sent (POST …/police-report/exports), then saves it; a file
 * produced before downloads again as it was. The day's report is a read of the query cache
 * (keyed by the date); producing a file reloads it.
 */
import { useId, useState } from 'react';
import { policeReportEndpoints } from '../../../contracts/routes/police-report.ts';
import { lineGuestType } from '../../../domain/alloggiati.ts';
import { addDays, isIsoDate, todayIso } from '../../../domain/dates-format.ts';
import { pluralForm } from '../../../domain/plural.ts';
import { localePath } from '../../../i18n/paths.ts';
import { DateInput } from '../../../ui/DateInput.tsx';
import { saveFile } from '../../../ui/DownloadButton.tsx';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { useSecureMutation, useSecureQuery } from '../app/query.ts';
import { type ScreenNotice, ScreenNotices } from '../app/ScreenNotices.tsx';
import { failureOf, isStatus, refusalOf } from '../rooms/setup-errors.ts';
import type { ScreenProps } from '../screen.ts';
import { PoliceReportLists } from './PoliceReportLists.tsx';
import './police-report.css';

/** The file's text (ASCII) as the download helper takes it: base64. */
const base64 = (text: string) => btoa(text);

export default function PoliceReportScreen({ hotel, language, query, navigate }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const today = todayIso(new Date(), hotel.timeZone);
  const asked = query.get('date');
  const date = asked && isIsoDate(asked) && asked <= today ? asked : today;
  const titleId = useId();

  return (
    <section className="bo-police" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('bo.police.title')}</h1>
      <p className="bo-police__intro">{t('bo.police.intro')}</p>
      <div className="bo-police__date">
        <DateInput
          label={t('bo.police.date')}
          language={language}
          value={date}
          max={today}
          required
          onChange={(value) => {
            if (value && value !== date) navigate(`/police-report?date=${value}`, { replace: true });
          }}
        />
      </div>
      {date < addDays(today, -1) ? <p className="bo-police__late">{t('bo.police.late')}</p> : null}
      {/* Another day starts clean: no notice of the last download, nothing ticked to send again. */}
      <PoliceReportDay key={date} date={date} hotel={hotel} language={language} titleId={titleId} />
    </section>
  );
}

function PoliceReportDay({
  date,
  hotel,
  language,
  titleId,
}: {
  date: string;
  hotel: ScreenProps['hotel'];
  language: ScreenProps['language'];
  titleId: string;
}) {
  const t = useBackofficeTranslations(language);
  const report = useSecureQuery(
    policeReportEndpoints.getPoliceReport,
    { params: { hotelId: hotel.id }, query: { date, format: 'json' } },
    { fallback: 'Error getting the police report' },
  );
  const produce = useSecureMutation(policeReportEndpoints.createPoliceReportExport, {
    fallback: 'Error producing the police report',
    invalidates: [policeReportEndpoints.getPoliceReport],
  });
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const [resend, setResend] = useState(false);
  const hintId = useId();
  const data = report.data;
  const busy = produce.isPending;

  const typeText = (line: string) => {
    const type = lineGuestType(line);
    return type ? t.text(`bo.guests.guestType.${type}`) : '';
  };
  const guestText = (guest: string) => guest || t('bo.police.guest.unnamed');
  const reservationLink = (code: string) => (
    <a
      href={localePath(language, `/secure/reservations/${code}`)}
      aria-label={t('bo.police.reservation', { code })}
    >
      {code}
    </a>
  );

  const lineCount = (data?.lines.length ?? 0) + (resend ? (data?.exported.length ?? 0) : 0);
  const download = async () => {
    if (busy || lineCount === 0) return;
    setNotice(null);
    try {
      // The report reloads once the file is produced (its guests are now sent), failed or not.
      const file = await produce.mutateAsync({ params: { hotelId: hotel.id }, body: { date, resend } });
      saveFile({
        file: base64(file.content),
        filename: `alloggiati-${hotel.id}-${date}.txt`,
        contentType: 'text/plain',
      });
      setNotice({
        kind: 'status',
        text: t.text(`bo.police.downloaded.${pluralForm(file.lineCount, language)}`, {
          count: file.lineCount,
        }),
      });
      setResend(false);
    } catch (error) {
      const refusal = isStatus(error, 400, 409)
        ? refusalOf(t, error, t('bo.police.download.error'))
        : failureOf(t, error, t('bo.police.download.error'));
      setNotice({ kind: 'error', ...refusal });
      void report.refetch();
    }
  };

  return (
    <>
      <ScreenNotices
        notice={notice}
        loadFailed={
          !data && report.isError ? failureOf(t, report.error, t('bo.police.load.error')).text : null
        }
        loading={report.isPending}
        onRetry={() => void report.refetch()}
        retryLabel={t('bo.police.retry')}
        loadingLabel={t('bo.police.loading')}
      />
      {data ? (
        <>
          <section className="bo-police__block" aria-labelledby={`${titleId}-send`}>
            <h2 id={`${titleId}-send`}>{t('bo.police.tosend.heading', { count: data.lines.length })}</h2>
            {data.lines.length === 0 ? (
              <p className="bo-police__empty">{t('bo.police.tosend.none')}</p>
            ) : (
              <ol className="bo-police__list">
                {data.lines.map((line) => (
                  <li key={`${line.code}:${line.uuid}`} className="bo-police__guest">
                    <span className="bo-police__name">{guestText(line.guest)}</span>
                    {reservationLink(line.code)}
                    <span className="bo-police__type">{typeText(line.line)}</span>
                  </li>
                ))}
              </ol>
            )}
            <div className="bo-police__actions">
              {data.exported.length > 0 ? (
                <label className="bo-police__resend">
                  <input
                    type="checkbox"
                    checked={resend}
                    onChange={(event) => setResend(event.target.checked)}
                  />
                  {t('bo.police.resend')}
                </label>
              ) : null}
              <button
                type="button"
                className="button"
                aria-disabled={busy || lineCount === 0 || undefined}
                aria-describedby={hintId}
                onClick={() => void download()}
              >
                {t('bo.police.download')}
              </button>
              <p id={hintId} className="bo-police__hint">
                {lineCount === 0 ? t('bo.police.download.none') : t('bo.police.download.hint')}
              </p>
            </div>
          </section>

          <PoliceReportLists
            data={data}
            hotel={hotel}
            language={language}
            t={t}
            titleId={titleId}
            guestText={guestText}
            reservationLink={reservationLink}
          />
        </>
      ) : null}
    </>
  );
}
