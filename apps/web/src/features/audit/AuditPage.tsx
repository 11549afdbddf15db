import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  auditEntrySchema,
  auditList,
  isAuditAction,
  type AuditEntry,
  userDetailPath,
} from '@fxbo/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { holdsAny } from '../../session/access';
import { useSession } from '../../session/session';
import type { DataTableColumn } from '../../components/DataTable';
import { ResourceListPage } from '../../components/ResourceListPage';
import { chars } from '../../components/dataTableStyles';
import { DateRangeFields } from '../../components/DateRangeFields';
import { DataList } from '../../components/DetailSection';
import { periodSchema } from '../../components/dates/periodSchema';
import { FilterBar } from '../../components/FilterBar';
import { filterChips } from '../../components/filterChips';
import { DataTableBadge, DataTableText } from '../../components/DataTableCells';
import { useDateTimeWidth } from '../../components/useColumnWidths';
import { codeResolver } from '../../components/forms/codeResolver';
import { TextInput } from '../../components/forms/TextInput';
import { useFormatters } from '../../components/format';
import { pickLabel, useLanguage } from '../../components/money';
import { auditDetailRows, type AuditDetailRow } from './auditDetails';
import { cleanFilters, type FilterFormProps } from '../../components/listState';
import { ActorPicker, type Actor } from './ActorPicker';
import { ACTION_OPTIONS, actionKey, auditListSpec, KNOWN_ENTITIES, type AuditFilter } from './listSpec';
import { SelectInput } from '../../components/forms/SelectInput';

interface Values {
  actor: Actor | null;
  action: string;
  entity: string;
  entityId: string;
  from: string;
  to: string;
}
type Filters = Partial<Record<AuditFilter, string>>;

// Spec 5: "date-to must be greater than date-from" (the domain's rule; a single day is a valid range).
const resolver = codeResolver<Values>(periodSchema);

/** An action's label from the domain (the downloads write the same), a group's from the catalogue. */
function useActionLabel() {
  const { t, i18n } = useTranslation('audit');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    (action: string) => {
      if (isAuditAction(action)) return pickLabel(AUDIT_ACTION_LABELS, action, language);
      const key = `actions.${actionKey(action)}`;
      return i18n.exists(key, { ns: 'audit' }) ? t(key as 'actions.user_all') : action;
    },
    [i18n, language, t],
  );
}

function useEntityLabel() {
  const { i18n } = useTranslation('audit');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback((entity: string) => pickLabel(AUDIT_ENTITY_LABELS, entity, language), [language]);
}

function AuditFilters({ filters, onApply }: FilterFormProps<AuditFilter>) {
  const { t, i18n } = useTranslation('audit');
  const actionLabel = useActionLabel();
  const entityLabel = useEntityLabel();
  const canPickActor = holdsAny(useSession()?.roles ?? [], ['users.consult', 'users.administer']);
  const toValues = (f: Filters): Values => ({
    actor: f.actor ? { id: f.actor, name: f.actorName ?? f.actor } : null,
    action: f.action ?? '',
    entity: f.entity ?? '',
    entityId: f.entityId ?? '',
    from: f.from ?? '',
    to: f.to ?? '',
  });
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({ resolver, defaultValues: toValues(filters) });
  const errorText = (error: FieldError | undefined) => {
    if (!error) return undefined;
    const key = `validation.${String(error.type)}`;
    return i18n.exists(key, { ns: 'audit' }) ? t(key as 'validation.date_range_invalid') : error.message;
  };
  const format = useFormatters();
  const active = filterChips(
    auditListSpec,
    filters,
    {
      actor: { label: t('fields.actor'), value: (id) => filters.actorName ?? id, with: ['actorName'] },
      action: { label: t('fields.action'), value: actionLabel },
      entity: { label: t('fields.entity'), value: entityLabel },
      entityId: { label: t('fields.entityId') },
      from: { label: t('fields.from'), value: (raw) => format.date(raw) },
      to: { label: t('fields.to'), value: (raw) => format.date(raw) },
    },
    onApply,
  );

  return (
    <FilterBar
      label={t('filters.label')}
      active={active}
      fieldMinWidth={220}
      onSubmit={(event) =>
        void handleSubmit(({ actor, ...values }) =>
          onApply(cleanFilters<AuditFilter>({ ...values, actor: actor?.id, actorName: actor?.name })),
        )(event)
      }
      onClear={() => {
        reset(toValues({}));
        onApply({});
      }}
    >
      {canPickActor ? (
        <Controller
          control={control}
          name="actor"
          render={({ field }) => (
            <ActorPicker id="audit-actor" value={field.value} onChange={field.onChange} />
          )}
        />
      ) : null}
      <Controller
        control={control}
        name="action"
        render={({ field }) => (
          <Autocomplete<string, false, false, true>
            id="audit-action"
            freeSolo
            options={ACTION_OPTIONS}
            value={field.value || null}
            onChange={(_event, value) => field.onChange(value ?? '')}
            // Typed text (an action not in the list) is a filter too.
            onInputChange={(_event, value, reason) => {
              if (reason === 'input') field.onChange(value);
              if (reason === 'clear') field.onChange('');
            }}
            getOptionLabel={(option) => actionLabel(option)}
            groupBy={(option) => (option.endsWith('.') ? t('filters.prefixGroup') : t('filters.actionGroup'))}
            renderOption={({ key, ...props }, option) => (
              <li key={key} {...props}>
                <span>
                  {actionLabel(option)}
                  <span
                    style={{ display: 'block', fontSize: '0.8em', opacity: 0.7, fontFamily: 'monospace' }}
                  >
                    {option.endsWith('.') ? `${option}*` : option}
                  </span>
                </span>
              </li>
            )}
            openText={t('filters.open')}
            closeText={t('filters.close')}
            clearText={t('filters.clear')}
            renderInput={(params) => (
              <TextField {...params} label={t('fields.action')} inputRef={field.ref} />
            )}
          />
        )}
      />
      <SelectInput
        control={control}
        name="entity"
        id="audit-entity"
        label={t('fields.entity')}
        anyLabel={t('filters.anyEntity')}
        options={KNOWN_ENTITIES.map((entity) => ({ value: entity, label: entityLabel(entity) }))}
        keepUnknownValue
      />
      <TextInput
        id="audit-entity-id"
        label={t('fields.entityId')}
        fullWidth
        autoComplete="off"
        {...register('entityId')}
      />
      <DateRangeFields
        id="audit-period"
        label={t('filters.period')}
        fromLabel={t('fields.from')}
        toLabel={t('fields.to')}
        from={register('from')}
        to={register('to')}
        fromError={errorText(errors.from)}
        toError={errorText(errors.to)}
      />
    </FilterBar>
  );
}

