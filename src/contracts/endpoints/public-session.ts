/**
 * The public API's session: sign-in (and its second step), sign-out, the signed-in manager, the
 * password reset and the staff invitations (decisions 062 and 068). The worker validates with
 * these schemas; worker/openapi/ adds the prose.
 */
import { forgotPasswordSchema, loginSchema, resetPasswordSchema } from '../auth.ts';
import { endpoint } from '../endpoint.ts';
import { meResponse, messageResponse } from '../public-responses.ts';
import {
  invitationAccepted,
  invitationAcceptInput,
  invitationPreview,
  invitationTokenInput,
} from '../secure/staff.ts';
import { twoFactorLoginInput, twoFactorPending } from '../two-factor.ts';
import { z } from '../zod.ts';

/** The sign-in's answer: the manager, or the request for a second factor (decision 061). */
export const loginAnswer = z.union([meResponse, twoFactorPending]);

export const publicSessionEndpoints = {
  login: endpoint({
    method: 'post',
    path: '/api/rs/public/session',
    operationId: 'login',
    body: loginSchema,
    response: loginAnswer,
  }),
  loginTwoFactor: endpoint({
    method: 'post',
    path: '/api/rs/public/session/two-factor',
    operationId: 'loginTwoFactor',
    body: twoFactorLoginInput,
    response: meResponse,
  }),
  logout: endpoint({
    method: 'delete',
    path: '/api/rs/public/session',
    operationId: 'logout',
    response: messageResponse,
  }),
  logoutPost: endpoint({
    method: 'post',
    path: '/api/rs/public/logout',
    operationId: 'logoutPost',
    response: messageResponse,
  }),
  getMe: endpoint({
    method: 'get',
    path: '/api/rs/public/me',
    operationId: 'getMe',
    response: meResponse,
  }),
  requestPasswordReset: endpoint({
    method: 'post',
    path: '/api/rs/public/resetPassword/manager',
    operationId: 'requestPasswordReset',
    body: forgotPasswordSchema,
    response: messageResponse,
  }),
  resetPassword: endpoint({
    method: 'post',
    path: '/api/rs/public/resetPassword/manager/new',
    operationId: 'resetPassword',
    body: resetPasswordSchema,
    response: messageResponse,
  }),
  previewInvitation: endpoint({
    method: 'post',
    path: '/api/rs/public/invitations/preview',
    operationId: 'previewInvitation',
    body: invitationTokenInput,
    response: invitationPreview,
  }),
  acceptInvitation: endpoint({
    method: 'post',
    path: '/api/rs/public/invitations/accept',
    operationId: 'acceptInvitation',
    body: invitationAcceptInput,
    response: invitationAccepted,
  }),
};
