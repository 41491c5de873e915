/**
 * The demo request form (SITEFLOW, INPUT, SITEERR): idle → sending → success or error. HTTP 401, 400
 * and other failures show 'join.demo.request.error.401.text', '…400.text' and '…error.text',
 * the last one with a notification of the server's message when there is one; an invalid form
 * shows 'message.reservation.error.form' and focuses the first invalid field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type RefObject, useEffect, useId, useState } from 'react';
import { type FieldErrors, type UseFormRegister, useForm } from 'react-hook-form';
import { type ApiClient, createApiClient } from '../../contracts/client/client.ts';
import { ApiRequestError, instanceId } from '../../contracts/client/http.ts';
import {
  DEMO_EMAIL_MAX_LENGTH,
  DEMO_HOTEL_NAME_MAX_LENGTH,
  DEMO_MESSAGE_MAX_LENGTH,
  DEMO_NAME_MAX_LENGTH,
  DEMO_PHONE_MAX_LENGTH,
  DEMO_ROOMS_MAX,
  DEMO_ROOMS_MIN,
  type DemoRequest as DemoRequestData,
  type DemoRequestInput,
  demoRequestSchema,
} from '../../contracts/demo-request.ts';
import type { Language } from '../../contracts/types.ts';
import { HOTEL_TYPES } from '../../domain/hotel-types.ts';
import type { Translate } from '../../i18n/translate.ts';
import { CheckboxField, FormStatus, SelectField, TextAreaField, TextField } from '../shared/fields.tsx';
import { Notification } from '../shared/Notification.tsx';
import { unlessBusy } from '../shared/navigation.ts';
import { RequestFooter } from '../shared/RequestFooter.tsx';
import { refusalMessage } from '../shared/request-error.ts';
import { useFirstFieldFocus, useRequestForm } from '../shared/useRequestForm.ts';
import type messages from './messages.gen.json';

let client: ApiClient | undefined;

/**
 * The API client of this form. Unlike `browserApi()`, a 401 does not send the visitor to the
 * login page: SITEERR answers a 401 of the demo request with its own message.
 */
function demoApi(): ApiClient {
  client ??= createApiClient({
    instanceId: instanceId(window.sessionStorage),
    fetch: (input, init) => globalThis.fetch(input, init),
  });
  return client;
}

/** SITEERR: the message key of a failed demo request. */
export function demoErrorKey(status: number) {
  if (status === 401) return 'join.demo.request.error.401.text' as const;
  if (status === 400) return 'join.demo.request.error.400.text' as const;
  return 'join.demo.request.error.text' as const;
}

const toOptionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);
const toOptional = (value: unknown) => (value === '' ? undefined : value);

export type DemoFormProps = {
  language: Language;
  t: Translate<keyof (typeof messages)['en']>;
  /** Whether the dialog is open: the form resets when it closes after a success. */
  open: boolean;
  onClose: () => void;
  onSentChange: (sent: boolean) => void;
};

type DemoFieldsProps = {
  t: DemoFormProps['t'];
  field: (name: string) => string;
  register: UseFormRegister<DemoRequestInput>;
  errors: FieldErrors<DemoRequestInput>;
  /** The name field: it takes the focus when the form loads. */
  firstFieldRef: RefObject<HTMLInputElement | null>;
};

