import type { InsertType, SelectType } from 'kysely';
import type { Database } from '../schema.js';

export type Spec<C> = `${null extends SelectType<C> ? 'null' : 'not null'} ${[InsertType<C>] extends [never]
  ? 'generated'
  : undefined extends InsertType<C>
    ? 'optional'
    : null extends InsertType<C>
      ? 'optional'
      : 'required'}`;
export type Expected = { [T in keyof Database]: { [K in keyof Database[T]]-?: Spec<Database[T][K]> } };

/** An optional attached file: its columns are all null or all set (a check of each table that has one). */
export const optionalFile = {
  file_name: 'null optional',
  mime_type: 'null optional',
  size_bytes: 'null optional',
  sha256: 'null optional',
  content: 'null optional',
} as const;
