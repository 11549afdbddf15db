import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Wider for the registration form. */
  wide?: boolean;
}

/** The full-page card of the sign-in, password and registration screens (no navbar, toolbar or footer). */
export function AuthCard({ title, subtitle, children, wide = false }: AuthCardProps) {
  return (
    <Paper
      component="section"
      aria-labelledby="auth-card-title"
      elevation={3}
      sx={{ width: '100%', maxWidth: wide ? 720 : 440, mx: 'auto', p: { xs: 3, sm: 4 } }}
    >
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Typography id="auth-card-title" variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography variant="body2" color="textSecondary" component="div">
            {subtitle}
          </Typography>
        ) : null}
      </Stack>
      <Box>{children}</Box>
    </Paper>
  );
}
