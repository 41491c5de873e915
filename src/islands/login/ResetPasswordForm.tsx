/**
 * Reset password (ROUTES /password/reset?id&hashCode, SITEFLOW, INPUT): without id and hashCode the
 * visitor goes to /login. The new password (FMT-2 rules, shown) is confirmed; the form
 * ends in success (with a link to log in) or in an error: an invalid or expired link offers a
 * new one (/login/forgot).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { RESET_LINK_INVALID, type ResetPasswordPayload, resetPasswordSchema } from '../../contracts/auth.ts';
import { ApiRequestError } from '../../contracts/client/http.ts';
import type { Language } from '../../contracts/types.ts';
import { browserApi } from '../../scripts/browser-api.ts';
import { useFocusFirstInvalid } from '../../ui/focus.ts';
import { FormStatus } from '../shared/fields.tsx';
import { navigate, siteUrl, unlessBusy } from '../shared/navigation.ts';
import { NewPasswordFields } from '../shared/PasswordField.tsx';
import { timeoutMessage } from '../shared/request-error.ts';
import { useTranslations } from '../shared/useTranslations.ts';
import '../shared/islands.css';
import './login.css';
import { useStartup } from '../shared/useStartup.ts';
import messages from './messages.gen.json';

export type ResetPasswordFormProps = { language: Language };

type Outcome = 'form' | 'success' | 'invalid-link';

function readLink(): { id: string; hash: string } | null {
  const params = new URLSearchParams(window.location.search);
  const id = params.get('id')?.trim();
  const hash = params.get('hashCode')?.trim();
  return id && hash ? { id, hash } : null;
}

export function ResetPasswordForm({ language }: ResetPasswordFormProps) {
  const t = useTranslations(messages, language);
  useStartup(language);
  const id = useId();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  // Read after hydration (the server-rendered HTML has no query string): undefined until then,
  // when the form is rendered all the same (client:interaction starts at once without a link).
  const [link, setLink] = useState<{ id: string; hash: string } | null | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome>('form');
  const [formError, setFormError] = useState<string | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordPayload>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { id: '', hash: '', password: '', confirmPassword: '' },
    shouldFocusError: false,
  });

  useEffect(() => {
    const fromUrl = readLink();
    if (!fromUrl) {
      navigate(language, '/login', undefined, true);
      return;
    }
    setLink(fromUrl);
    setValue('id', fromUrl.id);
    setValue('hash', fromUrl.hash);
  }, [language, setValue]);

  useEffect(() => {
    if (outcome !== 'form') outcomeRef.current?.focus();
  }, [outcome]);

  const onValid = async (payload: ResetPasswordPayload) => {
    setFormError(null);
    try {
      await browserApi().resetPassword(payload);
      setOutcome('success');
    } catch (error) {
      const timedOut = timeoutMessage(error, t);
      if (timedOut) {
        setFormError(timedOut);
        return;
      }
      if (!(error instanceof ApiRequestError)) {
        setFormError(t('reset.error'));
        return;
      }
      if (error.errors.some((e) => e.code === RESET_LINK_INVALID || e.field === 'id' || e.field === 'hash')) {
        setOutcome('invalid-link');
        return;
      }
      if (error.status === 429) {
        setFormError(t('error.rate.limit'));
        return;
      }
      let mapped = false;
      for (const fieldError of error.errors) {
        if (fieldError.field === 'password' || fieldError.field === 'confirmPassword') {
          setError(fieldError.field, { message: fieldError.code });
          mapped = true;
        }
      }
      setFormError(mapped ? t('error.validation.fields.text') : t('reset.error'));
      if (mapped) focusFirstInvalid();
    }
  };

  if (link === null) return null;

  if (outcome === 'success') {
    return (
      <div className="island reset-form">
        <div ref={outcomeRef} tabIndex={-1} className="form-outcome">
          <p className="form-message form-message--success" role="status">
            {t('reset.success')}
          </p>
          <a className="button" href={siteUrl(language, '/login')}>
            {t('login.submit')}
          </a>
        </div>
      </div>
    );
  }

  if (outcome === 'invalid-link') {
    return (
      <div className="island reset-form">
        <div ref={outcomeRef} tabIndex={-1} className="form-outcome">
          <p className="form-message form-message--error" role="alert">
            {t('error.reset.link.invalid')}
          </p>
          <a className="button" href={siteUrl(language, '/login/forgot')}>
            {t('forms.reset.request.new')}
          </a>
        </div>
      </div>
    );
  }

  return (
    <div className="island reset-form">
      <form
        method="post"
        ref={formRef}
        noValidate
        onSubmit={unlessBusy(
          isSubmitting,
          handleSubmit(onValid, () => {
            setFormError(t('error.validation.fields.text'));
            focusFirstInvalid();
          }),
        )}
      >
        <NewPasswordFields
          id={id}
          t={t}
          labels={{ password: t('reset.password'), confirm: t('reset.password.confirm') }}
          password={register('password')}
          confirm={register('confirmPassword')}
          errors={{ password: errors.password, confirm: errors.confirmPassword }}
        />
        <FormStatus error={formError} />
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={isSubmitting}>
            {t('reset.submit')}
          </button>
          <a href={siteUrl(language, '/login')}>{t('forgot.back')}</a>
        </div>
      </form>
    </div>
  );
}

export default ResetPasswordForm;
