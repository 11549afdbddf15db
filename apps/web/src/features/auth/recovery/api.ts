import { accountMessageSchema, type PasswordRecoveryRequest } from '@fxbo/domain';
import { fetchJson, jsonBody } from '../../../http/fetchJson';

export const requestPasswordRecovery = (body: PasswordRecoveryRequest) =>
  fetchJson('/api/account/password/recovery', accountMessageSchema, jsonBody('POST', body));
