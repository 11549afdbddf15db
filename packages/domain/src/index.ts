// Public API of @fxbo/domain, shared by the server and the web.
export * from './random';
export * from './documents/cpf';
export * from './documents/cnpj';
export * from './documents/tax-id';
export * from './pix';
export * from './bank';
export * from './money';
export * from './calendar';
export * from './password-policy';
export * from './login-identifier';
export * from './errors';
export * from './permissions';
export * from './pagination';
export * from './api/auth';
export * from './api/account';
export * from './api/field-messages';
export * from './api/users';
