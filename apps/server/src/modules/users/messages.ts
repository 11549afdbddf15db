import { l } from '@fxbo/domain';
import { translations } from '../../http/messages.js';

// Server-side wording of user administration; field messages come from the shared FIELD_MESSAGES.
export const usersMessage = translations({
  self_inactivate: l('Você não pode inativar o próprio usuário.', 'You cannot inactivate your own user.'),
  self_delete: l('Você não pode excluir o próprio usuário.', 'You cannot delete your own user.'),
  self_administer: l(
    'Você não pode retirar de si mesmo a permissão de administrar usuários.',
    'You cannot remove your own permission to administer users.',
  ),
  user_not_active: l(
    'Este usuário não está ativo. Ative-o antes de reenviar a senha.',
    'This user is not active. Activate it before resending the password.',
  ),
});
