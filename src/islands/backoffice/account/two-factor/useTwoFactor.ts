/**
 * Two-factor sign-in's state and writes: the read (on or off, recovery codes left), the enrolment
 * running (its key and QR address), the recovery codes shown once, and the four writes (start,
 * confirm with a first code, new recovery codes with the password, off with the password and a
 * code), each with its form checked by the route's own schema.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { twoFactorEndpoints } from '../../../../contracts/routes/two-factor.ts';
import {
  type TwoFactorCodeInput,
  type TwoFactorDisableInput,
  type TwoFactorEnrolment,
  type TwoFactorPasswordInput,
  twoFactorCodeInput,
  twoFactorDisableInput,
  twoFactorPasswordInput,
} from '../../../../contracts/two-factor.ts';
import type { Translate } from '../../../../i18n/translate.ts';
import { timeoutMessage } from '../../../shared/request-error.ts';
import { secureQueryKey, useQueryClient, useSecureQuery } from '../../app/query.ts';
import { secureApi } from '../../app/request.ts';
import { putFieldErrors, refusalCode } from '../form-failure.ts';

/** Puts the worker's field errors on the form's fields; the form's own message otherwise. */
function failed<T extends FieldValues>(
  error: unknown,
  form: UseFormReturn<T>,
  fields: readonly string[],
  t: Translate,
) {
  if (putFieldErrors(error, form.setError, fields)) return t('error.validation.fields.text');
  const code = refusalCode(error);
  return timeoutMessage(error, t) ?? (code ? t.text(code) : t('bo.app.load.error'));
}

export function useTwoFactor(t: Translate) {
  const queryClient = useQueryClient();
  const read = useSecureQuery(
    twoFactorEndpoints.getTwoFactor,
    {},
    { fallback: 'Error getting two-factor sign-in' },
  );
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = async () => {
    await read.refetch();
  };

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

  /** Runs one write: the alert and the last message cleared first, a refusal put on `form`'s `fields`. */
  const write = async <T extends FieldValues>(
    form: UseFormReturn<T>,
    fields: readonly string[],
    run: () => Promise<void>,
  ) => {
    setError(null);
    setMessage(null);
    try {
      await run();
    } catch (failure) {
      setError(failed(failure, form, fields, t));
    }
  };

  const start = () =>
    write(confirmForm, [], async () => {
      setEnrolment(
        await secureApi(
          twoFactorEndpoints.startTwoFactorEnrolment,
          {},
          { fallback: 'Error starting two-factor sign-in' },
        ),
      );
    });

  const confirm = (input: TwoFactorCodeInput) =>
    write(confirmForm, ['code'], async () => {
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
    });

  const regenerate = (input: TwoFactorPasswordInput) =>
    write(regenerateForm, ['currentPassword'], async () => {
      const answer = await secureApi(
        twoFactorEndpoints.regenerateRecoveryCodes,
        { body: input },
        { fallback: 'Error making new recovery codes' },
      );
      regenerateForm.reset();
      setCodes(answer.recoveryCodes);
      await load();
    });

  const disable = (input: TwoFactorDisableInput) =>
    write(disableForm, ['currentPassword', 'code'], async () => {
      const answer = await secureApi(
        twoFactorEndpoints.disableTwoFactor,
        { body: input },
        { fallback: 'Error turning two-factor sign-in off' },
      );
      queryClient.setQueryData(secureQueryKey(twoFactorEndpoints.getTwoFactor, {}), answer);
      disableForm.reset();
      setCodes(null);
      setMessage(t('bo.account.two.factor.disabled'));
    });

  return {
    status: read.data ?? null,
    loadFailed: read.isError ? (timeoutMessage(read.error, t) ?? t('bo.app.load.error')) : null,
    load,
    enrolment,
    codes,
    closeCodes: () => setCodes(null),
    message,
    error,
    confirmForm,
    regenerateForm,
    disableForm,
    start,
    confirm,
    regenerate,
    disable,
  };
}

export type TwoFactor = ReturnType<typeof useTwoFactor>;
