import { exportLiquidationResultSchema, type ExportLiquidationRequest } from '@fxbo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '../../components/useActionMutation';
import { fetchJson, jsonBody, withIdempotencyKey } from '../../http/fetchJson';

// POST /api/export-liquidation/:contractId (server: modules/export-liquidation/routes.ts).

/** The list's key is the one ResourceListPage uses (`['export-liquidation', 'list', url]`). */
const LIST_KEY = ['export-liquidation'] as const;

export const liquidationPath = (contractId: string) =>
  `/api/export-liquidation/${encodeURIComponent(contractId)}`;

/**
 * Liquidates part or all of a contract's open amount, once per opening of the dialog (its Idempotency-Key);
 * the list is read again (its amounts changed).
 */
export function useLiquidate(contractId: string) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: ExportLiquidationRequest, key: string) =>
      fetchJson(
        liquidationPath(contractId),
        exportLiquidationResultSchema,
        withIdempotencyKey(jsonBody('POST', body), key),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });
}
