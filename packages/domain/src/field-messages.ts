import { l, type Label } from './label';

// Translations of the stable issue codes that domain schemas attach (`params.code`), so the server can
// answer in the caller's language. English texts are the spec's own (section 5), word for word.
export const FIELD_MESSAGES = {
  login_required: l('Você deve informar um Email.', 'You must enter a Email.'),
  login_too_short: l('Deve ter no mínimo 11 caracteres.', 'Must be at least 11 characters.'),
  login_too_long: l('Deve ter no máximo 80 caracteres.', 'Must be at most 80 characters.'),
  login_invalid: l('Você deve informar um Email válido.', 'You must enter a valid Email.'),
  captcha_required: l('Confirme que você não é um robô.', 'Please confirm you are not a robot.'),
  code_required: l(
    'Você deve informar o código enviado para o seu email.',
    'You must enter the code sent to your email.',
  ),
  invalid_code: l('Código inválido.', 'Invalid code.'),
  field_invalid: l('Valor inválido.', 'Invalid value.'),
  password_required: l('A senha é obrigatória.', 'Password is required.'),
  password_too_short: l(
    'A senha é muito curta - deve ter no mínimo 6 caracteres',
    'Password is too short - should be 6 chars minimum',
  ),
  password_too_long: l(
    'A senha é muito longa - deve ter no máximo 40 caracteres',
    'Password is too long - should be 40 chars maximum',
  ),
  password_uppercase: l('A senha precisa de uma letra maiúscula', 'Password needs a uppercase letter'),
  password_lowercase: l('A senha precisa de uma letra minúscula', 'Password needs a lowercase letter'),
  password_number: l('A senha precisa de um número', 'Password needs a number'),
  password_special: l('A senha precisa de um caractere especial', 'Password requires a special character'),
  password_confirmation_required: l(
    'A confirmação da nova senha é obrigatória.',
    'Confirmation of new password is mandatory.',
  ),
  password_mismatch: l('Campo inválido.', 'Invalid field.'),
  password_common: l(
    'Esta senha é muito comum. Escolha outra.',
    'This password is too common. Choose another one.',
  ),
  password_personal: l(
    'A senha não pode conter seu nome nem seu email.',
    'The password must not contain your name or your email.',
  ),
  current_password_invalid: l('A senha atual está incorreta.', 'The current password is incorrect.'),
  password_same_as_current: l(
    'A nova senha deve ser diferente da atual.',
    'The new password must be different from the current one.',
  ),
  reset_link_invalid: l(
    'Este link de redefinição de senha é inválido ou expirou. Solicite um novo.',
    'This password reset link is invalid or has expired. Please request a new one.',
  ),
  totp_code_required: l(
    'Informe o código exibido no seu aplicativo autenticador.',
    'Enter the code shown in your authenticator app.',
  ),
  locale_invalid: l('Idioma não suportado.', 'Unsupported language.'),
  settings_invalid: l('Configurações inválidas.', 'Invalid settings.'),
  settings_too_large: l('As configurações devem ter no máximo 16 KB.', 'Settings must be at most 16 KB.'),
  shortcuts_invalid: l(
    'Os atalhos devem ser uma lista de itens de menu.',
    'Shortcuts must be a list of menu items.',
  ),
  shortcuts_too_many: l('No máximo 30 atalhos.', 'At most 30 shortcuts.'),
  shortcut_invalid: l('Item de menu inválido.', 'Invalid menu item.'),
  shortcut_duplicate: l('Este item de menu já é um atalho.', 'This menu item is already a shortcut.'),
  date_range_invalid: l(
    'A data final deve ser maior que a data inicial.',
    'Date-to must be greater than date-from.',
  ),
  // Registration (/register) and user administration; English texts are USER_MESSAGES in api/users.ts.
  name_required: l('O nome é obrigatório.', 'Name is required.'),
  name_too_short: l(
    'O nome é muito curto - deve ter no mínimo 5 caracteres',
    'Name is too short - should be 5 chars minimum',
  ),
  name_too_long: l(
    'O nome é muito longo - deve ter no máximo 200 caracteres',
    'Name is too long - should be 200 chars maximum',
  ),
  cpf_required: l('O CPF é obrigatório.', 'CPF is required.'),
  cpf_invalid: l('CPF inválido.', 'Invalid CPF.'),
  email_required: l('O email é obrigatório.', 'Email is required.'),
  email_invalid: l('Você deve informar um Email válido.', 'You must enter a valid Email.'),
  email_too_short: l('O email deve ter no mínimo 11 caracteres.', 'Email must be at least 11 characters.'),
  email_too_long: l('O email deve ter no máximo 80 caracteres.', 'Email must be at most 80 characters.'),
  phone_required: l('O telefone é obrigatório.', 'Phone is required.'),
  phone_invalid: l('Telefone inválido.', 'Invalid phone number.'),
  birth_date_required: l('A data de nascimento é obrigatória.', 'Birth date is required.'),
  birth_date_invalid: l('Data de nascimento inválida.', 'Invalid birth date.'),
  birth_date_underage: l('Você deve ter pelo menos 18 anos.', 'You must be at least 18 years old.'),
  company_required: l('A empresa é obrigatória.', 'Company is required.'),
  client_tax_ids_required: l(
    'Informe o CPF/CNPJ de pelo menos um cliente.',
    'Enter the CPF/CNPJ of at least one client.',
  ),
  client_tax_ids_too_many: l('Informe no máximo 20 clientes.', 'Enter at most 20 clients.'),
  tax_id_invalid: l('CPF/CNPJ inválido.', 'Invalid CPF/CNPJ.'),
  reason_required: l('Informe o motivo da recusa.', 'Please give the reason for the rejection.'),
  permission_unknown: l('Permissão desconhecida.', 'Unknown permission.'),
  text_invalid: l('O texto contém caracteres inválidos.', 'The text contains invalid characters.'),
  permission_not_held: l(
    'Você não pode conceder uma permissão que não possui.',
    'You cannot grant a permission you do not hold.',
  ),
  client_unknown: l('Cliente desconhecido.', 'Unknown client.'),
  profile_unknown: l('Perfil de permissões desconhecido.', 'Unknown permission profile.'),
  email_in_use: l('Este e-mail já é de outro usuário.', 'This e-mail already belongs to another user.'),
  clients_required: l('Selecione um cliente associado.', 'Please select an associated customer.'),
  all_clients_staff_only: l(
    'Somente usuários da equipe podem ver todos os clientes.',
    'Only staff users can see every client.',
  ),
  all_clients_not_allowed: l(
    'Somente quem vê todos os clientes pode conceder acesso a todos os clientes.',
    'Only users who see every client can grant access to every client.',
  ),
  // Remittances (api/remittances.ts) and balance (api/balance.ts). The spec gives 'Campo obrigatório.' and
  // 'Email inválido.' in Portuguese (section 5, "Remittance form"); the English texts translate them.
  field_required: l('Campo obrigatório.', 'Required field.'),
  beneficiary_email_invalid: l('Email inválido.', 'Invalid email.'),
  invalid_bank: l('Banco inválido.', 'Invalid bank.'),
  invalid_nature: l('Natureza da operação inválida.', 'Invalid nature of operation.'),
  invalid_agency: l(
    'Agência inválida: 4 dígitos, e o dígito verificador após um hífen se houver (ex.: 0001 ou 1234-5).',
    'Invalid agency: 4 digits, and the check digit after a dash if it has one (e.g. 0001 or 1234-5).',
  ),
  invalid_account: l('Conta inválida.', 'Invalid account.'),
  invalid_account_type: l('Tipo de conta inválido.', 'Invalid account type.'),
  invalid_pix_key_type: l('Tipo de chave PIX inválido.', 'Invalid PIX key type.'),
  invalid_pix_key: l('Chave PIX inválida.', 'Invalid PIX key.'),
  invalid_payment_type: l('Tipo de pagamento inválido.', 'Invalid payment type.'),
  no_pix_key_with_pix: l('Um pagamento via PIX precisa de uma chave PIX.', 'A PIX payment needs a PIX key.'),
  pix_key_with_no_pix_key: l(
    'Deixe a chave PIX em branco quando o beneficiário não tiver chave PIX.',
    'Leave the PIX key empty when the beneficiary has no PIX key.',
  ),
  beneficiary_message_too_long: l(
    'A mensagem deve ter no máximo 140 caracteres.',
    'The message must have at most 140 characters.',
  ),
  cancel_reason_required: l(
    'Informe o motivo do cancelamento.',
    'Please give the reason for the cancellation.',
  ),
  reason_too_long: l('Deve ter no máximo 500 caracteres.', 'Must have at most 500 characters.'),
  invalid_characters: l('Contém caracteres não permitidos.', 'Contains characters that are not allowed.'),
  text_too_long: l('Texto longo demais.', 'Text too long.'),
  text_too_short: l('Texto curto demais.', 'Text too short.'),
  name_filter_too_short: l(
    'Informe pelo menos 3 caracteres do nome.',
    'Enter at least 3 characters of the name.',
  ),
  rate_invalid: l(
    'Deve ser uma taxa com até 10 dígitos inteiros e 8 casas decimais.',
    'Must be a rate with up to 10 integer digits and 8 decimal places.',
  ),
  rate_range_invalid: l(
    'A taxa final deve ser maior que a taxa inicial.',
    'The final rate must be greater than the initial rate.',
  ),
  money_invalid: l(
    'Deve ser um valor com até 2 casas decimais.',
    'Must be an amount with up to 2 decimal places.',
  ),
  money_range_invalid: l(
    'O valor máximo deve ser maior que o valor mínimo.',
    'The maximum value must be greater than the minimum value.',
  ),
  period_too_long: l(
    'Selecione um período de no máximo um ano.',
    'Please select a period of one year maximum.',
  ),
  currency_invalid: l('Moeda inválida.', 'Invalid currency.'),
  period_required: l('Informe o período.', 'Please give the period.'),
  contract_required: l('Informe o contrato.', 'Please give the contract.'),
  trade_client_required: l(
    'Selecione um Cliente para continuar com a pesquisa.',
    'Please select a Client to continue with the search.',
  ),
  rde_type_required: l('Selecione o tipo de documento.', 'Please select the document type.'),
  // Payment orders (api/payment-order-detail.ts, api/payment-order-receiving.ts; spec 5 "Payment order").
  credit_date_required: l('Informe a data do crédito.', 'Please give the credit date.'),
  credit_date_in_future: l(
    'A data do crédito não pode ser futura.',
    'The credit date cannot be in the future.',
  ),
  credit_date_before_register: l(
    'A data do crédito não pode ser anterior ao registro da ordem.',
    'The credit date cannot be before the order was registered.',
  ),
  comment_required: l('Escreva o comentário.', 'Please write the comment.'),
  comment_too_long: l('Deve ter no máximo 2.000 caracteres.', 'Must have at most 2,000 characters.'),
  write_off_reason_required: l('Informe o motivo da baixa.', 'Please give the reason for the write-off.'),
  amount_positive: l('O valor deve ser maior que zero.', 'The amount must be greater than zero.'),
  amount_negative: l('O valor não pode ser negativo.', 'The amount cannot be negative.'),
  write_off_above_balance: l(
    'A baixa não pode ser maior que o saldo disponível.',
    'The write-off cannot exceed the available balance.',
  ),
  receipt_above_balance: l(
    'O valor informado não pode ser maior que o saldo disponível.',
    'Please, fill in the fields correctly.',
  ),
  choose_one_option: l('Você deve escolher apenas uma opção', 'You must choose only one option'),
  document_required: l(
    'Anexe um documento: é obrigatório acima de USD 3.000,00.',
    'Please attach a document: it is required above USD 3,000.00.',
  ),
  file_type_invalid: l('O arquivo deve ser um PDF, JPEG ou PNG.', 'The file must be a PDF, JPEG or PNG.'),
  file_too_large: l('O arquivo deve ter no máximo 10 MB.', 'The file must be at most 10 MB.'),
  file_empty: l('O arquivo está vazio.', 'The file is empty.'),
  country_invalid: l('País inválido.', 'Invalid country.'),
  spread_invalid: l(
    'Deve ser um percentual de 0 a 19,9999 com até 4 casas decimais.',
    'Must be a percentage from 0 to 19.9999 with up to 4 decimal places.',
  ),
  // Export liquidation and dispatch requests (api/export-liquidation.ts, api/dispatch-requests.ts; issue 15).
  liquidation_above_open: l(
    'O valor não pode ser maior que o saldo em aberto do contrato.',
    'The amount cannot exceed the contract’s open amount.',
  ),
  due_number_required: l('Informe o número da DU-E.', 'Please give the DU-E number.'),
  due_number_invalid: l(
    'Número de DU-E inválido: 2 dígitos do ano, BR e 10 dígitos (ex.: 24BR0001234567).',
    'Invalid DU-E number: 2 digits of the year, BR and 10 digits (e.g. 24BR0001234567).',
  ),
  // Pending documents and parcels to authorize (api/document-pendencies.ts, api/parcels.ts; issue 15).
  resolution_note_required: l(
    'Descreva o que foi feito para resolver a pendência.',
    'Please describe what was done to resolve the pendency.',
  ),
  parcel_selection_invalid: l('Selecione de 1 a 100 parcelas.', 'Select from 1 to 100 parcels.'),
  // The Idempotency-Key header of the actions (api/idempotency.ts; issue 23).
  idempotency_key_invalid: l(
    'Chave de idempotência inválida: de 16 a 128 letras, dígitos, "-" ou "_" (um UUID serve).',
    'Invalid idempotency key: 16 to 128 letters, digits, "-" or "_" (a UUID will do).',
  ),
  // Lists: the visible columns of a download, saved views (lists/visible-columns.ts, api/list-views.ts; issue 24).
  columns_invalid: l(
    'Colunas inválidas: escolha colunas desta lista, cada uma uma vez.',
    'Invalid columns: choose columns of this list, each one once.',
  ),
  // The toolbar's search for any reference (api/search.ts; issue 24).
  search_required: l('Digite uma referência para buscar.', 'Type a reference to search for.'),
  search_too_short: l('Digite ao menos 2 caracteres.', 'Type at least 2 characters.'),
  search_too_long: l('Digite no máximo 60 caracteres.', 'Type at most 60 characters.'),
  // Permission profiles (api/users.ts; issue 24, decisions §52).
  profile_name_required: l('Dê um nome ao perfil.', 'Please name the profile.'),
  profile_name_too_long: l(
    'O nome do perfil deve ter no máximo 100 caracteres.',
    "The profile's name must be at most 100 characters.",
  ),
  profile_name_taken: l('Já existe um perfil com este nome.', 'There is already a profile with this name.'),
  profile_permissions_required: l(
    'Escolha ao menos uma permissão para o perfil.',
    'Choose at least one permission for the profile.',
  ),
  // Saved views of the lists (api/list-views.ts; issue 24).
  view_name_required: l('Dê um nome à visão.', 'Please name the view.'),
  view_name_taken: l('Você já tem uma visão com este nome.', 'You already have a view with this name.'),
  view_query_invalid: l('Endereço de lista inválido.', 'Invalid list address.'),
  views_too_many: l(
    'Você já tem 50 visões desta lista: exclua uma antes de salvar outra.',
    'You already have 50 views of this list: delete one before saving another.',
  ),
} satisfies Record<string, Label>;

export type FieldMessageCode = keyof typeof FIELD_MESSAGES;

/** The English texts of some codes, to be the messages a domain schema attaches to its issues. */
export function englishMessages<const C extends FieldMessageCode>(codes: readonly C[]): Record<C, string> {
  return Object.fromEntries(codes.map((code) => [code, FIELD_MESSAGES[code].en])) as Record<C, string>;
}

export function fieldMessageFor(code: string, locale: 'pt-BR' | 'en'): string | undefined {
  return (FIELD_MESSAGES as Record<string, Label>)[code]?.[locale];
}
