import type { UserStatus as Status } from '@fxbo/domain';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export const USER_STATUS_COLORS = { active: 'success', inactive: 'default', pending: 'warning' } as const;

/** Status of a user as chips: active / inactive / pending, and "blocked" after too many wrong passwords. */
export function UserStatus({ status, blocked }: { status: Status; blocked: boolean }) {
  const { t } = useTranslation('users');
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        variant="outlined"
        color={USER_STATUS_COLORS[status]}
        label={t(`status.${status}`)}
      />
      {blocked ? <Chip size="small" color="error" label={t('status.blocked')} /> : null}
    </Stack>
  );
}
