import { userDetailPath, USERS_PATH } from '@fxbo/domain';
import { useState } from 'react';
import type { UserCreate } from '@fxbo/domain';
import Button from '@mui/material/Button';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../components/notifications';
import { holdsAny } from '../../session/access';
import { useSession } from '../../session/session';
import { useCreateUser } from './api';
import { UserFormDialog } from './UserFormDialog';

/**
 * "Novo usuário" on /admin/users (administrators only): the dialog, then the new user's page (or, for an
 * administrator of some clients, whose answer carries no id, the list searched by the e-mail).
 */
export function NewUserButton() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const create = useCreateUser();
  if (!holdsAny(useSession()?.roles ?? [], ['users.administer'])) return null;

  const submit = (body: UserCreate, onFailed: (error: unknown) => void) =>
    create.mutate(body, {
      onSuccess: (invited) => {
        notify(t('form.created', { name: body.name.trim(), email: invited.email }), { severity: 'success' });
        setOpen(false);
        void navigate(
          invited.id
            ? userDetailPath(invited.id)
            : `${USERS_PATH}?${new URLSearchParams({ email: invited.email })}`,
        );
      },
      onError: onFailed,
    });

  return (
    <>
      <Button
        variant="contained"
        size="small"
        startIcon={<PersonAddAlt />}
        onClick={() => {
          create.reset();
          create.renewKey();
          setOpen(true);
        }}
      >
        {t('form.new')}
      </Button>
      {open ? (
        <UserFormDialog
          mode="create"
          pending={create.isPending}
          error={create.error}
          onClose={() => setOpen(false)}
          onSubmit={(body, onFailed) => submit(body as UserCreate, onFailed)}
        />
      ) : null}
    </>
  );
}
