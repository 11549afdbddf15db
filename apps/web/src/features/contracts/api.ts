import { contractDetailSchema, contractLookupSchema } from '@fxbo/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { recordKeys, recordPath } from '../../components/recordQueries';
import { fetchJson } from '../../http/fetchJson';

// GET /api/contracts/:id and /api/contracts/by-number/:number (server: modules/contracts/routes.ts).

export const contractsKeys = recordKeys('contracts');
export const contractPath = recordPath('contracts');

export function useContract(id: string) {
  return useQuery({
    queryKey: contractsKeys.detail(id),
    queryFn: ({ signal }) => fetchJson(contractPath(id), contractDetailSchema, { signal }),
    enabled: id !== '',
  });
}

/** The /contract-detail lookup: the id of the contract with this number (404 when none in the user's scope). */
export function useContractLookup() {
  return useMutation({
    mutationFn: (number: string) =>
      fetchJson(`/api/contracts/by-number/${encodeURIComponent(number)}`, contractLookupSchema),
  });
}
