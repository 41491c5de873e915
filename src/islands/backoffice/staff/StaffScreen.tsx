/**
 * Staff and roles (TEAM-1, decision 055): who works at the hotel, with their role and status.
 * An owner or a manager invites someone by e-mail with a role (a dialog), changes a role (the
 * row's select saves at once), suspends or reactivates, and removes after a confirmation; only an
 * owner touches an owner. Every write carries the version the screen read; a refusal (403, 404,
 * 409: the last owner, a change meanwhile) says why and the list reloads. A role that may only
 * read the staff sees the list without controls.
 */
import { useEffect, useId, useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { staffEndpoints } from '../../../contracts/routes/staff.ts';
import type { PendingInvitation, StaffInvitationSent, StaffMember } from '../../../contracts/secure/staff.ts';
import { staffInvitationInput } from '../../../contracts/secure/staff.ts';
import { LOCALE } from '../../../domain/dates-format.ts';
import { EMAIL_MAX_LENGTH } from '../../../domain/formats.ts';
import {
  HOTEL_ROLES,
  type HotelRole,
  mayManageStaff,
  type StaffStatus,
} from '../../../domain/hotel-roles.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { Dialog } from '../../shared/Dialog.tsx';
import { timeoutMessage } from '../../shared/request-error.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { secureApi } from '../app/request.ts';
import { type ScreenNotice, ScreenNotices } from '../app/ScreenNotices.tsx';
import type { ScreenProps } from '../screen.ts';
import { useStaffData } from './useStaffData.ts';
import '../../../ui/field.css';
import './staff.css';
import { TwoFactorSetting } from './TwoFactorSetting.tsx';

/** The refusal's reason in the page language (its code), else `fallback`. */
function reasonOf(t: Translate, error: unknown, fallback: string): string {
  const timedOut = timeoutMessage(error, t);
  if (timedOut) return timedOut;
  const code = error instanceof ApiRequestError ? error.errors[0]?.code : undefined;
  return code?.startsWith('error.') ? t.text(code) : fallback;
}

const roleKey = (role: HotelRole) => `bo.role.${role}` as const;
const statusKey = (status: StaffStatus) => `bo.staff.status.${status}` as const;

export default function StaffScreen({ hotel, language }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const canWrite = hotel.permissions.includes('staff.write');
  const { staff, pending, loadFailure, load, setStaff } = useStaffData(hotel.id);
  const loadFailed = loadFailure ? reasonOf(t, loadFailure, t('bo.staff.load.error')) : null;
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<StaffMember | null>(null);

  const saveError = t('bo.app.load.error');
  const refused = async (error: unknown) => {
    setNotice({ kind: 'error', text: reasonOf(t, error, saveError) });
    await load();
  };

  const save = async (member: StaffMember, change: { role: HotelRole; status: StaffStatus }) => {
    if (busy !== null) return;
    setBusy(member.userId);
    setNotice(null);
    try {
      const saved = await secureApi(
        staffEndpoints.updateStaffMember,
        {
          params: { hotelId: hotel.id, userId: member.userId },
          body: { ...change, version: member.version },
        },
        { fallback: 'Error saving the staff member' },
      );
      setStaff((list) => list.map((m) => (m.userId === saved.userId ? saved : m)));
      setNotice({
        kind: 'status',
        text: t('bo.staff.saved', {
          name: saved.name,
          role: t(roleKey(saved.role)),
          status: t(statusKey(saved.status)),
        }),
      });
    } catch (error) {
      await refused(error);
    } finally {
      setBusy(null);
    }
  };

  const remove = async (member: StaffMember) => {
    setRemoving(null);
    setNotice(null);
    try {
      await secureApi(
        staffEndpoints.removeStaffMember,
        { params: { hotelId: hotel.id, userId: member.userId }, query: { version: member.version } },
        { fallback: 'Error removing the staff member' },
      );
      setStaff((list) => list.filter((m) => m.userId !== member.userId));
      setNotice({ kind: 'status', text: t('bo.staff.removed', { name: member.name }) });
    } catch (error) {
      await refused(error);
    }
  };

  const withdraw = async (invitation: PendingInvitation) => {
    setNotice(null);
    try {
      await secureApi(
        staffEndpoints.withdrawStaffInvitation,
        { params: { hotelId: hotel.id, invitationId: invitation.id } },
        { fallback: 'Error withdrawing the invitation' },
      );
      setNotice({ kind: 'status', text: t('bo.staff.pending.withdrawn', { email: invitation.email }) });
    } catch (error) {
      setNotice({ kind: 'error', text: reasonOf(t, error, saveError) });
    }
    await load();
  };

  const day = new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'medium' });
  const myRole = hotel.role;
  const givable = HOTEL_ROLES.filter((role) => mayManageStaff(myRole, role));

  return (
    <section className="bo-staff" aria-labelledby="bo-staff-title">
      <div className="bo-staff__head">
        <h1 id="bo-staff-title">{t('bo.staff.title')}</h1>
        {canWrite ? (
          <button type="button" className="button" onClick={() => setInviting(true)}>
            {t('bo.staff.invite')}
          </button>
        ) : null}
      </div>
      <p className="bo-staff__intro">{t(canWrite ? 'bo.staff.intro' : 'bo.staff.readonly')}</p>
      <ScreenNotices
        notice={notice}
        loadFailed={staff ? null : loadFailed}
        loading={!staff && !loadFailed}
        onRetry={() => void load()}
        retryLabel={t('bo.app.retry')}
        loadingLabel={t('bo.staff.loading')}
      />
      {staff ? (
        <table className="bo-staff__table">
          <caption className="ui-sr-only">{t('bo.staff.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bo.staff.col.name')}</th>
              <th scope="col">{t('bo.staff.col.email')}</th>
              <th scope="col">{t('bo.staff.col.role')}</th>
              <th scope="col">{t('bo.staff.col.status')}</th>
              <th scope="col">{t('bo.staff.col.two.factor')}</th>
              {canWrite ? (
                <th scope="col">
                  <span className="ui-sr-only">{t('bo.staff.col.actions')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {staff.map((member) => {
              const manageable = canWrite && mayManageStaff(myRole, member.role);
              const name = member.name || member.email;
              const suspended = member.status === 'SUSPENDED';
              return (
                <tr key={member.userId} className={suspended ? 'bo-staff__row--off' : undefined}>
                  <th scope="row" data-label={t('bo.staff.col.name')}>
                    {name} {member.you ? <span className="bo-staff__you">{t('bo.staff.you')}</span> : null}
                  </th>
                  <td data-label={t('bo.staff.col.email')} className="bo-staff__email">
                    {member.email}
                  </td>
                  <td data-label={t('bo.staff.col.role')}>
                    {manageable ? (
                      <select
                        className="ui-input bo-staff__role"
                        aria-label={t('bo.staff.role.label', { name })}
                        value={member.role}
                        disabled={busy !== null}
                        onChange={(event) =>
                          void save(member, {
                            role: event.currentTarget.value as HotelRole,
                            status: member.status,
                          })
                        }
                      >
                        {givable.map((role) => (
                          <option key={role} value={role}>
                            {t(roleKey(role))}
                          </option>
                        ))}
                      </select>
                    ) : (
                      t(roleKey(member.role))
                    )}
                  </td>
                  <td data-label={t('bo.staff.col.status')}>{t(statusKey(member.status))}</td>
                  <td data-label={t('bo.staff.col.two.factor')}>
                    {t(member.twoFactor ? 'bo.staff.two.factor.on' : 'bo.staff.two.factor.off')}
                  </td>
                  {canWrite ? (
                    <td className="bo-staff__actions">
                      {manageable ? (
                        <>
                          <button
                            type="button"
                            className="button button--secondary"
                            aria-label={t(
                              suspended ? 'bo.staff.reactivate.label' : 'bo.staff.suspend.label',
                              {
                                name,
                              },
                            )}
                            disabled={busy !== null}
                            onClick={() =>
                              void save(member, {
                                role: member.role,
                                status: suspended ? 'ACTIVE' : 'SUSPENDED',
                              })
                            }
                          >
                            {t(suspended ? 'bo.staff.reactivate' : 'bo.staff.suspend')}
                          </button>
                          <button
                            type="button"
                            className="button button--secondary bo-staff__remove"
                            aria-label={t('bo.staff.remove.label', { name })}
                            disabled={busy !== null}
                            onClick={() => setRemoving(member)}
                          >
                            {t('bo.staff.remove')}
                          </button>
                        </>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {staff ? <TwoFactorSetting hotelId={hotel.id} isOwner={myRole === 'OWNER'} t={t} /> : null}
      {pending.length > 0 ? (
        <section aria-labelledby="bo-staff-pending">
          <h2 id="bo-staff-pending">{t('bo.staff.pending.title')}</h2>
          <table className="bo-staff__table">
            <caption className="ui-sr-only">{t('bo.staff.pending.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bo.staff.col.email')}</th>
                <th scope="col">{t('bo.staff.col.role')}</th>
                <th scope="col">{t('bo.staff.pending.expires')}</th>
                {canWrite ? (
                  <th scope="col">
                    <span className="ui-sr-only">{t('bo.staff.col.actions')}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {pending.map((invitation) => (
                <tr key={invitation.id}>
                  <th scope="row" data-label={t('bo.staff.col.email')} className="bo-staff__email">
                    {invitation.email}
                  </th>
                  <td data-label={t('bo.staff.col.role')}>{t(roleKey(invitation.role))}</td>
                  <td data-label={t('bo.staff.pending.expires')}>
                    {day.format(new Date(invitation.expiresAt))}
                  </td>
                  {canWrite ? (
                    <td className="bo-staff__actions">
                      {mayManageStaff(myRole, invitation.role) ? (
                        <button
                          type="button"
                          className="button button--secondary bo-staff__remove"
                          aria-label={t('bo.staff.pending.withdraw.label', { email: invitation.email })}
                          onClick={() => void withdraw(invitation)}
                        >
                          {t('bo.staff.pending.withdraw')}
                        </button>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      <section className="bo-staff__roles" aria-labelledby="bo-staff-roles">
        <h2 id="bo-staff-roles">{t('bo.staff.roles.title')}</h2>
        <dl>
          {HOTEL_ROLES.map((role) => (
            <div key={role}>
              <dt>{t(roleKey(role))}</dt>
              <dd>{t(`bo.role.${role}.text`)}</dd>
            </div>
          ))}
        </dl>
      </section>
      {canWrite ? (
        <InviteDialog
          open={inviting}
          t={t}
          roles={givable}
          hotelId={hotel.id}
          onClose={() => setInviting(false)}
          onSent={(sent) => {
            setInviting(false);
            setNotice({ kind: 'status', text: t('bo.staff.invite.sent', { email: sent.email }) });
            void load();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t('bo.staff.remove.label', { name: removing.name || removing.email }) : ''}
        text={removing ? t('bo.staff.remove.confirm', { name: removing.name || removing.email }) : ''}
        confirmLabel={t('bo.staff.remove.yes')}
        cancelLabel={t('bo.staff.invite.cancel')}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

/** The invitation form: the address and the role, checked with the route's own schema. */
function InviteDialog({
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
