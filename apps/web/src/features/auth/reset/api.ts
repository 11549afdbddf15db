import { accountMessageSchema, resetTokenStatusSchema, type ResetPasswordRequest } from '@fxbo/domain';
import { fetchJson, jsonBody } from '../../../http/fetchJson';

export const checkResetLink = (hash: string, signal?: AbortSignal) =>
  fetchJson(`/api/account/password/reset/${encodeURIComponent(hash)}`, resetTokenStatusSchema, {
    ...(signal ? { signal } : {}),
  });

export const resetPassword = (body: ResetPasswordRequest) =>
  fetchJson('/api/account/password/reset', accountMessageSchema, jsonBody('POST', body));
