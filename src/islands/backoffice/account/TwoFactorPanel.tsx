/**
 * My account's two-factor sign-in (decision 061): turn it on (a QR code and the key in groups of
 * four, confirmed by a first code), see the ten recovery codes once (copy, download), make new
 * ones with the current password, turn it off with the password and a code. Each form checks the
 * route's own schema (src/contracts/two-factor.ts); the worker's field errors land on the fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { PASSWORD_INPUT_MAX_LENGTH } from '../../../contracts/auth.ts';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { twoFactorEndpoints } from '../../../contracts/routes/two-factor.ts';
import {
  type TwoFactorCodeInput,
  type TwoFactorDisableInput,
  type TwoFactorEnrolment,
  type TwoFactorPasswordInput,
  type TwoFactorStatus,
  twoFactorCodeInput,
  twoFactorDisableInput,
  twoFactorPasswordInput,
} from '../../../contracts/two-factor.ts';
import type { Language } from '../../../contracts/types.ts';
import { groupInFours } from '../../../domain/two-factor.ts';
import { FormStatus, TextField } from '../../shared/fields.tsx';
import { PasswordField } from '../../shared/PasswordField.tsx';
import { timeoutMessage } from '../../shared/request-error.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { secureApi, TWO_FACTOR_REQUIRED_QUERY } from '../app/request.ts';
import { ScreenNotices } from '../app/ScreenNotices.tsx';
import { QrCode } from './QrCode.tsx';

type Translate = ReturnType<typeof useBackofficeTranslations>;

/** Puts the worker's field errors on the form's fields; the form's own message otherwise. */
function failed<T extends FieldValues>(
  error: unknown,
  form: UseFormReturn<T>,
  fields: readonly string[],
  t: Translate,
) {
  const onFields =
    error instanceof ApiRequestError ? error.errors.filter((e) => fields.includes(e.field)) : [];
  for (const fieldError of onFields) form.setError(fieldError.field as Path<T>, { message: fieldError.code });
  if (onFields.length > 0) return t('error.validation.fields.text');
  const code = error instanceof ApiRequestError ? error.errors[0]?.code : undefined;
  return timeoutMessage(error, t) ?? (code?.startsWith('error.') ? t.text(code) : t('bo.app.load.error'));
}

const CODE_FIELD = {
  autoComplete: 'one-time-code',
  inputMode: 'numeric',
  maxLength: 7,
  spellCheck: false,
} as const;

