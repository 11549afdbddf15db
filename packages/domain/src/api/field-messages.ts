// Translations of the stable issue codes that domain schemas attach (`params.code`), so the server can
// answer in the caller's language. English texts are the spec's own (section 5), word for word.
export const FIELD_MESSAGES = {
  login_required: { en: 'You must enter a Email.', 'pt-BR': 'Você deve informar um Email.' },
  login_too_short: { en: 'Must be at least 11 characters.', 'pt-BR': 'Deve ter no mínimo 11 caracteres.' },
  login_too_long: { en: 'Must be at most 80 characters.', 'pt-BR': 'Deve ter no máximo 80 caracteres.' },
  login_invalid: { en: 'You must enter a valid Email.', 'pt-BR': 'Você deve informar um Email válido.' },
  captcha_required: {
    en: 'Please confirm you are not a robot.',
    'pt-BR': 'Confirme que você não é um robô.',
  },
  code_required: {
    en: 'You must enter the code sent to your email.',
    'pt-BR': 'Você deve informar o código enviado para o seu email.',
  },
  invalid_code: { en: 'Invalid code.', 'pt-BR': 'Código inválido.' },
  password_required: { en: 'Password is required.', 'pt-BR': 'A senha é obrigatória.' },
  password_too_short: {
    en: 'Password is too short - should be 6 chars minimum',
    'pt-BR': 'A senha é muito curta - deve ter no mínimo 6 caracteres',
  },
  password_too_long: {
    en: 'Password is too long - should be 40 chars maximum',
    'pt-BR': 'A senha é muito longa - deve ter no máximo 40 caracteres',
  },
  password_uppercase: {
    en: 'Password needs a uppercase letter',
    'pt-BR': 'A senha precisa de uma letra maiúscula',
  },
  password_lowercase: {
    en: 'Password needs a lowercase letter',
    'pt-BR': 'A senha precisa de uma letra minúscula',
  },
  password_number: { en: 'Password needs a number', 'pt-BR': 'A senha precisa de um número' },
  password_special: {
    en: 'Password requires a special character',
    'pt-BR': 'A senha precisa de um caractere especial',
  },
  password_confirmation_required: {
    en: 'Confirmation of new password is mandatory.',
    'pt-BR': 'A confirmação da nova senha é obrigatória.',
  },
  password_mismatch: { en: 'Invalid field.', 'pt-BR': 'Campo inválido.' },
  password_common: {
    en: 'This password is too common. Choose another one.',
    'pt-BR': 'Esta senha é muito comum. Escolha outra.',
  },
  current_password_invalid: {
    en: 'The current password is incorrect.',
    'pt-BR': 'A senha atual está incorreta.',
  },
  password_same_as_current: {
    en: 'The new password must be different from the current one.',
    'pt-BR': 'A nova senha deve ser diferente da atual.',
  },
  reset_link_invalid: {
    en: 'This password reset link is invalid or has expired. Please request a new one.',
    'pt-BR': 'Este link de redefinição de senha é inválido ou expirou. Solicite um novo.',
  },
  totp_code_required: {
    en: 'Enter the code shown in your authenticator app.',
    'pt-BR': 'Informe o código exibido no seu aplicativo autenticador.',
  },
  locale_invalid: { en: 'Unsupported language.', 'pt-BR': 'Idioma não suportado.' },
  settings_invalid: { en: 'Invalid settings.', 'pt-BR': 'Configurações inválidas.' },
  settings_too_large: {
    en: 'Settings must be at most 16 KB.',
    'pt-BR': 'As configurações devem ter no máximo 16 KB.',
  },
  shortcuts_invalid: {
    en: 'Shortcuts must be a list of menu items.',
    'pt-BR': 'Os atalhos devem ser uma lista de itens de menu.',
  },
  shortcuts_too_many: { en: 'At most 30 shortcuts.', 'pt-BR': 'No máximo 30 atalhos.' },
  shortcut_invalid: { en: 'Invalid menu item.', 'pt-BR': 'Item de menu inválido.' },
  shortcut_duplicate: {
    en: 'This menu item is already a shortcut.',
    'pt-BR': 'Este item de menu já é um atalho.',
  },
  date_range_invalid: {
    en: 'Date-to must be greater than date-from.',
    'pt-BR': 'A data final deve ser maior que a data inicial.',
  },
  // Registration (/register) and user administration; English texts are USER_MESSAGES in api/users.ts.
  name_required: { en: 'Name is required.', 'pt-BR': 'O nome é obrigatório.' },
  name_too_short: {
    en: 'Name is too short - should be 5 chars minimum',
    'pt-BR': 'O nome é muito curto - deve ter no mínimo 5 caracteres',
  },
  name_too_long: {
    en: 'Name is too long - should be 200 chars maximum',
    'pt-BR': 'O nome é muito longo - deve ter no máximo 200 caracteres',
  },
  cpf_required: { en: 'CPF is required.', 'pt-BR': 'O CPF é obrigatório.' },
  cpf_invalid: { en: 'Invalid CPF.', 'pt-BR': 'CPF inválido.' },
  email_required: { en: 'Email is required.', 'pt-BR': 'O email é obrigatório.' },
  email_invalid: { en: 'You must enter a valid Email.', 'pt-BR': 'Você deve informar um Email válido.' },
  email_too_short: {
    en: 'Email must be at least 11 characters.',
    'pt-BR': 'O email deve ter no mínimo 11 caracteres.',
  },
  email_too_long: {
    en: 'Email must be at most 80 characters.',
    'pt-BR': 'O email deve ter no máximo 80 caracteres.',
  },
  phone_required: { en: 'Phone is required.', 'pt-BR': 'O telefone é obrigatório.' },
  phone_invalid: { en: 'Invalid phone number.', 'pt-BR': 'Telefone inválido.' },
  birth_date_required: { en: 'Birth date is required.', 'pt-BR': 'A data de nascimento é obrigatória.' },
  birth_date_invalid: { en: 'Invalid birth date.', 'pt-BR': 'Data de nascimento inválida.' },
  birth_date_underage: {
    en: 'You must be at least 18 years old.',
    'pt-BR': 'Você deve ter pelo menos 18 anos.',
  },
  company_required: { en: 'Company is required.', 'pt-BR': 'A empresa é obrigatória.' },
  client_tax_ids_required: {
    en: 'Enter the CPF/CNPJ of at least one client.',
    'pt-BR': 'Informe o CPF/CNPJ de pelo menos um cliente.',
  },
  client_tax_ids_too_many: { en: 'Enter at most 20 clients.', 'pt-BR': 'Informe no máximo 20 clientes.' },
  tax_id_invalid: { en: 'Invalid CPF/CNPJ.', 'pt-BR': 'CPF/CNPJ inválido.' },
  reason_required: {
    en: 'Please give the reason for the rejection.',
    'pt-BR': 'Informe o motivo da recusa.',
  },
  permission_unknown: { en: 'Unknown permission.', 'pt-BR': 'Permissão desconhecida.' },
  text_invalid: {
    en: 'The text contains invalid characters.',
    'pt-BR': 'O texto contém caracteres inválidos.',
  },
  permission_not_held: {
    en: 'You cannot grant a permission you do not hold.',
    'pt-BR': 'Você não pode conceder uma permissão que não possui.',
  },
  client_unknown: { en: 'Unknown client.', 'pt-BR': 'Cliente desconhecido.' },
  clients_required: {
    en: 'Please select an associated customer.',
    'pt-BR': 'Selecione um cliente associado.',
  },
  all_clients_staff_only: {
    en: 'Only staff users can see every client.',
    'pt-BR': 'Somente usuários da equipe podem ver todos os clientes.',
  },
  all_clients_not_allowed: {
    en: 'Only users who see every client can grant access to every client.',
    'pt-BR': 'Somente quem vê todos os clientes pode conceder acesso a todos os clientes.',
  },
  // Remittances (api/remittances.ts) and balance (api/balance.ts). The spec gives 'Campo obrigatório.' and
  // 'Email inválido.' in Portuguese (section 5, "Remittance form"); the English texts translate them.
  field_required: { en: 'Required field.', 'pt-BR': 'Campo obrigatório.' },
  beneficiary_email_invalid: { en: 'Invalid email.', 'pt-BR': 'Email inválido.' },
  invalid_bank: { en: 'Invalid bank.', 'pt-BR': 'Banco inválido.' },
  invalid_agency: { en: 'Invalid agency.', 'pt-BR': 'Agência inválida.' },
  invalid_account: { en: 'Invalid account.', 'pt-BR': 'Conta inválida.' },
  invalid_account_type: { en: 'Invalid account type.', 'pt-BR': 'Tipo de conta inválido.' },
  invalid_pix_key_type: { en: 'Invalid PIX key type.', 'pt-BR': 'Tipo de chave PIX inválido.' },
  invalid_pix_key: { en: 'Invalid PIX key.', 'pt-BR': 'Chave PIX inválida.' },
  invalid_payment_type: { en: 'Invalid payment type.', 'pt-BR': 'Tipo de pagamento inválido.' },
  no_pix_key_with_pix: {
    en: 'A PIX payment needs a PIX key.',
    'pt-BR': 'Um pagamento via PIX precisa de uma chave PIX.',
  },
  pix_key_with_no_pix_key: {
    en: 'Leave the PIX key empty when the beneficiary has no PIX key.',
    'pt-BR': 'Deixe a chave PIX em branco quando o beneficiário não tiver chave PIX.',
  },
  beneficiary_message_too_long: {
    en: 'The message must have at most 140 characters.',
    'pt-BR': 'A mensagem deve ter no máximo 140 caracteres.',
  },
  cancel_reason_required: {
    en: 'Please give the reason for the cancellation.',
    'pt-BR': 'Informe o motivo do cancelamento.',
  },
  reason_too_long: {
    en: 'Must have at most 500 characters.',
    'pt-BR': 'Deve ter no máximo 500 caracteres.',
  },
  invalid_characters: {
    en: 'Contains characters that are not allowed.',
    'pt-BR': 'Contém caracteres não permitidos.',
  },
  text_too_long: { en: 'Text too long.', 'pt-BR': 'Texto longo demais.' },
  text_too_short: { en: 'Text too short.', 'pt-BR': 'Texto curto demais.' },
  name_filter_too_short: {
    en: 'Enter at least 3 characters of the name.',
    'pt-BR': 'Informe pelo menos 3 caracteres do nome.',
  },
  rate_invalid: {
    en: 'Must be a rate with up to 10 integer digits and 8 decimal places.',
    'pt-BR': 'Deve ser uma taxa com até 10 dígitos inteiros e 8 casas decimais.',
  },
  rate_range_invalid: {
    en: 'The final rate must be greater than the initial rate.',
    'pt-BR': 'A taxa final deve ser maior que a taxa inicial.',
  },
  money_invalid: {
    en: 'Must be an amount with up to 2 decimal places.',
    'pt-BR': 'Deve ser um valor com até 2 casas decimais.',
  },
  money_range_invalid: {
    en: 'The maximum value must be greater than the minimum value.',
    'pt-BR': 'O valor máximo deve ser maior que o valor mínimo.',
  },
  period_too_long: {
    en: 'Please select a period of one year maximum.',
    'pt-BR': 'Selecione um período de no máximo um ano.',
  },
  currency_invalid: { en: 'Invalid currency.', 'pt-BR': 'Moeda inválida.' },
} as const satisfies Record<string, { en: string; 'pt-BR': string }>;

export type FieldMessageCode = keyof typeof FIELD_MESSAGES;

export function fieldMessageFor(code: string, locale: 'pt-BR' | 'en'): string | undefined {
  return (FIELD_MESSAGES as Record<string, { en: string; 'pt-BR': string }>)[code]?.[locale];
}
