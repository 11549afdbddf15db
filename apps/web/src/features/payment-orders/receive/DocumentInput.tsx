import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../components/money';
import { formatFileSize } from './numbers';

export interface DocumentInputProps {
  id: string;
  file: File | null;
  onChange: (file: File | null) => void;
  required: boolean;
  errorMessage: string | undefined;
}

/**
 * Spec 9's document: a labelled file input (PDF, JPEG or PNG) behind a button, the chosen file's name and
 * size beside it, and a way to take it back.
 */
export function DocumentInput({ id, file, onChange, required, errorMessage }: DocumentInputProps) {
  const { t } = useTranslation('paymentOrders');
  const { language } = useMoney();
  const helpId = `${id}-helper-text`;
  return (
    <FormControl error={Boolean(errorMessage)} required={required} fullWidth>
      <FormLabel htmlFor={id} sx={{ mb: 1 }}>
        {t('receive.form.document')}
      </FormLabel>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, minWidth: 0 }}>
        <Button variant="outlined" component="label" startIcon={<AttachFile />}>
          {t('receive.form.documentChoose')}
          <input
            id={id}
            type="file"
            accept=".pdf,.jpg,.jpeg,.png"
            hidden
            required={required}
            aria-describedby={helpId}
            aria-invalid={Boolean(errorMessage)}
            onChange={(event) => {
              onChange(event.target.files?.[0] ?? null);
              // The same file chosen again after a removal still fires a change.
              event.target.value = '';
            }}
          />
        </Button>
        <Typography
          sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
          color={file ? 'textPrimary' : 'textSecondary'}
        >
          {file
            ? t('receive.form.documentChosen', { name: file.name, size: formatFileSize(file.size, language) })
            : t('receive.form.documentNone')}
        </Typography>
        {file ? (
          <IconButton
            aria-label={t('receive.form.documentRemove', { name: file.name })}
            onClick={() => onChange(null)}
            size="small"
          >
            <Close fontSize="small" />
          </IconButton>
        ) : null}
      </Stack>
      <FormHelperText id={helpId}>{errorMessage ?? t('receive.form.documentHelp')}</FormHelperText>
    </FormControl>
  );
}
