import { treasuryBillsSchema, treasuryReportSchema, type TreasuryReportId } from '@fxbo/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../http/fetchJson';
import { reportApiQuery, type ReportAddress } from './reportAddress';

/** The API path of a report (GET /api/treasury/<id>, with /export.xlsx, /pdf and /bills below it). */
export const reportApiPath = (id: TreasuryReportId) => `/api/treasury/${id}`;

/** A report's answer for a client and period; asked only once the client is chosen and the period allowed. */
export function useTreasuryReport(
  id: TreasuryReportId,
  address: ReportAddress,
  contractId: string | undefined,
  periodAllowed: boolean,
) {
  const query = reportApiQuery(address, contractId ? { contractId } : {});
  return useQuery({
    queryKey: ['treasury', id, query],
    queryFn: ({ signal }) => fetchJson(`${reportApiPath(id)}${query}`, treasuryReportSchema, { signal }),
    enabled: Boolean(address.clientId) && periodAllowed,
  });
}

/** The bills of one day of a report whose day rows open. */
export function useDayBills(
  id: TreasuryReportId,
  address: ReportAddress,
  day: string | null,
  currency: string | null,
  contractId?: string,
) {
  const query = reportApiQuery(
    { ...address, ...(currency ? { currency } : {}) },
    { ...(day ? { day } : {}), ...(contractId ? { contractId } : {}) },
  );
  return useQuery({
    queryKey: ['treasury', id, 'bills', query],
    // The day query takes no period: `from` and `to` are left out.
    queryFn: ({ signal }) =>
      fetchJson(`${reportApiPath(id)}/bills${withoutPeriod(query)}`, treasuryBillsSchema, { signal }),
    enabled: Boolean(address.clientId && day),
  });
}

function withoutPeriod(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('from');
  params.delete('to');
  const text = params.toString();
  return text ? `?${text}` : '';
}
