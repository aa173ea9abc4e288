import { zUserInfo } from '../entities';
import { zChangePasswordForm } from '../forms';
import { zMessageResponse, zSessionToken } from './auth';
import { defineEndpoint } from './common';

export const viewUser = defineEndpoint({
  operationId: 'viewUser',
  method: 'GET',
  path: '/app/users/view',
  summary: 'The logged-in user (SPEC §3 User info)',
  auth: true,
  response: zUserInfo,
});

export const changePassword = defineEndpoint({
  operationId: 'changePassword',
  refusals: [429],
  method: 'POST',
  path: '/app/users/changepassword',
  summary: 'Change the password; ends every other session and answers a fresh token for this one',
  auth: true,
  body: zChangePasswordForm,
  response: zMessageResponse.extend(zSessionToken.shape),
});
