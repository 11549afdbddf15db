import type { DetailFields, Language, Labels } from '@fxbo/domain';
import type { CustomTypeOptions, ParseKeys, TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';

/*
 * A record's page, declared: its catalogue, the way back, the heading (title, status chip, more chips), the
 * actions slot, and its blocks: sections of fields (the domain's field vocabulary, written by kind), special
 * sections (components the page names: a table of linked records, a file to download), and blocks side by
 * side. One component renders it (DetailPage.tsx).
 */

export type Namespace = keyof CustomTypeOptions['resources'];

/** What a declaration's functions may use: the page's catalogue and language, a day as the language writes it. */
export interface ViewContext<N extends Namespace> {
  t: TFunction<N>;
  language: Language;
  date: (isoDate: string | null | undefined) => string;
}

/** A section of fields: the grid of label-above-value cells, or a list of label-beside-value rows. */
export interface FieldsBlock<T, N extends Namespace> {
  /** The section's id (its heading's, for its accessible name). */
  id: string;
  title: ParseKeys<N>;
  // `any`: a section may read a part of the record (a leg), whose fields are declared for that part.
  fields: DetailFields<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The fields shown, in order; every one by default. */
  show?: readonly string[];
  /** The part of the record the fields read; when it is null the section says `empty`. */
  of?: (record: T) => object | null;
  empty?: ParseKeys<N>;
  /** Label beside value (its labels at least this many pixels wide) instead of the grid. */
  list?: number;
  /** Fields whose value is a component rather than text (a status's chips), given the part read. */
  render?: Readonly<Record<string, ComponentType<{ record: any }>>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Under the fields, inside the section (a link to the record's audit). */
  after?: ComponentType<{ record: T }>;
  /** Shown only when this holds (a decision's section once there is one). */
  when?: (record: T) => boolean;
}

/** A section of its own (a table, a file), given the record. */
export interface ComponentBlock<T> {
  component: ComponentType<{ record: T }>;
}

/** Blocks side by side from a breakpoint, stacked below it. */
export interface SideBlock<T, N extends Namespace> {
  side: readonly DetailBlock<T, N>[];
  from: 'md' | 'lg';
}

export type DetailBlock<T, N extends Namespace> = FieldsBlock<T, N> | ComponentBlock<T> | SideBlock<T, N>;

/** The catalogue keys a page says where they are not the usual ones (`detail.back`, `errors.detailLoadFailed`…). */
export interface ViewKeys<N extends Namespace> {
  back?: ParseKeys<N>;
  /** The heading when the record did not load (`detail.heading`). */
  errorTitle?: ParseKeys<N>;
  notFound?: ParseKeys<N>;
  /** A failure other than no connection (`errors.detailLoadFailed`). */
  failed?: ParseKeys<N>;
  /** The retry button's (`errors.retry`); `null`: the page offers none. */
  retry?: ParseKeys<N> | null;
}

export interface DetailView<T, N extends Namespace> {
  /** The page's catalogue: `detail.back`, `detail.heading` and `errors.*` (RecordPage's texts). */
  ns: N;
  keys?: ViewKeys<N>;
  /** The list the way back returns to. */
  back: string;
  maxWidth?: 'lg' | 'xl';
  /** The space between the page's parts, in the theme's units (2). */
  spacing?: number;
  title: (record: T, context: ViewContext<N>) => ReactNode;
  /**
   * A person's heading instead of a record's: what the page is (this key) in small capitals above the name,
   * `under` below it (the status's chips, a notice), no chip beside the title.
   */
  overline?: ParseKeys<N>;
  under?: ComponentType<{ record: T }>;
  /** The record's state as a chip beside the title: filled, outlined once canceled. */
  status?: {
    of: (record: T) => string;
    labels: Labels<string>;
    colors: Readonly<Record<string, 'default' | 'info' | 'success' | 'warning' | 'error' | 'primary'>>;
  };
  /** More beside the title, before the status (a module's chip) or after it (a PDF button). */
  before?: ComponentType<{ record: T }>;
  after?: ComponentType<{ record: T }>;
  /** Under the heading: the actions the record offers, a notice. */
  actions?: ComponentType<{ record: T }>;
  blocks: readonly DetailBlock<T, N>[];
}

/** A declaration checked against its record and catalogue: `detailView<RdeDetail>()({ ns: 'rdes', … })`. */
export const detailView =
  <T>() =>
  <N extends Namespace>(view: DetailView<T, N>): DetailView<T, N> =>
    view;
