import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useNavbar } from '../navigation/NavbarState';

/** Shows or hides the navbar (folds it, in style 2), or opens the drawer on small screens. */
export function NavbarToggle() {
  const { t } = useTranslation('shell');
  const { isMobile, state, mobileOpen, toggle } = useNavbar();
  const expanded = isMobile ? mobileOpen : state === 'open' || state === 'folded-open';
  return (
    <Tooltip title={t('toolbar.toggleNavbar')}>
      <IconButton onClick={toggle} aria-label={t('toolbar.toggleNavbar')} aria-expanded={expanded}>
        {expanded && !isMobile ? <MenuOpen /> : <MenuIcon />}
      </IconButton>
    </Tooltip>
  );
}
