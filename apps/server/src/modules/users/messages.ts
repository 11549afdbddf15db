import type { Locale } from '../../http/locale.js';

// Server-side wording of user administration; field messages come from the shared FIELD_MESSAGES.
const m = {
  self_inactivate: {
    'pt-BR': 'Você não pode inativar o próprio usuário.',
    en: 'You cannot inactivate your own user.',
  },
  self_delete: {
    'pt-BR': 'Você não pode excluir o próprio usuário.',
    en: 'You cannot delete your own user.',
  },
  self_administer: {
    'pt-BR': 'Você não pode retirar de si mesmo a permissão de administrar usuários.',
    en: 'You cannot remove your own permission to administer users.',
  },
  user_not_active: {
    'pt-BR': 'Este usuário não está ativo. Ative-o antes de reenviar a senha.',
    en: 'This user is not active. Activate it before resending the password.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type UsersMessageKey = keyof typeof m;

export function usersMessage(key: UsersMessageKey, locale: Locale): string {
  return m[key][locale];
}