const Code = ({ children }: { children: string }) => (
  <Box component="span" sx={{ fontFamily: 'monospace' }}>
    {children}
  </Box>
);

/** Recorded details as labelled rows; a group's rows nested under its label. */
function DetailRows({ rows }: { rows: AuditDetailRow[] }) {
  return (
    <DataList
      dense
      rows={rows.map((row) => [row.label, row.rows ? <DetailRows rows={row.rows} /> : row.value])}
    />
  );
}

/** An entry's details: where from, and what changed (labelled rows, each value written by its kind). */
function EntryDetail({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit');
  const language = useLanguage();
  const hasDetails = Object.keys(entry.details).length > 0;
  return (
    <Stack spacing={1.5}>
      <DataList
        dense
        rows={[
          [t('fields.actionCode'), <Code>{entry.action}</Code>],
          [t('fields.entityId'), <Code>{entry.entityId ?? '—'}</Code>],
          [t('fields.ip'), entry.ip ?? '—'],
          [t('fields.userAgent'), entry.userAgent ?? '—'],
        ]}
      />
      <Typography variant="subtitle2" component="p">
        {t('fields.details')}
      </Typography>
      {hasDetails ? (
        <Box aria-label={t('fields.details')} role="group">
          <DetailRows rows={auditDetailRows(entry, language)} />
        </Box>
      ) : (
        <Typography variant="body2" color="textSecondary">
          {t('detail.noDetails')}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * /admin/audit: who did what, to what, when and from where; newest first, filtered by actor, action, entity
 * and period (in São Paulo days), each entry expandable to its recorded details.
 */
export function AuditPage() {
  const { t } = useTranslation('audit');
  const format = useFormatters();
  const actionLabel = useActionLabel();
  const entityLabel = useEntityLabel();
  const roles = useSession()?.roles ?? [];
  const canOpenUsers = holdsAny(roles, ['users.consult', 'users.administer']);
  const dateTimeWidth = useDateTimeWidth();

  const columns = useMemo(
    (): DataTableColumn<AuditEntry>[] => [
      {
        id: 'at',
        width: dateTimeWidth,
        header: t('fields.at'),
        rowHeader: true,
        cell: (e) => format.dateTime(e.at),
      },
      {
        id: 'actor',
        header: t('fields.actor'),
        cell: (e) =>
          e.actor ? (
            <DataTableText
              text={
                <Link
                  component={RouterLink}
                  to={`?${new URLSearchParams({ actor: e.actor.id, actorName: e.actor.name })}`}
                  title={`${e.actor.name} · ${t('detail.filterByActor')}`}
                >
                  {e.actor.name}
                </Link>
              }
              secondary={e.actor.email}
              secondaryIsIdentifier={false}
            />
          ) : (
            <Typography component="span" variant="body2" color="textSecondary">
              {t('detail.system')}
            </Typography>
          ),
      },
      {
        id: 'action',
        header: t('fields.action'),
        title: (e) => actionLabel(e.action),
        cell: (e) => actionLabel(e.action),
      },
      {
        id: 'entity',
        header: t('fields.entity'),
        cell: (e) =>
          e.entity ? (
            e.entity === 'user' && e.entityId && canOpenUsers ? (
              <Link component={RouterLink} to={userDetailPath(e.entityId)}>
                {entityLabel(e.entity)}
              </Link>
            ) : (
              <DataTableBadge>{entityLabel(e.entity)}</DataTableBadge>
            )
          ) : (
            '—'
          ),
        hideOnSmall: true,
      },
      { id: 'ip', width: chars(15), header: t('fields.ip'), cell: (e) => e.ip ?? '—', hideOnSmall: true },
    ],
    [format, canOpenUsers, dateTimeWidth, t, actionLabel, entityLabel],
  );

  return (
    <ResourceListPage
      resource={auditList}
      row={auditEntrySchema}
      title={t('title')}
      tableLabel={t('tableLabel')}
      columns={columns}
      filters={(form) => <AuditFilters {...form} />}
      errors={{
        byFieldCode: t('validation', { returnObjects: true }),
        network: t('errors.network'),
        generic: t('errors.loadFailed'),
      }}
      downloads
      renderDetail={(e) => <EntryDetail entry={e} />}
    />
  );
}
