import { CONTRACT_NUMBER_MAX, contractDetailPath, CONTRACT_LIST_PATH } from '@fxbo/domain';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { apiErrorText } from '../../components/apiErrorText';
import { ApiError } from '../../http/fetchJson';
import { useContractLookup } from './api';

/**
 * /contract-detail (spec 2): the contract number typed in opens its detail; a number not found among the
 * user's clients says so, naming the number, and points to the list's filters.
 */
export function ContractLookupPage() {
  const { t } = useTranslation('contracts');
  const navigate = useNavigate();
  const lookup = useContractLookup();
  const [number, setNumber] = useState('');
  const [required, setRequired] = useState(false);
  const [searched, setSearched] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = number.trim();
    setRequired(wanted === '');
    if (wanted === '') return;
    setSearched(wanted);
    lookup.mutate(wanted, { onSuccess: ({ id }) => void navigate(contractDetailPath(id)) });
  };

  const notFound = lookup.error instanceof ApiError && lookup.error.status === 404;
  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
          {t('lookup.title')}
        </Typography>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={t('lookup.title')}>
            <Typography color="textSecondary">{t('lookup.intro')}</Typography>
            <TextField
              label={t('lookup.number')}
              value={number}
              onChange={(e) => {
                setNumber(e.target.value);
                setRequired(false);
              }}
              error={required}
              helperText={required ? t('lookup.required') : undefined}
              slotProps={{ htmlInput: { maxLength: CONTRACT_NUMBER_MAX, autoComplete: 'off' } }}
              autoFocus
              required
            />
            <Button
              type="submit"
              variant="contained"
              startIcon={<Search />}
              loading={lookup.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('lookup.submit')}
            </Button>
          </Stack>
        </Paper>
        {lookup.isError ? (
          <Alert severity={notFound ? 'warning' : 'error'} role="alert">
            {notFound
              ? t('lookup.notFound', { number: searched })
              : apiErrorText(lookup.error, {
                  network: t('errors.network'),
                  generic: t('errors.lookupFailed'),
                })}
          </Alert>
        ) : null}
        <Link component={RouterLink} to={CONTRACT_LIST_PATH} sx={{ alignSelf: 'flex-start' }}>
          {t('lookup.toList')}
        </Link>
      </Stack>
    </Container>
  );
}
