import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** A PDF the server draws (a remittance, a balance report), opened in a new tab from an outlined button. */
export function PdfButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener"
      variant="outlined"
      startIcon={<PictureAsPdf />}
    >
      {children}
    </Button>
  );
}
