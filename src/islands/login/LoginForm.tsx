/**
 * The login page (ROUTES /login?error): the `error` query parameter's message (e.g.
 * `expired`), the login form (e-mail or username, password with show/hide, remember me), and the
 * register choice (the join form). With no user found (see ../shared/user.ts) the page calls logout
 * (VISITOR); a logged-in manager sees who they are and a logout button (POST logout, then
 * home). A successful login goes to the back office: its `?next=` address when that is a /secure
 * path of this site (src/domain/secure-next.ts), otherwise /secure/ of the language. An account
 * with two-factor sign-in on (decision 061) gets a code step after the password: the
 * authenticator's six digits, or "use a recovery code".
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type LoginPayload, loginSchema, PASSWORD_INPUT_MAX_LENGTH } from '../../contracts/auth.ts';
import { ApiRequestError } from '../../contracts/client/http.ts';
import type { Language } from '../../contracts/types.ts';
import { EMAIL_MAX_LENGTH } from '../../domain/formats.ts';
import { waitInWords } from '../../domain/login-throttle.ts';
import { parseSecureNext } from '../../domain/secure-next.ts';
import { browserApi } from '../../scripts/browser-api.ts';
import { $user } from '../../stores/session.ts';
import { useFocusFirstInvalid } from '../../ui/focus.ts';
import { JoinForm } from '../join/JoinForm.tsx';
import { CheckboxField, FormStatus, TextField } from '../shared/fields.tsx';
import { navigate, siteUrl, unlessBusy } from '../shared/navigation.ts';
import { PasswordField } from '../shared/PasswordField.tsx';
import { timeoutMessage } from '../shared/request-error.ts';
import { useTranslations } from '../shared/useTranslations.ts';
import '../shared/islands.css';
import './login.css';
import { useStartup } from '../shared/useStartup.ts';
import { continueLanguage, retryAfterOf } from './after-login.ts';
import { CodeStep } from './LoginCodeStep.tsx';
import messages from './messages.gen.json';

export type LoginFormProps = { language: Language };

/** The message key for the page's `error` query parameter, if any. */
export function loginErrorKey(value: string | null) {
  if (!value) return null;
  if (value === 'expired') return 'login.error.expired' as const;
  if (value === 'credentials') return 'login.error.credentials' as const;
  return 'login.error.generic' as const;
}

type T = ReturnType<typeof useTranslations<keyof (typeof messages)['en']>>;

/** What a refused or failed password step says. */
function loginFailure(error: unknown, t: T, language: Language): string {
  const timedOut = timeoutMessage(error, t);
  if (timedOut) return timedOut;
  if (!(error instanceof ApiRequestError)) return t('login.error.generic');
  if (error.status === 401) return t('login.error.credentials');
  if (error.status === 429) {
    // Throttled (decision 022): the wait in this language's words, e.g. 'in 2 minuti'.
    const seconds = retryAfterOf(error);
    return seconds === null
      ? t('error.rate.limit')
      : t('login.error.wait', { time: waitInWords(seconds, language) });
  }
  if (error.status === 0) return t('error.connection');
  return error.fromServer ? `${t('login.error.generic')} ${error.message}` : t('login.error.generic');
}

/** A manager already signed in: who they are, home, and Logout (POST logout, then home). */
function SignedIn({ language, name }: { language: Language; name: string }) {
  const t = useTranslations(messages, language);
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = async () => {
    setLoggingOut(true);
    try {
      await browserApi().logout();
    } finally {
      navigate(language, '/');
    }
  };
  return (
    <div className="island login-form">
      <div>
        <p role="status">{t('forms.login.logged.in', { name })}</p>
        <div className="form-actions">
          <a className="button" href={siteUrl(language, '/')}>
            {t('button.go.home')}
          </a>
          <button type="button" className="button button--secondary" onClick={logout} disabled={loggingOut}>
            {t('nav.logout')}
          </button>
        </div>
      </div>
    </div>
  );
}

export function LoginForm({ language }: LoginFormProps) {
  const t = useTranslations(messages, language);
  useStartup(language);
  const id = useId();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const user = useStore($user);
  const [paramError, setParamError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginPayload>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
    shouldFocusError: false,
  });

  useEffect(() => {
    const key = loginErrorKey(new URLSearchParams(window.location.search).get('error'));
    if (key) setParamError(t(key));
  }, [t]);

  const [codeStep, setCodeStep] = useState<'code' | 'recovery' | null>(null);

  const signedIn = async () => {
    setStatus(t('forms.login.success'));
    // A language chosen by the page (/it) is kept; otherwise the manager's saved one applies once, now.
    const next = parseSecureNext(new URLSearchParams(window.location.search).get('next'));
    navigate(await continueLanguage(language), next?.path ?? '/secure/');
  };

  const onValid = async (payload: LoginPayload) => {
    setFormError(null);
    setParamError(null);
    try {
      const answer = await browserApi().login({ ...payload, email: payload.email.trim() });
      if ('twoFactor' in answer) {
        setCodeStep('code');
        return;
      }
      await signedIn();
    } catch (error) {
      setFormError(loginFailure(error, t, language));
    }
  };

  if (codeStep && user.status !== 'manager') {
    return (
      <div className="island login-form">
        <CodeStep
          language={language}
          mode={codeStep}
          onMode={setCodeStep}
          onSignedIn={signedIn}
          onExpired={() => {
            setCodeStep(null);
            setFormError(t('error.two.factor.expired'));
          }}
        />
      </div>
    );
  }

  if (user.status === 'manager') {
    const name = [user.me.name, user.me.surname].filter(Boolean).join(' ') || user.me.username;
    return <SignedIn language={language} name={name} />;
  }

  return (
    <div className="island login-form">
      <form
        method="post"
        ref={formRef}
        noValidate
        onSubmit={unlessBusy(
          isSubmitting || status !== null,
          handleSubmit(onValid, () => {
            setFormError(null);
            focusFirstInvalid();
          }),
        )}
        aria-label={t('nav.login')}
      >
        {paramError && (
          <p className="form-message form-message--error" role="alert">
            {paramError}
          </p>
        )}
        <TextField
          id={`${id}-email`}
          label={t('login.email')}
          t={t}
          required
          autoComplete="username"
          maxLength={EMAIL_MAX_LENGTH}
          error={errors.email}
          {...register('email')}
        />
        <PasswordField
          id={`${id}-password`}
          label={t('login.password')}
          t={t}
          showLabel={t('login.password.show')}
          autoComplete="current-password"
          maxLength={PASSWORD_INPUT_MAX_LENGTH}
          error={errors.password}
          {...register('password')}
        />
        <CheckboxField
          id={`${id}-remember`}
          label={t('forms.login.remember')}
          t={t}
          {...register('rememberMe')}
        />
        <FormStatus error={formError} status={status} />
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={isSubmitting || status !== null}>
            {t('login.submit')}
          </button>
          <a href={siteUrl(language, '/login/forgot')}>{t('login.forgot')}</a>
        </div>
      </form>
      <div className="login-register">
        <JoinForm language={language} variant="login" />
      </div>
    </div>
  );
}

export default LoginForm;
