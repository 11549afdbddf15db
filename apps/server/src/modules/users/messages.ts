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
  profile_in_use: l(
    'Este perfil não pode ser excluído: há usuários com ele. Troque o perfil desses usuários antes.',
    'This profile cannot be deleted: users hold it. Change those users’ profile first.',
  ),
  profiles_every_client: l(
    'Somente um administrador que vê todos os clientes altera os perfis de permissões.',
    'Only an administrator who sees every client changes the permission profiles.',
  ),
  self_administer_profile: l(
    'Você não pode retirar do seu próprio perfil a permissão de administrar usuários.',
    'You cannot remove the permission to administer users from your own profile.',
  ),
  user_not_active: l(
    'Este usuário não está ativo. Ative-o antes de reenviar a senha.',
    'This user is not active. Activate it before resending the password.',
  ),
});
