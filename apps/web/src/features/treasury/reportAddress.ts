import { NUMERIC_ID_PATTERN, toSaoPauloDate, treasuryQuerySchema } from '@fxbo/domain';
import { issueCode } from '../../components/forms/codeResolver';

/*
 * A treasury report's address: the client (its id, and its name for the picker), the period and the currency.
 * The address is the state, so a report can be bookmarked, shared and opened in another tab, and the tabs
 * between reports keep the client and the period. A malformed value is dropped, never an error page.
 */

export interface ReportAddress {
  clientId?: string;
  client?: string;
  from: string;
  to: string;
  currency?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CURRENCY = /^[A-Z]{3}$/;

/** The default period: the São Paulo month of `now` and the eleven after it (one year, the longest allowed). */
export function defaultPeriod(now: Date = new Date()): { from: string; to: string } {
  const [y, m] = toSaoPauloDate(now).split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y + 1, m - 1, 0));
  return { from: `${y}-${String(m).padStart(2, '0')}-01`, to: last.toISOString().slice(0, 10) };
}

export function parseReportAddress(params: URLSearchParams, now?: Date): ReportAddress {
  const period = defaultPeriod(now);
  const get = (name: string, pattern: RegExp) => {
    const value = params.get(name)?.trim();
    return value && pattern.test(value) ? value : undefined;
  };
  const clientId = get('clientId', NUMERIC_ID_PATTERN);
  const client = clientId ? params.get('client')?.trim().slice(0, 200) || undefined : undefined;
  const currency = get('currency', CURRENCY);
  return {
    ...(clientId ? { clientId } : {}),
    ...(client ? { client } : {}),
    from: get('from', DAY) ?? period.from,
    to: get('to', DAY) ?? period.to,
    ...(currency ? { currency } : {}),
  };
}

/** `?clientId=…&client=…&from=…&to=…&currency=…`, without the empty ones. */
export function reportSearch(address: ReportAddress): string {
  const entries = Object.entries(address).filter(([, v]) => v !== undefined && v !== '') as [
    string,
    string,
  ][];
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
}

/** The report's API query: what the server reads (the client's name is the picker's only). */
export function reportApiQuery(address: ReportAddress, extra: Record<string, string> = {}): string {
  const { client: _name, ...query } = address;
  return reportSearch({ ...query, ...extra } as ReportAddress);
}

/**
 * What spec 5's rules refuse in the address's period (at most one year, the end not before the start), as the
 * domain's field message codes. An address may be typed or bookmarked: the page shows these in its form, as a
 * submit would, instead of asking for a report the server refuses.
 */
export function periodIssues(address: ReportAddress): string[] {
  const parsed = treasuryQuerySchema.safeParse({ from: address.from, to: address.to });
  if (parsed.success) return [];
  return parsed.error.issues.filter((i) => i.path[0] === 'from' || i.path[0] === 'to').map(issueCode);
}
