/** The invitations not yet accepted: address, role, expiry day, and Withdraw for those the reader may manage. */
import type { PendingInvitation } from '../../../contracts/secure/staff.ts';
import type { Language } from '../../../contracts/types.ts';
import { LOCALE } from '../../../domain/dates-format.ts';
import { type HotelRole, mayManageStaff } from '../../../domain/hotel-roles.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { StaffTableHead } from './StaffTable.tsx';
import { roleKey } from './staff-text.ts';

export function PendingInvitations(props: {
  t: Translate;
  language: Language;
  pending: readonly PendingInvitation[];
  myRole: HotelRole;
  canWrite: boolean;
  onWithdraw: (invitation: PendingInvitation) => void;
}) {
  const { t, canWrite } = props;
  const day = new Intl.DateTimeFormat(LOCALE[props.language], { dateStyle: 'medium' });
  return (
    <section aria-labelledby="bo-staff-pending">
      <h2 id="bo-staff-pending">{t('bo.staff.pending.title')}</h2>
      <table className="bo-staff__table">
        <caption className="ui-sr-only">{t('bo.staff.pending.title')}</caption>
        <StaffTableHead
          t={t}
          columns={[t('bo.staff.col.email'), t('bo.staff.col.role'), t('bo.staff.pending.expires')]}
          canWrite={canWrite}
        />
        <tbody>
          {props.pending.map((invitation) => (
            <tr key={invitation.id}>
              <th scope="row" data-label={t('bo.staff.col.email')} className="bo-staff__email">
                {invitation.email}
              </th>
              <td data-label={t('bo.staff.col.role')}>{t(roleKey(invitation.role))}</td>
              <td data-label={t('bo.staff.pending.expires')}>{day.format(new Date(invitation.expiresAt))}</td>
              {canWrite ? (
                <td className="bo-staff__actions">
                  {mayManageStaff(props.myRole, invitation.role) ? (
                    <button
                      type="button"
                      className="button button--secondary bo-staff__remove"
                      aria-label={t('bo.staff.pending.withdraw.label', { email: invitation.email })}
                      onClick={() => props.onWithdraw(invitation)}
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
  );
}
