import { z } from 'zod';
import { contractDocumentRowSchema } from './contract-detail';
import { numericIdSchema, namedRefSchema } from '../schemas';

/*
 * /contract-document/{documentId} (spec 2): the id names one document, and the page shows it among ALL its
 * contract's documents, grouped by kind (each kind its own section, empty or not), with the contract's header
 * and a link back to its detail. The chosen document is marked by `documentId`; a stored file is downloaded
 * from GET /api/contract-documents/:documentId/file.
 */

/** A document with its notes and, when one is stored, its file's name, type and size. */
export const contractDocumentEntrySchema = contractDocumentRowSchema.extend({
  notes: z.string().nullable(),
  file: z
    .object({ name: z.string(), mimeType: z.string(), sizeBytes: z.number().int().nonnegative() })
    .nullable(),
});
export type ContractDocumentEntry = z.infer<typeof contractDocumentEntrySchema>;

/** GET /api/contract-documents/:documentId — the document's contract and every document of it. */
export const contractDocumentsPageSchema = z.object({
  /** The document the address names (highlighted on the page). */
  documentId: z.string(),
  contract: z.object({
    id: z.string(),
    contractNumber: z.string(),
    client: namedRefSchema,
    /** The contract's currency: a document's value recorded without one is in it. */
    currency: z.string(),
  }),
  /** Every document of the contract, in kind order (CONTRACT_DOCUMENT_KINDS), then by date and id. */
  documents: z.array(contractDocumentEntrySchema),
});
export type ContractDocumentsPage = z.infer<typeof contractDocumentsPageSchema>;

export const contractDocumentIdParamsSchema = z.object({ documentId: numericIdSchema });
