import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ContentCopy from '@mui/icons-material/ContentCopy';
import LockReset from '@mui/icons-material/LockReset';
import Logout from '@mui/icons-material/Logout';
import Password from '@mui/icons-material/Password';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { endSession, useLogout, type SessionUser } from '../../session/session';
import { copyToClipboard } from '../../components/CopyButton';
import { fetchNoContent } from '../../http/fetchJson';
import { useShellSettings } from '../settings/SettingsProvider';

/** A menu entry's icon and text. */
function EntryText({ Icon, text }: { Icon: typeof Logout; text: string }) {
  return (
    <>
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{text}</ListItemText>
    </>
  );
}

/** Initials of the display name ("MARIA SOUZA" → "MS"), for the avatar without a photo. */
export function initials(displayName: string): string {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  return words.length === 0
    ? '?'
    : words
        .map((w) => w[0])
        .join('')
        .slice(0, 2)
        .toUpperCase();
}

/**
 * The user's name (spec 3: first and last word of the upper-cased name) and menu: Change Password, Recovery
 * Password and Logout for every user (spec 6). Recovery is a guest screen, so it signs out first.
 */
export function UserMenu({ user, compact }: { user: SessionUser; compact: boolean }) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation();
  const { flush } = useShellSettings();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setAnchor(null);

  const signOut = async () => {
    close();
    await flush();
    logout.mutate();
  };
  const recover = async () => {
    close();
    await flush();
    await fetchNoContent('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
    endSession(queryClient);
    void navigate('/recovery-password');
  };

  return (
    <>
      <Button
        color="inherit"
        aria-label={t('userMenu.open', { name: user.displayName })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', gap: 1, px: 1, minWidth: 0 }}
      >
        <Avatar
          src={user.photoURL ?? undefined}
          alt=""
          aria-hidden
          sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          {/* Drawn by CSS, so the button's visible text is the name alone, as its accessible name says. */}
          <Box
            component="span"
            data-initials={initials(user.displayName)}
            sx={{ '&::before': { content: 'attr(data-initials)' } }}
          />
        </Avatar>
        {!compact && (
          <Typography component="span" variant="body2" noWrap sx={{ fontWeight: 600, maxWidth: 180 }}>
            {user.displayName}
          </Typography>
        )}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260 } } }}
      >
        <Box sx={{ px: 2, pt: 2, pb: 1 }}>
          <Typography variant="subtitle2" noWrap>
            {user.displayName}
          </Typography>
          <Typography variant="body2" color="textSecondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuList id={id} autoFocusItem={anchor !== null} aria-label={t('userMenu.label')}>
          <MenuItem component={Link} to="/account" onClick={close}>
            <EntryText Icon={AccountCircleOutlined} text={t('userMenu.account')} />
          </MenuItem>
          <MenuItem component={Link} to="/change-password" onClick={close}>
            <EntryText Icon={LockReset} text={t('userMenu.changePassword')} />
          </MenuItem>
          <MenuItem onClick={() => void recover()}>
            <EntryText Icon={Password} text={t('userMenu.recoveryPassword')} />
          </MenuItem>
          <MenuItem
            onClick={() => {
              close();
              void copyToClipboard(user.email, {
                copied: tc('clipboard.copied'),
                failed: tc('clipboard.failed'),
              });
            }}
          >
            <EntryText Icon={ContentCopy} text={t('userMenu.copyEmail')} />
          </MenuItem>
          <Divider />
          <MenuItem onClick={() => void signOut()}>
            <EntryText Icon={Logout} text={tc('logout.action')} />
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
