/**
 * The staff screen's reads: the hotel's people and its pending invitations, two reads of the
 * query cache shown together (loading until both came, failed when either failed). A save that
 * answers the member puts it in place (`setStaff`); the rest reads again (`load`).
 */
import { staffEndpoints } from '../../../contracts/routes/staff.ts';
import type { StaffMember } from '../../../contracts/secure/staff.ts';
import { secureQueryKey, useQueryClient, useSecureQuery } from '../app/query.ts';

export function useStaffData(hotelId: number) {
  const queryClient = useQueryClient();
  const input = { params: { hotelId } };
  const members = useSecureQuery(staffEndpoints.listStaff, input, { fallback: 'Error getting the staff' });
  const invitations = useSecureQuery(staffEndpoints.listStaffInvitations, input, {
    fallback: 'Error getting the invitations',
  });
  const ready = members.data !== undefined && invitations.data !== undefined;
  return {
    staff: ready ? (members.data ?? null) : null,
    pending: invitations.data ?? [],
    loadFailure: members.error ?? invitations.error ?? null,
    load: async () => {
      await Promise.all([members.refetch(), invitations.refetch()]);
    },
    setStaff: (change: (list: StaffMember[]) => StaffMember[]) =>
      queryClient.setQueryData<StaffMember[]>(secureQueryKey(staffEndpoints.listStaff, input), (list) =>
        list ? change(list) : list,
      ),
  };
}
