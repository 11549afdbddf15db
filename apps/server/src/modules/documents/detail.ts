import type { DocumentDetail } from '@fxbo/domain';
import { clientScope, inClientScope } from '../../platform/client-scope.js';
import type { RecordContext } from '../../platform/record-route.js';
import { documentFileTypeRefused, documentHasNoFile, documentNotFound } from './messages.js';
import { documentSource } from './service.js';

/*
 * One document (/document-detail/{documentId}): every field, the contract covering it, its pendencies and the
 * metadata of its stored file; and the file itself, served only when it is of an allowed type and its bytes
 * say so. Read within the user's client scope: another client's document is "not found", whatever its id.
 */

export async function getDocument(ctx: RecordContext, id: string): Promise<DocumentDetail> {
  const { db } = ctx;
  const row = await documentSource
    .select(documentSource.table(db).where(inClientScope('d.client_id', clientScope(ctx.user))))
    .leftJoin('contracts as k', 'k.id', 'd.contract_id')
    .leftJoin('users as u', 'u.id', 'd.created_by')
    .select([
      'd.notes',
      'd.contract_id',
      'k.contract_number',
      'd.file_name',
      'd.mime_type',
      'd.size_bytes',
      'u.name as created_by_name',
      'd.created_at',
      'd.updated_at',
    ])
    .where('d.id', '=', id)
    .executeTakeFirst();
  if (!row) throw documentNotFound(ctx.locale);
  const pendencies = await db
    .selectFrom('document_pendencies')
    .select(['id', 'summary', 'description', 'created_at', 'resolved_at'])
    .where('document_id', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return {
    ...documentSource.map(row),
    notes: row.notes,
    contract:
      row.contract_id && row.contract_number
        ? { id: row.contract_id, contractNumber: row.contract_number }
        : null,
    pendencies: pendencies.map((p) => ({
      id: p.id,
      summary: p.summary,
      description: p.description,
      createdAt: p.created_at.toISOString(),
      resolvedAt: p.resolved_at?.toISOString() ?? null,
    })),
    file:
      row.file_name !== null && row.mime_type !== null && row.size_bytes !== null
        ? { name: row.file_name, mimeType: row.mime_type, sizeBytes: row.size_bytes }
        : null,
    createdBy: row.created_by_name,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The file types a document's file may be served as, each known by its first bytes. */
const ALLOWED_FILES: Readonly<Record<string, readonly number[]>> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

/** Whether `content` is of the allowed type `mimeType` (declared type and first bytes agree). */
export function isAllowedFile(mimeType: string, content: Buffer): boolean {
  const magic = ALLOWED_FILES[mimeType.trim().toLowerCase()];
  return magic !== undefined && content.length >= magic.length && magic.every((b, i) => content[i] === b);
}

/** The file stored with a document: "not found" without one, refused when not of an allowed type. */
export async function getDocumentFile(ctx: RecordContext, id: string) {
  const file = await ctx.db
    .selectFrom('documents as d')
    .select(['d.file_name', 'd.mime_type', 'd.content'])
    .where('d.id', '=', id)
    .where(inClientScope('d.client_id', clientScope(ctx.user)))
    .executeTakeFirst();
  if (!file) throw documentNotFound(ctx.locale);
  const { file_name: fileName, mime_type: mimeType, content } = file;
  if (fileName === null || mimeType === null || content === null) throw documentHasNoFile(ctx.locale);
  if (!isAllowedFile(mimeType, content)) throw documentFileTypeRefused(ctx.locale);
  return { fileName, mimeType: mimeType.trim().toLowerCase(), content };
}
