import { l } from '@fxbo/domain';
import { translations } from '../../http/messages.js';

// Server-side wording of access requests; field messages come from the shared FIELD_MESSAGES.
export const accessRequestMessage = translations({
  access_request_pending: l(
    'Já existe uma solicitação de acesso pendente para este CPF.',
    'There is already a pending access request for this CPF.',
  ),
  access_request_decided: l(
    'Esta solicitação de acesso já foi decidida.',
    'This access request has already been decided.',
  ),
  account_exists: l(
    'Já existe um usuário com este email ou CPF.',
    'A user with this email or CPF already exists.',
  ),
  rate_limited: l(
    'Muitas solicitações deste endereço. Aguarde e tente novamente.',
    'Too many requests from this address. Please wait and try again.',
  ),
});