/** Who asks for the demo (name, contacts, their hotel), their message and the privacy consent. */
function DemoFields({ t, field, register, errors, firstFieldRef }: DemoFieldsProps) {
  const name = register('name');
  return (
    <>
      <div className="field-grid">
        <TextField
          id={field('name')}
          label={t('demo.name')}
          t={t}
          required
          autoComplete="given-name"
          maxLength={DEMO_NAME_MAX_LENGTH}
          error={errors.name}
          {...name}
          ref={(element) => {
            name.ref(element);
            firstFieldRef.current = element;
          }}
        />
        <TextField
          id={field('surname')}
          label={t('demo.surname')}
          t={t}
          required
          autoComplete="family-name"
          maxLength={DEMO_NAME_MAX_LENGTH}
          error={errors.surname}
          {...register('surname')}
        />
        <TextField
          id={field('email')}
          label={t('demo.email')}
          t={t}
          type="email"
          inputMode="email"
          required
          autoComplete="email"
          maxLength={DEMO_EMAIL_MAX_LENGTH}
          error={errors.email}
          {...register('email')}
        />
        <TextField
          id={field('phone')}
          label={t('demo.phone')}
          t={t}
          type="tel"
          autoComplete="tel"
          maxLength={DEMO_PHONE_MAX_LENGTH}
          error={errors.phone}
          {...register('phone', { setValueAs: toOptional })}
        />
        <TextField
          id={field('hotelName')}
          label={t('demo.hotel.name')}
          t={t}
          required
          autoComplete="organization"
          maxLength={DEMO_HOTEL_NAME_MAX_LENGTH}
          error={errors.hotelName}
          {...register('hotelName')}
        />
        <SelectField
          id={field('hotelType')}
          label={t('demo.hotel.type')}
          t={t}
          placeholder={t('forms.select.placeholder')}
          options={HOTEL_TYPES.map((type) => ({ value: type, label: t(`hotel.type.${type}`) }))}
          error={errors.hotelType}
          {...register('hotelType', { setValueAs: toOptional })}
        />
        <TextField
          id={field('roomsNumber')}
          label={t('demo.rooms')}
          t={t}
          type="number"
          inputMode="numeric"
          min={DEMO_ROOMS_MIN}
          max={DEMO_ROOMS_MAX}
          error={errors.roomsNumber}
          {...register('roomsNumber', { setValueAs: toOptionalNumber })}
        />
      </div>
      <TextAreaField
        id={field('message')}
        label={t('demo.message')}
        t={t}
        rows={3}
        maxLength={DEMO_MESSAGE_MAX_LENGTH}
        error={errors.message}
        {...register('message', { setValueAs: toOptional })}
      />
      <CheckboxField
        id={field('privacy')}
        label={t('demo.privacy')}
        t={t}
        required
        error={errors.privacy}
        {...register('privacy')}
      />
    </>
  );
}

/** A sent request: the confirmation, the server's message and the button that closes the dialog. */
function DemoSuccess({
  t,
  serverMessage,
  onClose,
}: {
  t: DemoFormProps['t'];
  serverMessage: string;
  onClose: () => void;
}) {
  return (
    <div className="demo-success">
      <FormStatus status={<p>{t('demo.success')}</p>} />
      {serverMessage && <p className="form-hint">{serverMessage}</p>}
      <div className="form-actions">
        <button type="button" className="button" onClick={onClose}>
          {t('button.close')}
        </button>
      </div>
    </div>
  );
}

export function DemoForm({ language, t, open, onClose, onSentChange }: DemoFormProps) {
  const id = useId();
  const request = useRequestForm(t('message.reservation.error.form'));
  const { phase, setPhase, setFormError, setNotification } = request;
  const [serverMessage, setServerMessage] = useState('');
  const firstFieldRef = useFirstFieldFocus();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<DemoRequestInput, unknown, DemoRequestData>({
    resolver: zodResolver(demoRequestSchema),
    defaultValues: { name: '', surname: '', email: '', phone: '', hotelName: '', message: '', language },
    shouldFocusError: false,
  });

  useEffect(() => {
    if (open) return;
    setNotification(null);
    if (phase === 'success') {
      reset();
      setPhase('idle');
      setFormError(null);
      onSentChange(false);
    }
  }, [open, phase, reset, onSentChange, setNotification, setPhase, setFormError]);

  const onValid = async (data: DemoRequestData) => {
    request.startSending();
    try {
      const response = await demoApi().demoRequest({ ...data, language });
      setServerMessage(response.message);
      setPhase('success');
      onSentChange(true);
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : 0;
      const key = demoErrorKey(status);
      // A request that ran out of time (client timeout, 408, 504), or too many (429): one sentence,
      // as every form says it, and no notification repeating it in other words.
      const refused = refusalMessage(error, t, language);
      setFormError(refused ?? t(key));
      if (
        !refused &&
        key === 'join.demo.request.error.text' &&
        error instanceof ApiRequestError &&
        error.fromServer
      ) {
        setNotification(error.message);
      }
      setPhase('error');
    }
  };

  const { sending } = request;
  const field = (name: string) => `${id}-${name}`;

  return (
    <>
      {phase === 'success' ? (
        <DemoSuccess t={t} serverMessage={serverMessage} onClose={onClose} />
      ) : (
        <form
          method="post"
          ref={request.formRef}
          noValidate
          onSubmit={unlessBusy(sending, handleSubmit(onValid, request.onInvalid))}
          aria-busy={sending}
        >
          <p>{t('demo.text')}</p>
          <DemoFields t={t} field={field} register={register} errors={errors} firstFieldRef={firstFieldRef} />
          <RequestFooter
            language={language}
            t={t}
            formError={request.formError}
            status={sending ? t('demo.sending') : null}
            sending={sending}
            submitLabel={sending ? t('demo.sending') : t('demo.submit')}
          />
        </form>
      )}
      <Notification
        message={request.notification}
        onDismiss={() => setNotification(null)}
        closeLabel={t('button.close')}
      />
    </>
  );
}

export default DemoForm;