export function TwoFactorPanel({ language, email }: { language: Language; email: string }) {
  const t = useBackofficeTranslations(language);
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const required =
    typeof window !== 'undefined' && window.location.search.includes(TWO_FACTOR_REQUIRED_QUERY);

  const load = useCallback(async () => {
    try {
      setStatus(
        await secureApi(
          twoFactorEndpoints.getTwoFactor,
          {},
          { fallback: 'Error getting two-factor sign-in' },
        ),
      );
      setLoadFailed(null);
    } catch (failure) {
      setLoadFailed(timeoutMessage(failure, t) ?? t('bo.app.load.error'));
    }
  }, [t]);

  useEffect(() => {
    void load();
  }, [load]);

  const confirmForm = useForm<TwoFactorCodeInput>({
    resolver: zodResolver(twoFactorCodeInput),
    defaultValues: { code: '' },
  });
  const regenerateForm = useForm<TwoFactorPasswordInput>({
    resolver: zodResolver(twoFactorPasswordInput),
    defaultValues: { currentPassword: '' },
  });
  const disableForm = useForm<TwoFactorDisableInput>({
    resolver: zodResolver(twoFactorDisableInput),
    defaultValues: { currentPassword: '', code: '' },
  });

  const start = async () => {
    setError(null);
    setMessage(null);
    try {
      setEnrolment(
        await secureApi(
          twoFactorEndpoints.startTwoFactorEnrolment,
          {},
          { fallback: 'Error starting two-factor sign-in' },
        ),
      );
    } catch (failure) {
      setError(failed(failure, confirmForm, [], t));
    }
  };

  const confirm = async (input: TwoFactorCodeInput) => {
    setError(null);
    try {
      const answer = await secureApi(
        twoFactorEndpoints.confirmTwoFactor,
        { body: input },
        { fallback: 'Error confirming two-factor sign-in' },
      );
      setEnrolment(null);
      confirmForm.reset();
      setCodes(answer.recoveryCodes);
      setMessage(t('bo.account.two.factor.enabled'));
      await load();
    } catch (failure) {
      setError(failed(failure, confirmForm, ['code'], t));
    }
  };

  const regenerate = async (input: TwoFactorPasswordInput) => {
    setError(null);
    setMessage(null);
    try {
      const answer = await secureApi(
        twoFactorEndpoints.regenerateRecoveryCodes,
        { body: input },
        { fallback: 'Error making new recovery codes' },
      );
      regenerateForm.reset();
      setCodes(answer.recoveryCodes);
      await load();
    } catch (failure) {
      setError(failed(failure, regenerateForm, ['currentPassword'], t));
    }
  };

  const disable = async (input: TwoFactorDisableInput) => {
    setError(null);
    setMessage(null);
    try {
      setStatus(
        await secureApi(
          twoFactorEndpoints.disableTwoFactor,
          { body: input },
          { fallback: 'Error turning two-factor sign-in off' },
        ),
      );
      disableForm.reset();
      setCodes(null);
      setMessage(t('bo.account.two.factor.disabled'));
    } catch (failure) {
      setError(failed(failure, disableForm, ['currentPassword', 'code'], t));
    }
  };

  return (
    <section className="bo-account-screen__panel" id="two-factor" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('bo.account.two.factor.title')}</h2>
      {required && !status?.enabled ? (
        <p className="bo-two-factor__required" role="alert">
          {t.text('error.two.factor.required')}
        </p>
      ) : null}
      <p>{t('bo.account.two.factor.text')}</p>
      <ScreenNotices
        notice={null}
        loadFailed={status ? null : loadFailed}
        loading={!status && !loadFailed}
        onRetry={() => void load()}
        retryLabel={t('bo.app.retry')}
        loadingLabel={t('bo.app.loading')}
      />
      {status ? (
        <p className="bo-two-factor__state">
          <strong>
            {status.enabled
              ? t('bo.account.two.factor.on', { count: status.recoveryCodesLeft })
              : t('bo.account.two.factor.off')}
          </strong>
        </p>
      ) : null}
      <FormStatus error={error} status={message} />

      {codes ? <RecoveryCodeList codes={codes} email={email} t={t} onDone={() => setCodes(null)} /> : null}

      {status && !status.enabled && !enrolment ? (
        <div>
          <button type="button" className="button" onClick={() => void start()}>
            {t('bo.account.two.factor.start')}
          </button>
        </div>
      ) : null}

      {status && !status.enabled && enrolment ? (
        <div className="bo-two-factor__enrol">
          <p>{t('bo.account.two.factor.scan')}</p>
          <QrCode text={enrolment.uri} label={t('bo.account.two.factor.qr')} />
          <p>
            {t('bo.account.two.factor.secret')}:{' '}
            <code className="bo-two-factor__secret" data-secret={enrolment.secret}>
              {groupInFours(enrolment.secret)}
            </code>
          </p>
          <form noValidate onSubmit={confirmForm.handleSubmit(confirm)}>
            <TextField
              id={`${id}-confirm-code`}
              label={t('bo.account.two.factor.code')}
              t={t}
              required
              {...CODE_FIELD}
              error={confirmForm.formState.errors.code}
              {...confirmForm.register('code')}
            />
            <div>
              <button
                type="submit"
                className="button"
                aria-disabled={confirmForm.formState.isSubmitting || undefined}
              >
                {t('bo.account.two.factor.confirm')}
              </button>
            </div>
          </form>
        </div>
      ) : null}

      {status?.enabled ? (
        <>
          <h3>{t('bo.account.two.factor.regenerate.title')}</h3>
          <form
            noValidate
            onSubmit={regenerateForm.handleSubmit(regenerate)}
            aria-labelledby={`${id}-regenerate`}
          >
            <p id={`${id}-regenerate`}>{t('bo.account.two.factor.regenerate.text')}</p>
            <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
            <PasswordField
              id={`${id}-regenerate-password`}
              label={t('bo.account.password.current')}
              t={t}
              showLabel={t('login.password.show')}
              autoComplete="current-password"
              maxLength={PASSWORD_INPUT_MAX_LENGTH}
              error={regenerateForm.formState.errors.currentPassword}
              {...regenerateForm.register('currentPassword')}
            />
            <div>
              <button type="submit" className="button button--secondary">
                {t('bo.account.two.factor.regenerate.submit')}
              </button>
            </div>
          </form>
          <h3>{t('bo.account.two.factor.disable.title')}</h3>
          <form noValidate onSubmit={disableForm.handleSubmit(disable)} aria-labelledby={`${id}-disable`}>
            <p id={`${id}-disable`}>{t('bo.account.two.factor.disable.text')}</p>
            <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
            <PasswordField
              id={`${id}-disable-password`}
              label={t('bo.account.password.current')}
              t={t}
              showLabel={t('login.password.show')}
              autoComplete="current-password"
              maxLength={PASSWORD_INPUT_MAX_LENGTH}
              error={disableForm.formState.errors.currentPassword}
              {...disableForm.register('currentPassword')}
            />
            <TextField
              id={`${id}-disable-code`}
              label={t('bo.account.two.factor.code')}
              t={t}
              required
              {...CODE_FIELD}
              error={disableForm.formState.errors.code}
              {...disableForm.register('code')}
            />
            <div>
              <button type="submit" className="button button--secondary">
                {t('bo.account.two.factor.disable.submit')}
              </button>
            </div>
          </form>
        </>
      ) : null}
    </section>
  );
}

/** The recovery codes, shown once: copy them, download them as a text file, or say they are saved. */
function RecoveryCodeList({
  codes,
  email,
  t,
  onDone,
}: {
  codes: string[];
  email: string;
  t: Translate;
  onDone: () => void;
}) {
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const [copied, setCopied] = useState(false);
  const text = `Itaca — ${email}\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'itaca-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section className="bo-two-factor__codes" aria-labelledby={`${id}-codes`}>
      <h3 id={`${id}-codes`}>{t('bo.account.two.factor.codes.title')}</h3>
      <p>{t('bo.account.two.factor.codes.text')}</p>
      <ol className="bo-two-factor__code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="bo-two-factor__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {t('bo.account.two.factor.codes.copy')}
        </button>
        <button type="button" className="button button--secondary" onClick={download}>
          {t('bo.account.two.factor.codes.download')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('bo.account.two.factor.codes.done')}
        </button>
      </div>
      <p role="status">{copied ? t('bo.account.two.factor.codes.copied') : ''}</p>
    </section>
  );
}
