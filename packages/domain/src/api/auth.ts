import { z } from 'zod';
import { loginIdentifierSchema } from '../login-identifier';
import { named } from '../openapi-names';
import { SESSION_END_REASONS } from '../session-end';

// Wire contracts of the sign-in flow, shared by the API (validation, OpenAPI) and the web (forms, typing).

/** A required string whose emptiness is reported with a stable code (zod 4 keeps params only on custom issues). */
function requiredString(code: 'captcha_required' | 'code_required', message: string, max: number) {
  return z
    .string({ message })
    .max(max)
    .optional()
    .superRefine((v, ctx) => {
      if (!v?.trim()) ctx.addIssue({ code: 'custom', message, params: { code } });
    })
    .transform((v) => v ?? '');
}

export const signInRequestSchema = z.object({
  login: loginIdentifierSchema,
  password: z
    .string({ message: 'Password is required.' })
    .max(200)
    .superRefine((v, ctx) => {
      if (v === '')
        ctx.addIssue({
          code: 'custom',
          message: 'Password is required.',
          params: { code: 'password_required' },
        });
    }),
  captcha: requiredString('captcha_required', 'Please confirm you are not a robot.', 20_000),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const sessionUserSchema = named(
  z.object({
    uid: z.uuid(),
    /** First and last word of the upper-cased name (spec 3). */
    displayName: z.string(),
    name: z.string(),
    email: z.string(),
    kind: z.enum(['staff', 'client']),
    /** 'admin' plus one role per permission key (spec 6). */
    roles: z.array(z.string()),
    permissions: z.array(z.string()),
    allClients: z.boolean(),
    clients: z.array(z.object({ id: z.string(), name: z.string() })),
    locale: z.enum(['pt-BR', 'en']),
    photoURL: z.string().nullable(),
    shortcuts: z.array(z.string()),
    settings: z.record(z.string(), z.unknown()),
    totpEnabled: z.boolean(),
    mustChangePassword: z.boolean(),
  }),
  'SessionUser',
);
export type SessionUserDto = z.infer<typeof sessionUserSchema>;

export const signedInSchema = named(
  z.object({ status: z.literal('signed_in'), user: sessionUserSchema }),
  'SignedIn',
);

/** GET /api/auth/session for a browser whose session was ended by a change: why (said once; the cookie goes). */
export const sessionEndedSchema = named(
  z.object({ status: z.literal('signed_out'), reason: z.enum(SESSION_END_REASONS) }),
  'SessionEnded',
);
/** GET /api/auth/session's 200: the signed-in user, or why the browser's session ended. */
export const sessionStateSchema = z.discriminatedUnion('status', [signedInSchema, sessionEndedSchema]);

export const codeRequiredSchema = named(
  z.object({
    status: z.literal('code_required'),
    attemptId: z.uuid(),
    method: z.enum(['email', 'totp']),
    emailHint: z.string().nullable(),
    expiresAt: z.iso.datetime(),
    resendAvailableAt: z.iso.datetime().nullable(),
  }),
  'CodeRequired',
);

export const signInResponseSchema = z.discriminatedUnion('status', [signedInSchema, codeRequiredSchema]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const verifyCodeRequestSchema = z.object({
  attemptId: z.uuid(),
  code: requiredString('code_required', 'You must enter the code sent to your email.', 20).superRefine(
    (v, ctx) => {
      if (v.trim() !== '' && !/^\d{6}$/.test(v.trim()))
        ctx.addIssue({ code: 'custom', message: 'Invalid code.', params: { code: 'invalid_code' } });
    },
  ),
  trustDevice: z.boolean().default(true),
});
export type VerifyCodeRequest = z.input<typeof verifyCodeRequestSchema>;

export const resendCodeRequestSchema = z.object({ attemptId: z.uuid() });
export const resendCodeResponseSchema = z.object({
  expiresAt: z.iso.datetime(),
  resendAvailableAt: z.iso.datetime(),
});

export const sessionInfoSchema = z.object({
  id: z.uuid(),
  current: z.boolean(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export const sessionListSchema = z.object({ items: z.array(sessionInfoSchema) });

/** "ANA MARIA DA SILVA" → "ANA SILVA" (spec 3: first and last word of the upper-case name). */
export function displayNameOf(name: string): string {
  const words = name.trim().toUpperCase().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return words[0] ?? '';
  return `${words[0]} ${words[words.length - 1]}`;
}
