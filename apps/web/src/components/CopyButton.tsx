import ContentCopy from '@mui/icons-material/ContentCopy';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { notify } from './notifications';

/** Writes `text` to the clipboard and says 'Copied to clipboard' (spec 8); a refusal is reported too. */
export async function copyToClipboard(
  text: string,
  messages: { copied: string; failed: string },
): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify(messages.copied, { severity: 'success' });
  } catch {
    notify(messages.failed, { severity: 'error' });
  }
}

/** An icon button that copies `text`; `label` names what is copied ("Copy the e-mail"). */
export function CopyButton({ text, label, ...props }: { text: string; label: string } & IconButtonProps) {
  const { t } = useTranslation();
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        size="small"
        {...props}
        onClick={() =>
          void copyToClipboard(text, { copied: t('clipboard.copied'), failed: t('clipboard.failed') })
        }
      >
        <ContentCopy fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}
