import type { AccessRequestStatus } from '@fxbo/domain';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

export const REQUEST_STATUS_COLORS = {
  pending: 'warning',
  approved: 'success',
  rejected: 'default',
} as const;

export function RequestStatus({ status }: { status: AccessRequestStatus }) {
  const { t } = useTranslation('users');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={REQUEST_STATUS_COLORS[status]}
      label={t(`requests.status.${status}`)}
    />
  );
}
