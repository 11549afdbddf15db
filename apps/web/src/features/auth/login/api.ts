import type { VerifyCodeRequest } from '@fxbo/domain';
import { fetchJson, jsonBody, lazySchema } from '../../../http/fetchJson';

// Calls of /login; one file per screen, so a screen's chunk carries only the schemas it uses.

/** The schemas' chunk; the form calls it on first focus so validation is ready by the time it submits. */
export const loadLoginSchemas = () => import('./schemas');

export interface SignInBody {
  login: string;
  password: string;
  captcha: string;
}

const signInResponse = lazySchema(async () => (await loadLoginSchemas()).signInResponseSchema);
const signedIn = lazySchema(async () => (await loadLoginSchemas()).signedInSchema);
const resendResponse = lazySchema(async () => (await loadLoginSchemas()).resendCodeResponseSchema);

export const signIn = (body: SignInBody) =>
  fetchJson('/api/auth/sign-in', signInResponse, jsonBody('POST', body));

export const verifyCode = (body: VerifyCodeRequest) =>
  fetchJson('/api/auth/verify-code', signedIn, jsonBody('POST', body));

export const resendCode = (attemptId: string) =>
  fetchJson('/api/auth/resend-code', resendResponse, jsonBody('POST', { attemptId }));
