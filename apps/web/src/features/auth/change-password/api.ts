import { accountMessageSchema, type ChangePasswordRequest } from '@fxbo/domain';
import { fetchJson, jsonBody } from '../../../http/fetchJson';

export const changePassword = (body: ChangePasswordRequest) =>
  fetchJson('/api/account/password/change', accountMessageSchema, jsonBody('POST', body));
