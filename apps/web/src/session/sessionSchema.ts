// Loaded only when GET /api/auth/me answers 200: a visitor's first screen (/login) never needs full zod.
export { signedInSchema, sessionStateSchema } from '@fxbo/domain';
