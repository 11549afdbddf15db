import type { AccessRequestDetail } from '@fxbo/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../components/DetailSection';
import { useFormatters } from '../../components/format';

/** Each requested CPF/CNPJ and the registered client the server found for it, if any. */
export function ClientMatches({ record: request }: { record: AccessRequestDetail }) {
  const { t } = useTranslation('users');
  const format = useFormatters();
  return (
    <DetailSection id="request-clients" title={t('requests.requestedClients')}>
      <Table size="small" aria-labelledby="request-clients">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{t('requests.taxId')}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{t('requests.match')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {request.clientMatches.map(({ taxId, client }) => (
            <TableRow key={taxId}>
              <TableCell component="th" scope="row">
                {format.taxId(taxId)}
              </TableCell>
              <TableCell>
                {client ? (
                  client.name
                ) : (
                  <Typography component="span" variant="body2" color="textSecondary">
                    {t('requests.noMatch')}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </DetailSection>
  );
}
