// The domain schemas of /login, in a chunk of their own: full zod is fetched after the form has painted
// (when the user first focuses it, or at the latest on submit), not before.
export {
  resendCodeResponseSchema,
  signedInSchema,
  signInRequestSchema,
  signInResponseSchema,
  verifyCodeRequestSchema,
} from '@fxbo/domain';
