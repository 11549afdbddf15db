import { formatPhone } from '../display';
import { l } from '../label';
import type { AccessRequestDetail } from '../api/access-requests';
import { accessRequestsList, usersList } from '../api/admin-lists';
import { USER_KIND_LABELS } from '../api/user-report';
import type { UserDetail } from '../api/users';
import { userDetailPath } from '../paths';
import { detailFields, type DetailField } from './fields';

const users = usersList.columns;
const requests = accessRequestsList.columns;

/** A person's phone as people write it (`+55 (11) 98765-4321`). */
const phone: DetailField<{ phone: string | null }> = {
  kind: 'text',
  label: l('Telefone', 'Phone'),
  value: (person) => person.phone && formatPhone(person.phone),
};

/** A user's page (/admin/users/{id}/detail), its data section: who, how they sign in, since when. */
export const USER_DETAIL_FIELDS = detailFields<UserDetail>()({
  email: users.email,
  cpf: users.cpf,
  birthDate: users.birthDate,
  phone,
  kind: { kind: 'enum', label: l('Tipo', 'Type'), labels: USER_KIND_LABELS },
  status: users.status,
  failedAttempts: { kind: 'integer', label: l('Tentativas de senha incorretas', 'Wrong password attempts') },
  blockedAt: { kind: 'dateTime', label: l('Bloqueado em', 'Blocked at') },
  authenticator: {
    kind: 'boolean',
    label: l('Aplicativo autenticador', 'Authenticator app'),
    value: (user) => user.totpEnabled,
  },
  mustChangePassword: { kind: 'boolean', label: l('Deve trocar a senha', 'Must change password') },
  locale: {
    kind: 'enum',
    label: l('Idioma', 'Language'),
    labels: { 'pt-BR': l('Português', 'Portuguese'), en: l('Inglês', 'English') },
  },
  activeSessions: { kind: 'integer', label: l('Sessões ativas', 'Active sessions') },
  createdAt: users.createdAt,
  lastLoginAt: { ...users.lastLoginAt, empty: l('Nunca', 'Never') },
});

const OPEN_USER = l('Abrir o usuário', 'Open the user');

/** An access request's page (/admin/users/access-requests/{id}): who asked, then, once decided, the decision. */
export const ACCESS_REQUEST_DETAIL_FIELDS = detailFields<AccessRequestDetail>()({
  email: requests.email,
  cpf: requests.cpf,
  birthDate: users.birthDate,
  phone,
  company: requests.company,
  createdAt: requests.createdAt,
  status: requests.status,
  decidedBy: { kind: 'text', label: l('Decidida por', 'Decided by') },
  decidedAt: { kind: 'dateTime', label: l('Decidida em', 'Decided at') },
  decisionReason: { kind: 'text', label: l('Motivo', 'Reason'), omitEmpty: true },
  /** The user an approval made: a link to its page (shown only to whoever may see users). */
  createdUser: {
    kind: 'text',
    label: l('Usuário criado', 'Created user'),
    value: (request, language) => request.userId && { id: request.userId, text: OPEN_USER[language] },
    link: { to: userDetailPath, text: 'text' },
    omitEmpty: true,
  },
});
