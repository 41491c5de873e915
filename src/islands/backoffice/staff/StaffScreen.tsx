/**
 * Staff and roles (TEAM-1, decision 055): who works at the hotel, with their role and status.
 * An owner or a manager invites someone by e-mail with a role (a dialog), changes a role (the
 * row's select saves at once), suspends or reactivates, and removes after a confirmation; only an
 * owner touches an owner. Every write carries the version the screen read; a refusal (403, 404,
 * 409: the last owner, a change meanwhile) says why and the list reloads. A role that may only
 * read the staff sees the list without controls.
 */
import { useState } from 'react';
import type { StaffMember } from '../../../contracts/secure/staff.ts';
import { HOTEL_ROLES, mayManageStaff } from '../../../domain/hotel-roles.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { ScreenNotices } from '../app/ScreenNotices.tsx';
import type { ScreenProps } from '../screen.ts';
import { InviteDialog } from './InviteDialog.tsx';
import { PendingInvitations } from './PendingInvitations.tsx';
import { StaffTable } from './StaffTable.tsx';
import { reasonOf, roleKey } from './staff-text.ts';
import { useStaffData } from './useStaffData.ts';
import { useStaffWrites } from './useStaffWrites.ts';
import '../../../ui/field.css';
import './staff.css';
import { TwoFactorSetting } from './TwoFactorSetting.tsx';

export default function StaffScreen({ hotel, language }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const canWrite = hotel.permissions.includes('staff.write');
  const data = useStaffData(hotel.id);
  const { staff, pending, loadFailure, load } = data;
  const loadFailed = loadFailure ? reasonOf(t, loadFailure, t('bo.staff.load.error')) : null;
  const writes = useStaffWrites(hotel.id, t, data);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
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
        notice={writes.notice}
        loadFailed={staff ? null : loadFailed}
        loading={!staff && !loadFailed}
        onRetry={() => void load()}
        retryLabel={t('bo.app.retry')}
        loadingLabel={t('bo.staff.loading')}
      />
      {staff ? (
        <StaffTable
          t={t}
          staff={staff}
          myRole={myRole}
          canWrite={canWrite}
          givable={givable}
          busy={writes.busy !== null}
          onSave={(member, change) => void writes.save(member, change)}
          onRemove={setRemoving}
        />
      ) : null}
      {staff ? <TwoFactorSetting hotelId={hotel.id} isOwner={myRole === 'OWNER'} t={t} /> : null}
      {pending.length > 0 ? (
        <PendingInvitations
          t={t}
          language={language}
          pending={pending}
          myRole={myRole}
          canWrite={canWrite}
          onWithdraw={(invitation) => void writes.withdraw(invitation)}
        />
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
            writes.setNotice({ kind: 'status', text: t('bo.staff.invite.sent', { email: sent.email }) });
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
        onConfirm={() => {
          if (!removing) return;
          setRemoving(null);
          void writes.remove(removing);
        }}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
