/**
 * Forgot password (ROUTES /login/forgot): an e-mail address; the answer is always the same
 * confirmation, whether or not an account uses the address. A login page: with no user found it
 * calls logout (VISITOR), as /login does.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ForgotPasswordPayload, forgotPasswordSchema } from '../../contracts/auth.ts';
import { ApiRequestError } from '../../contracts/client/http.ts';
import type { Language } from '../../contracts/types.ts';
import { EMAIL_MAX_LENGTH } from '../../domain/formats.ts';
import { browserApi } from '../../scripts/browser-api.ts';
import { useFocusFirstInvalid } from '../../ui/focus.ts';
import { FormStatus, TextField } from '../shared/fields.tsx';
import { siteUrl, unlessBusy } from '../shared/navigation.ts';
import { timeoutMessage } from '../shared/request-error.ts';
import { useTranslations } from '../shared/useTranslations.ts';
import '../shared/islands.css';
import { useStartup } from '../shared/useStartup.ts';
import messages from './messages.gen.json';

export type ForgotPasswordFormProps = { language: Language };

export function ForgotPasswordForm({ language }: ForgotPasswordFormProps) {
  const t = useTranslations(messages, language);
  useStartup(language);
  const id = useId();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordPayload>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
    shouldFocusError: false,
  });

  const onValid = async ({ email }: ForgotPasswordPayload) => {
    setFormError(null);
    try {
      await browserApi().forgotPassword(email.trim());
      setSent(true);
    } catch (error) {
      const timedOut = timeoutMessage(error, t);
      if (timedOut) {
        setFormError(timedOut);
      } else if (error instanceof ApiRequestError && error.status === 429) {
        setFormError(t('error.rate.limit'));
      } else if (error instanceof ApiRequestError && error.status === 400) {
        // Same answer as for an unknown address: nothing tells whether an account exists.
        setSent(true);
      } else {
        setFormError(t('error.connection'));
      }
    }
  };

  return (
    <div className="island forgot-form">
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
        <TextField
          id={`${id}-email`}
          label={t('forgot.email')}
          t={t}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          error={errors.email}
          {...register('email')}
        />
        <FormStatus error={formError} status={sent ? t('forgot.success') : null} />
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={isSubmitting}>
            {t('forgot.submit')}
          </button>
          <a href={siteUrl(language, '/login')}>{t('forgot.back')}</a>
        </div>
      </form>
    </div>
  );
}

export default ForgotPasswordForm;
