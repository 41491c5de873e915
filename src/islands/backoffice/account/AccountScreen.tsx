/**
 * My account (TEAM): change the password with the current one (every other device is signed
 * out), two-factor sign-in (TwoFactorPanel.tsx, decision 061), and the devices signed in to the
 * account, each with "Sign out" (this one marked). The forms check the routes' own schemas
 * (src/contracts/secure/account.ts); the worker's field errors land on the same fields.
 */
import { useId } from 'react';
import { accountEndpoints } from '../../../contracts/routes/account.ts';
import { $user } from '../../../stores/session.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { useSecureQuery } from '../app/query.ts';
import type { ScreenProps } from '../screen.ts';
import { PasswordPanel } from './PasswordPanel.tsx';
import { SessionsPanel } from './SessionsPanel.tsx';
import { TwoFactorPanel } from './TwoFactorPanel.tsx';
import '../../../ui/field.css';
import '../staff/staff.css';

export default function AccountScreen({ language }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const user = $user.get();
  const email = user.status === 'manager' ? user.me.email : '';
  const read = useSecureQuery(
    accountEndpoints.listAccountSessions,
    {},
    { fallback: 'Error getting the sessions' },
  );
  const loadFailed = read.isError ? (timeoutMessage(read.error, t) ?? t('bo.app.load.error')) : null;
  // A password change signs the other devices out: the list reads again after it.
  const load = async () => {
    await read.refetch();
  };

  return (
    <section className="bo-account-screen" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('bo.account.title')}</h1>
      {email ? <p className="bo-account-screen__intro">{t('bo.account.intro', { email })}</p> : null}
      <PasswordPanel id={id} t={t} email={email} onChanged={load} />
      <TwoFactorPanel language={language} email={email} />
      <SessionsPanel
        id={id}
        t={t}
        language={language}
        sessions={read.data ?? null}
        loadFailed={loadFailed}
        load={load}
      />
    </section>
  );
}
