import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Palette from '@mui/icons-material/Palette';
import Settings from '@mui/icons-material/Settings';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../session/session';
import { useShellSettings } from '../settings/SettingsProvider';
import { SchemePanel } from './SchemePanel';
import { SettingsPanel } from './SettingsPanel';

type Panel = 'settings' | 'schemes';
/** The panels in their buttons' order; a panel's title is `<panel>.title` in the shell catalogue. */
const PANELS: readonly [Panel, typeof Settings][] = [
  ['settings', Settings],
  ['schemes', Palette],
];

/**
 * The two buttons on the edge of the screen that open the settings and colour scheme panels. They stay on
 * screen whatever the layout shows, so hiding the toolbar or the navbar can always be undone. On a phone they
 * are folded behind one slim tab (issue 24: there they covered the lists' last column), unfolded by a tap.
 */
export function PanelButtons({ user }: { user: SessionUser }) {
  const { t } = useTranslation('shell');
  const { settings } = useShellSettings();
  const [open, setOpen] = useState<Panel>();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [unfolded, setUnfolded] = useState(false);
  const folded = phone && !unfolded;
  // On the edge the navbar does not take: layout 1 may put it on the right.
  const { style, config } = settings.layout;
  const start = style === 'layout1' && config.navbar.display && config.navbar.position === 'right';
  return (
    <>
      <Paper
        elevation={6}
        sx={{
          position: 'fixed',
          [start ? 'insetInlineStart' : 'insetInlineEnd']: 0,
          top: phone ? 'auto' : '50%',
          bottom: phone ? 16 : 'auto',
          transform: phone ? 'none' : 'translateY(-50%)',
          zIndex: (theme) => theme.zIndex.speedDial,
          display: 'flex',
          flexDirection: 'column',
          ...(start
            ? { borderStartStartRadius: 0, borderEndStartRadius: 0 }
            : { borderStartEndRadius: 0, borderEndEndRadius: 0 }),
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {phone ? (
          <IconButton
            color="inherit"
            size="small"
            aria-label={t(folded ? 'panels.unfold' : 'panels.fold')}
            aria-expanded={!folded}
            onClick={() => setUnfolded(!unfolded)}
            sx={{ borderRadius: 'inherit', px: 0, minWidth: 20 }}
          >
            {folded === start ? <ChevronRight fontSize="small" /> : <ChevronLeft fontSize="small" />}
          </IconButton>
        ) : null}
        {folded
          ? null
          : PANELS.map(([panel, Icon]) => (
              <Tooltip key={panel} title={t(`${panel}.title`)} placement={start ? 'right' : 'left'}>
                <IconButton
                  color="inherit"
                  aria-label={t(`${panel}.title`)}
                  aria-haspopup="dialog"
                  onClick={() => setOpen(panel)}
                >
                  <Icon />
                </IconButton>
              </Tooltip>
            ))}
      </Paper>
      <SettingsPanel open={open === 'settings'} onClose={() => setOpen(undefined)} user={user} />
      <SchemePanel open={open === 'schemes'} onClose={() => setOpen(undefined)} />
    </>
  );
}
