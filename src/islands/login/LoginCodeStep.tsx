/**
 * The sign-in's second step for an account with two-factor sign-in on (decision 061): the
 * authenticator's six digits, or one recovery code; a throttled attempt says how long to wait, an
 * expired first step sends the manager back to the password.
 */
import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { ApiRequestError } from '../../contracts/client/http.ts';
import { twoFactorLoginInput } from '../../contracts/two-factor.ts';
import type { Language } from '../../contracts/types.ts';
import { waitInWords } from '../../domain/login-throttle.ts';
import { browserApi } from '../../scripts/browser-api.ts';
import { FormStatus, TextField } from '../shared/fields.tsx';
import { timeoutMessage } from '../shared/request-error.ts';
import { useTranslations } from '../shared/useTranslations.ts';
import { retryAfterOf } from './after-login.ts';
import messages from './messages.gen.json';

/** The sign-in's second step: six digits from the app, or one recovery code. */
export function CodeStep({
  language,
  mode,
  onMode,
  onSignedIn,
  onExpired,
}: {
  language: Language;
  mode: 'code' | 'recovery';
  onMode: (mode: 'code' | 'recovery') => void;
  onSignedIn: () => Promise<void>;
  onExpired: () => void;
}) {
  const t = useTranslations(messages, language);
  const id = useId();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  // The field is keyed by the mode, so a new mode mounts a new field: it takes the focus as it mounts.
  const focusOnMount = useCallback((input: HTMLInputElement | null) => {
    inputRef.current = input;
    input?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFieldError(null);
    setFormError(null);
    const value = inputRef.current?.value ?? '';
    const body = mode === 'code' ? { code: value } : { recoveryCode: value };
    const parsed = twoFactorLoginInput.safeParse(body);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'error.required');
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await browserApi().loginTwoFactor(body);
      await onSignedIn();
    } catch (error) {
      setBusy(false);
      const timedOut = timeoutMessage(error, t);
      if (timedOut) setFormError(timedOut);
      else if (!(error instanceof ApiRequestError)) setFormError(t('login.error.generic'));
      else if (error.status === 401) onExpired();
      else if (error.status === 429) {
        const seconds = retryAfterOf(error);
        setFormError(
          seconds === null
            ? t('error.rate.limit')
            : t('login.error.wait', { time: waitInWords(seconds, language) }),
        );
      } else if (error.status === 400) {
        setFieldError(error.errors[0]?.code ?? 'error.two.factor.code');
        if (inputRef.current) inputRef.current.value = '';
        inputRef.current?.focus();
      } else setFormError(t('login.error.generic'));
    }
  };

  return (
    <form method="post" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="login-form__step-title">
        {t('login.two.factor.title')}
      </h2>
      <TextField
        ref={focusOnMount}
        key={mode}
        id={`${id}-${mode}`}
        label={mode === 'code' ? t('login.two.factor.code') : t('login.two.factor.recovery')}
        t={t}
        required
        hint={mode === 'recovery' ? t('login.two.factor.recovery.text') : undefined}
        name={mode === 'code' ? 'code' : 'recoveryCode'}
        error={fieldError ? { message: fieldError } : undefined}
        {...(mode === 'code'
          ? { autoComplete: 'one-time-code', inputMode: 'numeric' as const, maxLength: 7 }
          : { autoComplete: 'off', maxLength: 11, spellCheck: false, autoCapitalize: 'none' })}
      />
      <FormStatus error={formError} status={null} />
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {t('login.two.factor.submit')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setFieldError(null);
            onMode(mode === 'code' ? 'recovery' : 'code');
          }}
        >
          {mode === 'code' ? t('login.two.factor.use.recovery') : t('login.two.factor.use.code')}
        </button>
      </div>
    </form>
  );
}
