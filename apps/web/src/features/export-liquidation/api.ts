import { exportLiquidationResultSchema, type ExportLiquidationRequest } from '@fxbo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson, jsonBody } from '../../http/fetchJson';

// POST /api/export-liquidation/:contractId (server: modules/export-liquidation/routes.ts).

/** The list's key is the one ResourceListPage uses (`['export-liquidation', 'list', url]`). */
const LIST_KEY = ['export-liquidation'] as const;

export const liquidationPath = (contractId: string) =>
  `/api/export-liquidation/${encodeURIComponent(contractId)}`;

/** Liquidates part or all of a contract's open amount; the list is read again (its amounts changed). */
export function useLiquidate(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExportLiquidationRequest) =>
      fetchJson(liquidationPath(contractId), exportLiquidationResultSchema, jsonBody('POST', body)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });
}
