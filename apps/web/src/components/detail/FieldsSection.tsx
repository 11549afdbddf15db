import type { DetailField, Language } from '@fxbo/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataList, DetailSection, Field, FieldGrid } from '../DetailSection';
import { fieldText } from '../fieldText';

type AnyField = DetailField<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A field's value in `record`: its own (by its name) unless the field computes it. */
function valueOf(field: AnyField, name: string, record: object, language: Language): unknown {
  return field.value ? field.value(record as never, language) : (record as Record<string, unknown>)[name];
}

const absent = (value: unknown) => value === null || value === undefined || value === '';

/** A field's value as shown: a link to another record, lines kept, or its text for its kind. */
export function fieldValue(field: AnyField, name: string, record: object, language: Language): ReactNode {
  const value = valueOf(field, name, record, language);
  if (absent(value) && field.empty) return field.empty[language];
  if (field.link && value && typeof value === 'object' && 'id' in value) {
    const linked = value as Record<string, unknown>;
    return (
      <Link component={RouterLink} to={field.link.to(String(linked.id))}>
        {String(linked[field.link.text] ?? linked.id)}
      </Link>
    );
  }
  const text = fieldText(field, value, record, language);
  return field.multiline ? (
    <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
      {text}
    </Box>
  ) : (
    text
  );
}

interface FieldsProps {
  id: string;
  title: string;
  fields: Readonly<Record<string, AnyField>>;
  show?: readonly string[];
  /** The record the fields read; null: the section says `empty`. */
  record: object | null;
  empty?: string;
  list?: number;
  /** Fields shown by a component given the record (a status's chips) instead of their text. */
  render?: Readonly<Record<string, ComponentType<{ record: any }>>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Under the fields, inside the section. */
  after?: ReactNode;
  language: Language;
}

/**
 * A section of a record's fields, each labelled in the screen's language and written for its kind: a grid of
 * short fields with the long texts (notes) under it across the section, or label-beside-value rows (`list`).
 * A field with no value shows a dash, its own words (`empty`), or nothing at all (`omitEmpty`).
 */
export function FieldsSection({
  id,
  title,
  fields,
  show,
  record,
  empty,
  list,
  render,
  after,
  language,
}: FieldsProps) {
  if (!record)
    return (
      <DetailSection id={id} title={title}>
        <Typography color="textSecondary">{empty}</Typography>
      </DetailSection>
    );
  const names = (show ?? Object.keys(fields)).filter((name) => {
    const field = fields[name]!;
    return !(field.omitEmpty && absent(valueOf(field, name, record, language)));
  });
  const shown = (name: string) => {
    const Render = render?.[name];
    return Render ? <Render record={record} /> : fieldValue(fields[name]!, name, record, language);
  };
  const label = (name: string) => fields[name]!.label[language];
  if (list !== undefined)
    return (
      <DetailSection id={id} title={title}>
        <DataList labelMinWidth={list} rows={names.map((name) => [label(name), shown(name)])} />
        {after}
      </DetailSection>
    );
  const long = names.filter((name) => fields[name]!.multiline);
  return (
    <DetailSection id={id} title={title}>
      <FieldGrid>
        {names
          .filter((name) => !fields[name]!.multiline)
          .map((name) => (
            <Field key={name} label={label(name)}>
              {shown(name)}
            </Field>
          ))}
      </FieldGrid>
      {long.map((name) => (
        <Box key={name} component="dl" sx={{ m: 0, mt: 2 }}>
          <Field label={label(name)}>{shown(name)}</Field>
        </Box>
      ))}
      {after}
    </DetailSection>
  );
}
