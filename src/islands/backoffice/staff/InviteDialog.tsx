/**
 * The invitation dialog: the address and the role (the roles the inviter may give, FRONT_DESK first
 * when it is one of them), checked with the route's own schema; a refused address is said under its
 * field, anything else in the dialog's alert. Opening it again starts from an empty form.
 */
import { useEffect, useId, useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { staffEndpoints } from '../../../contracts/routes/staff.ts';
import { type StaffInvitationSent, staffInvitationInput } from '../../../contracts/secure/staff.ts';
import { EMAIL_MAX_LENGTH } from '../../../domain/formats.ts';
import type { HotelRole } from '../../../domain/hotel-roles.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { Dialog } from '../../shared/Dialog.tsx';
import { secureApi } from '../app/request.ts';
import { reasonOf, roleKey } from './staff-text.ts';

/** The invitation form: the address and the role, checked with the route's own schema. */
export function InviteDialog({
  open,
  t,
  roles,
  hotelId,
  onClose,
  onSent,
}: {
  open: boolean;
  t: Translate;
  roles: readonly HotelRole[];
  hotelId: number;
  onClose: () => void;
  onSent: (sent: StaffInvitationSent) => void;
}) {
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<HotelRole>('FRONT_DESK');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setEmail('');
    setRole(roles.includes('FRONT_DESK') ? 'FRONT_DESK' : (roles[0] ?? 'FRONT_DESK'));
    setErrors({});
    setFailure(null);
  }, [open, roles]);

  const submit = async () => {
    if (busy) return;
    const parsed = staffInvitationInput.safeParse({ email, role }, { reportInput: true });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      onSent(
        await secureApi(
          staffEndpoints.inviteStaff,
          { params: { hotelId }, body: parsed.data },
          { fallback: 'Error sending the invitation' },
        ),
      );
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.errors.filter((e) => e.field === 'email') : [];
      if (fields[0]) setErrors({ email: fields[0].code });
      else setFailure(reasonOf(t, error, t('bo.app.load.error')));
    } finally {
      setBusy(false);
    }
  };

  const emailError = errors.email;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('bo.staff.invite.title')}
      closeLabel={t('bo.staff.invite.cancel')}
      describedBy={`${id}-text`}
      className="bo-staff-invite"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p id={`${id}-text`}>{t('bo.staff.invite.text')}</p>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${id}-email`}>
            {t('bo.staff.invite.email')}
          </label>
          <input
            id={`${id}-email`}
            className="ui-input"
            type="email"
            autoComplete="off"
            maxLength={EMAIL_MAX_LENGTH}
            value={email}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${id}-email-error` : undefined}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <p className="ui-field__error" id={`${id}-email-error`} hidden={!emailError}>
            {emailError
              ? t.text(emailError.startsWith('error.') ? emailError : 'error.field.generic.invalid')
              : null}
          </p>
        </div>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${id}-role`}>
            {t('bo.staff.invite.role')}
          </label>
          <select
            id={`${id}-role`}
            className="ui-input"
            value={role}
            onChange={(event) => setRole(event.currentTarget.value as HotelRole)}
          >
            {roles.map((value) => (
              <option key={value} value={value}>
                {t(roleKey(value))}
              </option>
            ))}
          </select>
          <p className="ui-field__hint">{t(`bo.role.${role}.text`)}</p>
        </div>
        <div role="alert" className="bo-staff__alert">
          {failure ? <p className="bo-staff__error">{failure}</p> : null}
        </div>
        <div className="bo-staff__dialog-actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('bo.staff.invite.cancel')}
          </button>
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {t('bo.staff.invite.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
