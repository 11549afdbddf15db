import { useState } from 'react';
import type { z } from 'zod';
import type { sessionInfoSchema } from '@fxbo/domain';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../components/apiErrorText';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { useFormatters } from '../../components/format';
import { notify } from '../../components/notifications';
import { useEndSessions, useMySessions } from './api';
import { describeUserAgent } from './userAgent';

type SessionInfo = z.infer<typeof sessionInfoSchema>;
type Target = { id: string; label: string } | 'others';

/** My active sessions, the current one marked; end one of the others, or all of them. */
export function SessionsSection() {
  const { t } = useTranslation('account');
  const format = useFormatters();
  const sessions = useMySessions();
  const end = useEndSessions();
  const [target, setTarget] = useState<Target | null>(null);
  const [shown, setShown] = useState<Target>('others');
  const others = (sessions.data?.items ?? []).filter((s) => !s.current).length;

  const device = (s: SessionInfo) => {
    const { browser, os } = describeUserAgent(s.userAgent);
    if (browser && os) return t('sessions.device', { browser, os });
    return browser ?? os ?? t('sessions.unknownDevice');
  };
  const open = (next: Target) => {
    end.reset();
    setShown(next);
    setTarget(next);
  };

  const columns: DataTableColumn<SessionInfo>[] = [
    {
      id: 'device',
      header: t('sessions.deviceColumn'),
      rowHeader: true,
      cell: (s) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <span title={s.userAgent ?? undefined}>{device(s)}</span>
          {s.current ? <Chip size="small" color="primary" label={t('sessions.current')} /> : null}
        </Stack>
      ),
    },
    { id: 'ip', header: t('sessions.ip'), cell: (s) => s.ip ?? '—', hideOnSmall: true },
    {
      id: 'createdAt',
      header: t('sessions.createdAt'),
      cell: (s) => format.dateTime(s.createdAt),
      hideOnSmall: true,
    },
    { id: 'lastSeenAt', header: t('sessions.lastSeenAt'), cell: (s) => format.dateTime(s.lastSeenAt) },
  ];

  const error = end.isError
    ? apiErrorText(end.error, {
        byCode: { not_found: t('sessions.alreadyEnded') },
        network: t('errors.network'),
        generic: t('errors.generic'),
      })
    : undefined;

  return (
    <Stack spacing={2}>
      <DataTable
        label={t('sessions.title')}
        columns={columns}
        rows={sessions.data?.items}
        rowKey={(s) => s.id}
        hideTotal
        loading={sessions.isFetching}
        error={
          sessions.isError
            ? apiErrorText(sessions.error, { network: t('errors.network'), generic: t('errors.loadFailed') })
            : undefined
        }
        onRetry={() => void sessions.refetch()}
        rowActions={(s) =>
          s.current ? (
            <Typography component="span" variant="body2" color="textSecondary">
              {t('sessions.thisDevice')}
            </Typography>
          ) : (
            <Button
              size="small"
              color="error"
              onClick={() => open({ id: s.id, label: device(s) })}
              aria-label={t('sessions.endOneLabel', {
                device: device(s),
                time: format.dateTime(s.lastSeenAt),
              })}
            >
              {t('sessions.endOne')}
            </Button>
          )
        }
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" color="error" disabled={others === 0} onClick={() => open('others')}>
          {t('sessions.endOthers')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={target !== null}
        destructive
        title={shown === 'others' ? t('sessions.endOthersTitle') : t('sessions.endOneTitle')}
        message={
          shown === 'others'
            ? t('sessions.endOthersMessage', { count: others })
            : t('sessions.endOneMessage', { device: shown.label })
        }
        confirmLabel={shown === 'others' ? t('sessions.endOthers') : t('sessions.endOne')}
        pending={end.isPending}
        error={error}
        onClose={() => setTarget(null)}
        onConfirm={() =>
          end.mutate(shown === 'others' ? 'others' : { id: shown.id }, {
            onSuccess: (count) => {
              notify(t('sessions.ended', { count }), { severity: 'success' });
              setTarget(null);
            },
          })
        }
      />
    </Stack>
  );
}
