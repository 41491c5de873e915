/**
 * 'Find my booking' (JOURNEY-2), on /booking/manage without a usable link: the guest gives the
 * reservation code and the e-mail address of the booking, and the server sends the private link
 * to that address (POST booking/reservations/find). The answer never says whether they matched:
 * the view says where the link went if they did. Checked here as the server checks (code pattern,
 * e-mail address) so the guest sees a mistake before sending; errors sit under their fields
 * (aria-invalid, aria-describedby), the first wrong field takes the focus.
 */
import { type FormEvent, useId, useRef, useState } from 'react';
import { RESERVATION_CODE } from '../../../src/contracts/booking-limits.ts';
import type { ApiRequestError } from '../../../src/contracts/client/http.ts';
import { isEmail } from '../../../src/domain/formats.ts';
import { useTranslate } from '../context.tsx';
import type { ManageProps } from './link.ts';
import './manage.css';
import '../summary/texts.ts';

type Field = 'code' | 'email';
type Errors = Partial<Record<Field, string>>;
type Sent = { code: string; email: string };

/** The field errors of a code and an address, as message keys (empty when both are right). */
export function findErrors(code: string, email: string): Errors {
  const errors: Errors = {};
  if (code === '') errors.code = 'error.required';
  else if (code.length > 16 || !RESERVATION_CODE.test(code)) errors.code = 'error.field.generic.invalid';
  if (email === '') errors.email = 'error.required';
  else if (email.length > 254 || !isEmail(email)) errors.email = 'error.email.invalid';
  return errors;
}

export function FindReservation({ api, initialCode }: Pick<ManageProps, 'api'> & { initialCode: string }) {
  const { t, language } = useTranslate();
  const id = useId();
  const [code, setCode] = useState(initialCode);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const body = { code: code.trim().toUpperCase(), email: email.trim() };
    const found = findErrors(body.code, body.email);
    setErrors(found);
    setFailure(null);
    if (found.code) return codeRef.current?.focus();
    if (found.email) return emailRef.current?.focus();
    setSending(true);
    try {
      await api.findReservation({ ...body, language });
      setSent(body);
    } catch (error) {
      const status = (error as ApiRequestError).status;
      setFailure(t(status === 429 ? 'error.rate.limit' : 'widget.manage.find.error'));
    } finally {
      setSending(false);
    }
  }

  const described = (field: Field, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <section className="manage-find" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('widget.manage.find.title')}</h2>
      <p>{t('widget.manage.find.intro')}</p>
      <form className="manage-find-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="manage-find-field">
          <label htmlFor={`${id}-code`}>{t('widget.manage.find.code')}</label>
          <input
            ref={codeRef}
            id={`${id}-code`}
            className="manage-find-input"
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={16}
            required
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={described('code', `${id}-code-hint`)}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <p id={`${id}-code-hint`} className="summary-hint">
            {t('widget.manage.find.code.hint')}
          </p>
          {errors.code && (
            <p id={`${id}-code-error`} className="manage-find-error">
              {t(errors.code as 'error.required')}
            </p>
          )}
        </div>
        <div className="manage-find-field">
          <label htmlFor={`${id}-email`}>{t('widget.manage.find.email')}</label>
          <input
            ref={emailRef}
            id={`${id}-email`}
            className="manage-find-input"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            maxLength={254}
            required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={described('email')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          {errors.email && (
            <p id={`${id}-email-error`} className="manage-find-error">
              {t(errors.email as 'error.required')}
            </p>
          )}
        </div>
        <div>
          <button type="submit" className="button" aria-disabled={sending ? true : undefined}>
            {sending ? t('widget.manage.find.sending') : t('widget.manage.find.submit')}
          </button>
        </div>
      </form>
      <div role="status" className="manage-find-outcome">
        {sent && <p className="notice">{t('widget.manage.find.sent', sent)}</p>}
      </div>
      <div role="alert" className="manage-find-outcome">
        {failure && <p className="alert">{failure}</p>}
      </div>
    </section>
  );
}
