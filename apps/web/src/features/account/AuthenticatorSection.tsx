import { useState } from 'react';
import { totpDisableRequestSchema, totpEnableRequestSchema, type TotpSetupResponse } from '@fxbo/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session';
import { apiErrorText } from '../../components/apiErrorText';
import { applyServerErrors, serverAlertText } from '../../components/forms/serverErrors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { codeResolver } from '../../components/forms/codeResolver';
import { ErrorAlert } from '../../components/forms/ErrorAlert';
import { TextInput } from '../../components/forms/TextInput';
import { notify } from '../../components/notifications';
import { startTotpSetup, useDisableTotp, useEnableTotp } from './api';

/**
 * The QR code as an image: the server's SVG document in a data: URL. An <img> never runs scripts or loads
 * anything the SVG might name, so the markup is not trusted the way innerHTML would trust it.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** `JBSWY3DPEHPK3PXP` → `JBSW Y3DP EHPK 3PXP`, easier to type by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

function useFieldErrorText() {
  const { t, i18n } = useTranslation('account');
  return (error: FieldError | undefined) => {
    if (!error) return undefined;
    const key = `validation.${String(error.type)}`;
    return i18n.exists(key, { ns: 'account' }) ? t(key as 'validation.invalid_code') : error.message;
  };
}

/** Step 2 of the setup: scan (or type) the secret, then prove it with a code from the app. */
function SetupPanel({
  setup,
  onDone,
  onCancel,
}: {
  setup: TotpSetupResponse;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const fieldText = useFieldErrorText();
  const enable = useEnableTotp();
  const [formError, setFormError] = useState<string>();
  const form = useForm<{ code: string }>({
    resolver: codeResolver(totpEnableRequestSchema),
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit(({ code }) => {
    setFormError(undefined);
    enable.mutate(code, {
      onSuccess: () => {
        notify(t('totp.enabled'), { severity: 'success' });
        onDone();
      },
      onError: (error) => {
        applyServerErrors(error, form.setError, ['code']);
        setFormError(
          serverAlertText(error, ['code'], {
            byCode: {
              totp_not_pending: t('totp.notPending'),
              totp_already_enabled: t('totp.alreadyEnabled'),
            },
            network: t('errors.network'),
            generic: t('errors.generic'),
          }),
        );
      },
    });
  });
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => void submit(event)}
      aria-labelledby="totp-setup-title"
    >
      <Typography id="totp-setup-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('totp.setupTitle')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 1 } }}>
        <li>{t('totp.stepInstall')}</li>
        <li>{t('totp.stepScan')}</li>
        <li>{t('totp.stepCode')}</li>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          component="img"
          src={svgDataUrl(setup.qrSvg)}
          alt={t('totp.qrAlt')}
          width={192}
          height={192}
          sx={{ bgcolor: '#fff', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
        <Stack spacing={0.5}>
          <Typography variant="body2" color="textSecondary">
            {t('totp.manualKey')}
          </Typography>
          <Typography
            component="code"
            aria-label={t('totp.manualKeyLabel')}
            sx={{ fontFamily: 'monospace', fontSize: '1.1rem', letterSpacing: 1, overflowWrap: 'anywhere' }}
          >
            {groupSecret(setup.secret)}
          </Typography>
        </Stack>
      </Stack>
      <TextInput
        id="totp-code"
        label={t('totp.code')}
        autoComplete="one-time-code"
        inputProps={{ inputMode: 'numeric', maxLength: 7 }}
        required
        sx={{ maxWidth: 240 }}
        errorMessage={fieldText(form.formState.errors.code)}
        {...form.register('code')}
      />
      <ErrorAlert message={formError} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={enable.isPending}>
          {t('totp.confirm')}
        </Button>
        <Button onClick={onCancel} disabled={enable.isPending}>
          {t('totp.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}

function DisableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const fieldText = useFieldErrorText();
  const disable = useDisableTotp();
  const form = useForm<{ password: string }>({
    resolver: codeResolver(totpDisableRequestSchema),
    defaultValues: { password: '' },
  });
  const close = () => {
    form.reset();
    disable.reset();
    onClose();
  };
  const otherError = serverAlertText(disable.error, ['password'], {
    network: t('errors.network'),
    generic: t('errors.generic'),
  });
  return (
    <ConfirmDialog
      open={open}
      destructive
      title={t('totp.disableTitle')}
      message={t('totp.disableMessage')}
      confirmLabel={t('totp.disable')}
      pending={disable.isPending}
      error={otherError}
      onClose={close}
      onConfirm={() =>
        void form.handleSubmit(({ password }) =>
          disable.mutate(password, {
            onSuccess: () => {
              notify(t('totp.disabled'), { severity: 'success' });
              close();
            },
            onError: (error) => void applyServerErrors(error, form.setError, ['password']),
          }),
        )()
      }
    >
      <TextInput
        id="totp-disable-password"
        type="password"
        label={t('totp.password')}
        autoComplete="current-password"
        required
        fullWidth
        autoFocus
        errorMessage={fieldText(form.formState.errors.password)}
        {...form.register('password')}
      />
    </ConfirmDialog>
  );
}

/**
 * Sign-in codes from an authenticator app instead of e-mail: set up (a new secret and its QR code), confirm
 * with a code from the app, or disable with the password.
 */
export function AuthenticatorSection() {
  const { t } = useTranslation('account');
  const enabled = useSession()?.totpEnabled ?? false;
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const [disableOpen, setDisableOpen] = useState(false);
  const start = useMutation({ mutationFn: startTotpSetup, onSuccess: setSetup });

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography>{t('totp.status')}</Typography>
        <Chip
          size="small"
          color={enabled ? 'success' : 'default'}
          variant={enabled ? 'filled' : 'outlined'}
          label={enabled ? t('totp.on') : t('totp.off')}
        />
      </Stack>
      <Typography variant="body2" color="textSecondary">
        {enabled ? t('totp.onHelp') : t('totp.offHelp')}
      </Typography>
      {enabled ? (
        <Box>
          <Button variant="outlined" color="error" onClick={() => setDisableOpen(true)}>
            {t('totp.disable')}
          </Button>
        </Box>
      ) : setup ? (
        <SetupPanel setup={setup} onDone={() => setSetup(null)} onCancel={() => setSetup(null)} />
      ) : (
        <Box>
          <Button variant="contained" loading={start.isPending} onClick={() => start.mutate()}>
            {t('totp.setup')}
          </Button>
        </Box>
      )}
      {start.isError ? (
        <Alert severity="error" role="alert">
          {apiErrorText(start.error, {
            byCode: { totp_already_enabled: t('totp.alreadyEnabled') },
            network: t('errors.network'),
            generic: t('errors.generic'),
          })}
        </Alert>
      ) : null}
      <DisableDialog open={disableOpen} onClose={() => setDisableOpen(false)} />
    </Stack>
  );
}
