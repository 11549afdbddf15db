import {
  exchangeToContractList,
  exportPendingList,
  exportReportList,
  importContractsList,
  importReportList,
} from '@fxbo/domain';
import { listBench } from './declare.js';

/*
 * The bench's sample: the third newest contract of staff's list, whose client (at the 1m seed) is the one with
 * the most import and export contracts (4,815 and 5,711). The newest date cannot be read from these lists (they
 * need their client), so the report's period is the 1m seed's last year, written out.
 */
const CONTRACT_SAMPLE = { as: 'staff', at: 3, from: 'contracts' } as const;
const SEED_YEAR = { contractDateFrom: '2025-11-26', contractDateTo: '2026-11-25' } as const;

/** The sample: staff's export invoice due soonest (its client, for the client combinations). */
const INVOICE_SAMPLE = { as: 'staff', at: 1, latest: 'dueDate' } as const;

export const importContractsBench = listBench(importContractsList, {
  sample: CONTRACT_SAMPLE,
  combos: [
    { name: 'client, newest first', as: 'staff', query: { clientId: '{row.client.id}' } },
    { name: 'client, page 20', as: 'staff', query: { clientId: '{row.client.id}', page: '20' } },
    {
      name: 'client, open, documentation pending',
      as: 'staff',
      query: { clientId: '{row.client.id}', status: 'open', documentationStatus: 'pending' },
    },
    { name: 'client, currency EUR', as: 'staff', query: { clientId: '{row.client.id}', currency: 'EUR' } },
    { name: 'client, year', as: 'staff', query: { clientId: '{row.client.id}', ...SEED_YEAR } },
    {
      name: 'client, largest ME value first',
      as: 'staff',
      query: { clientId: '{row.client.id}', sort: 'meValue:desc' },
    },
  ],
});

export const exportPendingBench = listBench(exportPendingList, {
  sample: INVOICE_SAMPLE,
  combos: [
    { name: 'all, soonest due first', as: 'staff', query: {} },
    { name: 'all, page 40', as: 'staff', query: { page: '40' } },
    { name: 'client', as: 'staff', query: { clientId: '{row.client.id}' } },
    {
      name: 'due month',
      as: 'staff',
      query: { dueDateFrom: '{latest-30}', dueDateTo: '{latest}' },
    },
    { name: 'currency EUR', as: 'staff', query: { currency: 'EUR' } },
    { name: 'value 50,000 to 60,000', as: 'staff', query: { valueFrom: '50000', valueTo: '60000' } },
    { name: 'largest value first', as: 'staff', query: { sort: 'value:desc' } },
    { name: 'client user', as: 'client', query: {} },
  ],
});

export const exchangeToContractBench = listBench(exchangeToContractList, {
  sample: INVOICE_SAMPLE,
  combos: [
    { name: 'all, soonest due first', as: 'staff', query: {} },
    { name: 'client', as: 'staff', query: { clientId: '{row.client.id}' } },
    { name: 'currency USD', as: 'staff', query: { currency: 'USD' } },
    {
      name: 'due month',
      as: 'staff',
      query: { dueDateFrom: '{latest-30}', dueDateTo: '{latest}' },
    },
    { name: 'client user', as: 'client', query: {} },
  ],
});

/** The import and export reports' screens: a client and a period (both required). */
const reportBench = {
  sample: CONTRACT_SAMPLE,
  combos: [
    { name: 'client, year', as: 'staff', query: { clientId: '{row.client.id}', ...SEED_YEAR } },
    {
      name: 'client, year, open',
      as: 'staff',
      query: { clientId: '{row.client.id}', ...SEED_YEAR, status: 'open' },
    },
    {
      name: 'client, month, oldest first',
      as: 'staff',
      query: {
        clientId: '{row.client.id}',
        contractDateFrom: '2026-10-26',
        contractDateTo: '2026-11-25',
        sort: 'contractDate:asc',
      },
    },
  ],
} as const;

export const importReportBench = listBench(importReportList, reportBench);
export const exportReportBench = listBench(exportReportList, reportBench);
