import FormatSize from '@mui/icons-material/FormatSize';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Slider from '@mui/material/Slider';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FONT_SIZE_MAX, FONT_SIZE_MIN, FONT_SIZE_STEP } from '../settings/model';
import { useShellSettings } from '../settings/SettingsProvider';

/** Spec 1: font size 70 % to 130 % in 10 % steps, applied to the whole page and kept with the settings. */
export function FontSizeControl() {
  const { t } = useTranslation('shell');
  const { settings, change } = useShellSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const size = settings.fontSize;
  const percent = (value: number) => t('fontSize.value', { value });
  return (
    <>
      <Tooltip title={t('fontSize.label')}>
        <IconButton
          aria-label={`${t('fontSize.label')}: ${percent(size)}`}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <FormatSize />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': `${id}-title` } }}
      >
        <Box sx={{ p: 2.5, width: 300 }}>
          <Typography id={`${id}-title`} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
            {t('fontSize.label')}
          </Typography>
          <Box sx={{ px: 1 }}>
            <Slider
              value={size}
              min={FONT_SIZE_MIN}
              max={FONT_SIZE_MAX}
              step={FONT_SIZE_STEP}
              marks
              valueLabelDisplay="auto"
              valueLabelFormat={percent}
              getAriaValueText={percent}
              aria-label={t('fontSize.label')}
              onChange={(_event, value) => {
                if (typeof value === 'number') change({ fontSize: value });
              }}
            />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
            <Typography variant="body2" color="textSecondary" aria-live="polite">
              {percent(size)}
            </Typography>
            <Button size="small" onClick={() => change({ fontSize: 100 })} disabled={size === 100}>
              {t('fontSize.reset')}
            </Button>
          </Box>
        </Box>
      </Popover>
    </>
  );
}
