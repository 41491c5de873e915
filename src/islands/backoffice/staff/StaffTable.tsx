/**
 * The hotel's people: name (and "you"), e-mail, role, status and two-factor state; for a member the
 * reader may manage, the role as a select that saves at once, Suspend/Reactivate and Remove. A role
 * that may only read the staff sees no action column.
 */
import type { StaffMember } from '../../../contracts/secure/staff.ts';
import { type HotelRole, mayManageStaff } from '../../../domain/hotel-roles.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { roleKey, statusKey } from './staff-text.ts';
import type { StaffChange } from './useStaffWrites.ts';

type Actions = {
  /** The roles the reader may give (and so manage). */
  givable: readonly HotelRole[];
  /** A save runs: every control waits. */
  busy: boolean;
  onSave: (member: StaffMember, change: StaffChange) => void;
  onRemove: (member: StaffMember) => void;
};

export function StaffTable(
  props: Actions & {
    t: Translate;
    staff: readonly StaffMember[];
    myRole: HotelRole;
    canWrite: boolean;
  },
) {
  const { t, canWrite } = props;
  return (
    <table className="bo-staff__table">
      <caption className="ui-sr-only">{t('bo.staff.title')}</caption>
      <StaffTableHead
        t={t}
        columns={[
          t('bo.staff.col.name'),
          t('bo.staff.col.email'),
          t('bo.staff.col.role'),
          t('bo.staff.col.status'),
          t('bo.staff.col.two.factor'),
        ]}
        canWrite={canWrite}
      />
      <tbody>
        {props.staff.map((member) => (
          <StaffRow
            key={member.userId}
            member={member}
            t={t}
            canWrite={canWrite}
            manageable={canWrite && mayManageStaff(props.myRole, member.role)}
            givable={props.givable}
            busy={props.busy}
            onSave={props.onSave}
            onRemove={props.onRemove}
          />
        ))}
      </tbody>
    </table>
  );
}

/** The columns' headings, and the actions' column (named for screen readers) when the reader may write. */
export function StaffTableHead({
  t,
  columns,
  canWrite,
}: {
  t: Translate;
  columns: readonly string[];
  canWrite: boolean;
}) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
        {canWrite ? (
          <th scope="col">
            <span className="ui-sr-only">{t('bo.staff.col.actions')}</span>
          </th>
        ) : null}
      </tr>
    </thead>
  );
}

function StaffRow(
  props: Actions & { member: StaffMember; t: Translate; canWrite: boolean; manageable: boolean },
) {
  const { member, t, manageable, busy } = props;
  const name = member.name || member.email;
  const suspended = member.status === 'SUSPENDED';
  return (
    <tr className={suspended ? 'bo-staff__row--off' : undefined}>
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
            disabled={busy}
            onChange={(event) =>
              props.onSave(member, { role: event.currentTarget.value as HotelRole, status: member.status })
            }
          >
            {props.givable.map((role) => (
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
      {props.canWrite ? (
        <td className="bo-staff__actions">
          {manageable ? (
            <>
              <button
                type="button"
                className="button button--secondary"
                aria-label={t(suspended ? 'bo.staff.reactivate.label' : 'bo.staff.suspend.label', { name })}
                disabled={busy}
                onClick={() =>
                  props.onSave(member, { role: member.role, status: suspended ? 'ACTIVE' : 'SUSPENDED' })
                }
              >
                {t(suspended ? 'bo.staff.reactivate' : 'bo.staff.suspend')}
              </button>
              <button
                type="button"
                className="button button--secondary bo-staff__remove"
                aria-label={t('bo.staff.remove.label', { name })}
                disabled={busy}
                onClick={() => props.onRemove(member)}
              >
                {t('bo.staff.remove')}
              </button>
            </>
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}
