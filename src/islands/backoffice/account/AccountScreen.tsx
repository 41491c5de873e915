/**
 * My account (TEAM): change the password with the current one (every other device is signed
 * out), two-factor sign-in (TwoFactorPanel.tsx, decision 061), and the devices signed in to the account, each with "Sign out" (this one marked). The
 * form checks the route's own schema (src/contracts/secure/account.ts); the worker's field errors
 * land on the same fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PASSWORD_INPUT_MAX_LENGTH } from '../../../contracts/auth.ts';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { accountEndpoints } from '../../../contracts/routes/account.ts';
import {
  type AccountSession,
  type PasswordChangeInput,
  passwordChangeInput,
} from '../../../contracts/secure/account.ts';
import { LOCALE } from '../../../domain/dates-format.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../domain/formats.ts';
import { $user } from '../../../stores/session.ts';
import { FormStatus } from '../../shared/fields.tsx';
import { NewPasswordFields, PasswordField } from '../../shared/PasswordField.tsx';
import { timeoutMessage } from '../../shared/request-error.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { secureApi, secureRequest } from '../app/request.ts';
import { type ScreenNotice, ScreenNotices } from '../app/ScreenNotices.tsx';
import type { ScreenProps } from '../screen.ts';
import { TwoFactorPanel } from './TwoFactorPanel.tsx';
import '../../../ui/field.css';
import '../staff/staff.css';

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;

/** A browser's user agent shortened to what a person recognises ('Firefox on Linux'). */
export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser =
    [/Edg\//, /OPR\//, /Firefox\//, /Chrome\//, /Safari\//]
      .map((pattern, index) =>
        pattern.test(userAgent) ? ['Edge', 'Opera', 'Firefox', 'Chrome', 'Safari'][index] : null,
      )
      .find((name) => name) ?? null;
  const system =
    [/Android/, /iPhone|iPad/, /Windows/, /Mac OS X/, /Linux/]
      .map((pattern, index) =>
        pattern.test(userAgent) ? ['Android', 'iOS', 'Windows', 'macOS', 'Linux'][index] : null,
      )
      .find((name) => name) ?? null;
  if (browser && system) return `${browser}, ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

export default function AccountScreen({ language }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const user = $user.get();
  const email = user.status === 'manager' ? user.me.email : '';
  const [sessions, setSessions] = useState<AccountSession[] | null>(null);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [formStatus, setFormStatus] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeInput),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  const load = useCallback(async () => {
    try {
      setSessions(
        await secureApi(accountEndpoints.listAccountSessions, {}, { fallback: 'Error getting the sessions' }),
      );
      setLoadFailed(null);
    } catch (error) {
      setLoadFailed(timeoutMessage(error, t) ?? t('bo.app.load.error'));
    }
  }, [t]);

  useEffect(() => {
    void load();
  }, [load]);

  const formatter = new Intl.DateTimeFormat(LOCALE[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const when = (iso: string) => formatter.format(new Date(iso));

  const change = async (input: PasswordChangeInput) => {
    setFormError(null);
    setFormStatus(null);
    try {
      await secureRequest('account/password', {
        method: 'PUT',
        body: input,
        fallback: 'Error changing the password',
      });
      reset();
      setFormStatus(t('bo.account.password.changed'));
      await load();
    } catch (error) {
      const onFields =
        error instanceof ApiRequestError
          ? error.errors.filter((e) => (FIELDS as readonly string[]).includes(e.field))
          : [];
      for (const fieldError of onFields) {
        setError(fieldError.field as (typeof FIELDS)[number], { message: fieldError.code });
      }
      setFormError(
        onFields.length > 0
          ? t('error.validation.fields.text')
          : (timeoutMessage(error, t) ?? t('bo.app.load.error')),
      );
    }
  };

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
      const code = error instanceof ApiRequestError ? error.errors[0]?.code : undefined;
      setNotice({ kind: 'error', text: code?.startsWith('error.') ? t.text(code) : t('bo.app.load.error') });
    }
    await load();
  };

  return (
    <section className="bo-account-screen" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('bo.account.title')}</h1>
      {email ? <p className="bo-account-screen__intro">{t('bo.account.intro', { email })}</p> : null}

      <section className="bo-account-screen__panel" aria-labelledby={`${id}-password`}>
        <h2 id={`${id}-password`}>{t('bo.account.password.title')}</h2>
        <p>{t('bo.account.password.text')}</p>
        <form noValidate onSubmit={handleSubmit(change)}>
          {/* The account's address, for password managers. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <PasswordField
            id={`${id}-current`}
            label={t('bo.account.password.current')}
            t={t}
            showLabel={t('login.password.show')}
            autoComplete="current-password"
            maxLength={PASSWORD_INPUT_MAX_LENGTH}
            error={errors.currentPassword}
            {...register('currentPassword')}
          />
          <NewPasswordFields
            id={id}
            t={t}
            labels={{ password: t('bo.account.password.new'), confirm: t('bo.account.password.confirm') }}
            password={register('password')}
            confirm={register('confirmPassword')}
            errors={{ password: errors.password, confirm: errors.confirmPassword }}
            lengths={{
              min: PASSWORD_MIN_LENGTH,
              max: PASSWORD_MAX_LENGTH,
              inputMax: PASSWORD_INPUT_MAX_LENGTH,
            }}
          />
          <FormStatus error={formError} status={formStatus} />
          <div>
            <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
              {t('bo.account.password.submit')}
            </button>
          </div>
        </form>
      </section>

      <TwoFactorPanel language={language} email={email} />

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
    </section>
  );
}
