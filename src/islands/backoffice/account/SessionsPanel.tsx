/** The devices signed in to the account: since when, last seen, and "Sign out" for each but this one (marked). */
import { useState } from 'react';
import { accountEndpoints } from '../../../contracts/routes/account.ts';
import type { AccountSession } from '../../../contracts/secure/account.ts';
import type { Language } from '../../../contracts/types.ts';
import { LOCALE } from '../../../domain/dates-format.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { secureApi } from '../app/request.ts';
import { type ScreenNotice, ScreenNotices } from '../app/ScreenNotices.tsx';
import { deviceName } from './device-name.ts';
import { refusalCode } from './form-failure.ts';

export function SessionsPanel(props: {
  id: string;
  t: Translate;
  language: Language;
  sessions: readonly AccountSession[] | null;
  loadFailed: string | null;
  load: () => Promise<void>;
}) {
  const { id, t, sessions, loadFailed, load } = props;
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const formatter = new Intl.DateTimeFormat(LOCALE[props.language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const when = (iso: string) => formatter.format(new Date(iso));

  const signOut = async (session: AccountSession) => {
    setNotice(null);
    try {
      await secureApi(
        accountEndpoints.endAccountSession,
        { params: { id: session.id } },
        { fallback: 'Error signing the session out' },
      );
      setNotice({ kind: 'status', text: t('bo.account.sessions.done') });
    } catch (error) {
      const code = refusalCode(error);
      setNotice({ kind: 'error', text: code ? t.text(code) : t('bo.app.load.error') });
    }
    await load();
  };

  return (
    <section className="bo-account-screen__panel" aria-labelledby={`${id}-sessions`}>
      <h2 id={`${id}-sessions`}>{t('bo.account.sessions.title')}</h2>
      <p>{t('bo.account.sessions.text')}</p>
      <ScreenNotices
        notice={notice}
        loadFailed={sessions ? null : loadFailed}
        loading={!sessions && !loadFailed}
        onRetry={() => void load()}
        retryLabel={t('bo.app.retry')}
        loadingLabel={t('bo.app.loading')}
      />
      {sessions ? (
        <table className="bo-staff__table">
          <caption className="ui-sr-only">{t('bo.account.sessions.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bo.account.sessions.device')}</th>
              <th scope="col">{t('bo.account.sessions.since')}</th>
              <th scope="col">{t('bo.account.sessions.seen')}</th>
              <th scope="col">
                <span className="ui-sr-only">{t('bo.staff.col.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => {
              const device = deviceName(session.userAgent) ?? t('bo.account.sessions.unknown');
              return (
                <tr key={session.id}>
                  <th scope="row" data-label={t('bo.account.sessions.device')}>
                    {device}
                    {session.current ? (
                      <span className="bo-staff__you"> ({t('bo.account.sessions.current')})</span>
                    ) : null}
                  </th>
                  <td data-label={t('bo.account.sessions.since')}>{when(session.createdAt)}</td>
                  <td data-label={t('bo.account.sessions.seen')}>{when(session.lastSeenAt)}</td>
                  <td className="bo-staff__actions">
                    {session.current ? null : (
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-label={t('bo.account.sessions.signout.label', {
                          device,
                          when: when(session.lastSeenAt),
                        })}
                        onClick={() => void signOut(session)}
                      >
                        {t('bo.account.sessions.signout')}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
