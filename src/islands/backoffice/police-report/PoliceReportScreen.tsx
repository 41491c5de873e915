/**
 * /secure/police-report: the police report of a day's arrivals (Alloggiati Web; FRONTDESK-4, decision
 * 049). Pick a date (the hotel's today by default, `?date=` keeps it in the address); see the
 * guests that go in the file, the incomplete ones (each with the fields to complete and a link to
 * its reservation), the guests already sent and the files produced. "Download file" produces the
 * file and records its guests as sent (POST …/police-report/exports), then saves it; a file
 * produced before downloads again as it was.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { policeReportEndpoints } from '../../../contracts/routes/police-report.ts';
import type { PoliceReportResponse } from '../../../contracts/secure/police-report.ts';
import { lineGuestType } from '../../../domain/alloggiati.ts';
import { addDays, isIsoDate, todayIso } from '../../../domain/dates-format.ts';
import { pluralForm } from '../../../domain/plural.ts';
import { localePath } from '../../../i18n/paths.ts';
import { DateInput } from '../../../ui/DateInput.tsx';
import { saveFile } from '../../../ui/DownloadButton.tsx';
import { formatInstant } from '../../../ui/format.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { secureApi } from '../app/request.ts';
import { type ScreenNotice, ScreenNotices } from '../app/ScreenNotices.tsx';
import { failureOf, isStatus, refusalOf } from '../rooms/setup-errors.ts';
import type { ScreenProps } from '../screen.ts';
import './police-report.css';

/** The missing fields the API names that are not document fields. */
const MISSING_LEADER = 'leader';

const loadReport = (hotelId: number, date: string) =>
  secureApi(
    policeReportEndpoints.getPoliceReport,
    { params: { hotelId }, query: { date, format: 'json' } },
    { fallback: 'Error getting the police report' },
  );

const produceFile = (hotelId: number, date: string, resend: boolean) =>
  secureApi(
    policeReportEndpoints.createPoliceReportExport,
    { params: { hotelId }, body: { date, resend } },
    { fallback: 'Error producing the police report' },
  );

/** The file's text (ASCII) as the download helper takes it: base64. */
const base64 = (text: string) => btoa(text);

export default function PoliceReportScreen({ hotel, language, query, navigate }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const today = todayIso(new Date(), hotel.timeZone);
  const asked = query.get('date');
  const date = asked && isIsoDate(asked) && asked <= today ? asked : today;
  const [data, setData] = useState<PoliceReportResponse | null>(null);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const [resend, setResend] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const hintId = useId();

  const load = useCallback(async () => {
    setLoadFailed(null);
    try {
      setData(await loadReport(hotel.id, date));
    } catch (error) {
      setLoadFailed(failureOf(t, error, t('bo.police.load.error')).text);
    }
  }, [hotel.id, date, t]);

  useEffect(() => {
    setData(null);
    setNotice(null);
    setResend(false);
    void load();
  }, [load]);

  const missingText = (field: string) =>
    field === MISSING_LEADER ? t('bo.police.missing.leader') : t.text(`bo.guests.field.${field}`);
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
    setBusy(true);
    setNotice(null);
    try {
      const file = await produceFile(hotel.id, date, resend);
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
    } finally {
      setBusy(false);
    }
    void load();
  };

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
      <ScreenNotices
        notice={notice}
        loadFailed={data ? null : loadFailed}
        loading={!data && !loadFailed}
        onRetry={() => void load()}
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
      ) : null}
    </section>
  );
}
