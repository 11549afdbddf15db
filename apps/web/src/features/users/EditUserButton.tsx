import { useState } from 'react';
import type { UserDetail, UserUpdate } from '@fxbo/domain';
import Button from '@mui/material/Button';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/notifications';
import { userActions, useUserMutation } from './api';
import { UserFormDialog } from './UserFormDialog';

/** "Editar dados" on a user's page: name, e-mail, kind, language and whether the user is active. */
export function EditUserButton({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const [open, setOpen] = useState(false);
  const save = useUserMutation(user.id, (body: UserUpdate, key: string) =>
    userActions.update(user.id, body, key),
  );
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<EditOutlined />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => {
          save.reset();
          save.renewKey();
          setOpen(true);
        }}
      >
        {t('form.edit')}
      </Button>
      {open ? (
        <UserFormDialog
          mode="edit"
          user={user}
          pending={save.isPending}
          error={save.error}
          onClose={() => setOpen(false)}
          onSubmit={(body, onFailed) =>
            save.mutate(body as UserUpdate, {
              onSuccess: (saved) => {
                notify(t('form.saved', { name: (saved as UserDetail).name }), { severity: 'success' });
                setOpen(false);
              },
              onError: onFailed,
            })
          }
        />
      ) : null}
    </>
  );
}
