/**
 * The secure API's staff endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { hotelParams } from '../secure/common.ts';
import {
  invitationParams,
  pendingInvitationsResponse,
  staffInvitationInput,
  staffInvitationSent,
  staffMember,
  staffMemberParams,
  staffMemberUpdate,
  staffRemoveQuery,
  staffResponse,
} from '../secure/staff.ts';

export const staffEndpoints = {
  listStaff: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/staff',
    operationId: 'listStaff',
    params: hotelParams,
    response: staffResponse,
  }),
  inviteStaff: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/staff/invitations',
    operationId: 'inviteStaff',
    params: hotelParams,
    body: staffInvitationInput,
    response: staffInvitationSent,
  }),
  listStaffInvitations: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/staff/invitations',
    operationId: 'listStaffInvitations',
    params: hotelParams,
    response: pendingInvitationsResponse,
  }),
  withdrawStaffInvitation: endpoint({
    method: 'delete',
    path: '/api/rs/secure/hotels/{hotelId}/staff/invitations/{invitationId}',
    operationId: 'withdrawStaffInvitation',
    params: invitationParams,
  }),
  updateStaffMember: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/staff/{userId}',
    operationId: 'updateStaffMember',
    params: staffMemberParams,
    body: staffMemberUpdate,
    response: staffMember,
  }),
  removeStaffMember: endpoint({
    method: 'delete',
    path: '/api/rs/secure/hotels/{hotelId}/staff/{userId}',
    operationId: 'removeStaffMember',
    params: staffMemberParams,
    query: staffRemoveQuery,
  }),
};
