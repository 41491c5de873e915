/**
 * The staff screen's writes: a role or status saved (the row's select or Suspend/Reactivate; the
 * answer put in place), a member removed, an invitation withdrawn. One row saves at a time; every
 * write carries the version the screen read, and a refusal says why and reads the lists again.
 */
import { useState } from 'react';
import { staffEndpoints } from '../../../contracts/routes/staff.ts';
import type { PendingInvitation, StaffMember } from '../../../contracts/secure/staff.ts';
import type { HotelRole, StaffStatus } from '../../../domain/hotel-roles.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { secureApi } from '../app/request.ts';
import type { ScreenNotice } from '../app/ScreenNotices.tsx';
import { reasonOf, roleKey, statusKey } from './staff-text.ts';
import type { useStaffData } from './useStaffData.ts';

export type StaffChange = { role: HotelRole; status: StaffStatus };

export function useStaffWrites(
  hotelId: number,
  t: Translate,
  { load, setStaff }: Pick<ReturnType<typeof useStaffData>, 'load' | 'setStaff'>,
) {
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  /** The member whose save runs (the other rows wait). */
  const [busy, setBusy] = useState<number | null>(null);
  const saveError = t('bo.app.load.error');
  const refused = async (error: unknown) => {
    setNotice({ kind: 'error', text: reasonOf(t, error, saveError) });
    await load();
  };

  const save = async (member: StaffMember, change: StaffChange) => {
    if (busy !== null) return;
    setBusy(member.userId);
    setNotice(null);
    try {
      const saved = await secureApi(
        staffEndpoints.updateStaffMember,
        { params: { hotelId, userId: member.userId }, body: { ...change, version: member.version } },
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
    setNotice(null);
    try {
      await secureApi(
        staffEndpoints.removeStaffMember,
        { params: { hotelId, userId: member.userId }, query: { version: member.version } },
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
        { params: { hotelId, invitationId: invitation.id } },
        { fallback: 'Error withdrawing the invitation' },
      );
      setNotice({ kind: 'status', text: t('bo.staff.pending.withdrawn', { email: invitation.email }) });
    } catch (error) {
      setNotice({ kind: 'error', text: reasonOf(t, error, saveError) });
    }
    await load();
  };

  return { notice, setNotice, busy, save, remove, withdraw };
}
