import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

/**
 * The licence of the product and the notices its fonts and holiday data ask for, as the web build serves them
 * (apps/web/legalNotices.ts; docs/decisions.md §54). Plain text files, opened in a new tab.
 */
export function LegalLinks() {
  const { t } = useTranslation();
  return (
    <Link
      href="/THIRD_PARTY_NOTICES.txt"
      target="_blank"
      rel="noopener"
      variant="body2"
      color="text.secondary"
      underline="hover"
    >
      {t('legal.notices')}
    </Link>
  );
}
