import {
  FIELD_MESSAGES,
  PARCEL_REASON_MAX,
  parcelsList,
  parcelSummarySchema,
  type ColumnDef,
  type Language,
  type ParcelDecision,
  type ParcelDecisionResponse,
  type ParcelStatusCode,
  type ParcelSummary,
  PARCEL_NATURE_WORDS,
  storedWords,
} from '@fxbo/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clientPicker } from '../../components/ClientAutocomplete';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { DataTableColumn } from '../../components/DataTable';
import { DataTableBadge, DataTableText } from '../../components/DataTableCells';
import { chars } from '../../components/dataTableStyles';
import { DataList } from '../../components/DetailSection';
import { TextInput } from '../../components/forms/TextInput';
import { pickLabel, useLanguage } from '../../components/money';
import { notify } from '../../components/notifications';
import { resourceColumns } from '../../components/resourceColumns';
import { ResourceListPage } from '../../components/ResourceListPage';
import { Unbroken } from '../../components/Unbroken';
import { visuallyHidden } from '../../components/visuallyHidden';
import { serverAlertText, serverFieldError } from '../../components/forms/serverErrors';
import { holdsAny } from '../../session/access';
import { useSession } from '../../session/session';
import { useParcelDecision } from './api';
import { useTableHidesColumns } from '../../components/listLayout';

/**
 * The table's columns: one line per parcel at 1,440 px (layout3's 1,120-pixel container), the parcel's number
 * whole. The downloads have every column (parcelsList.exportColumns); the others are in each row's details.
 */
const TABLE_COLUMNS = ['parcelNumber', 'closureDate', 'client', 'value', 'nature', 'status'] as const;

/** The other columns of spec 3, shown when a row is expanded. */
const DETAIL_COLUMNS = [
  'reference',
  'invoice',
  'irValue',
  'irWithoutRenounce',
  'decidedAt',
  'decisionReason',
] as const;

/** The table's columns that a phone leaves out (`hideOnSmall`): its details show them there instead. */
const PHONE_DETAIL_COLUMNS = ['closureDate', 'nature', 'status'] as const;

/** Identifiers kept on one line, never broken at their hyphens or slashes. */
const IDENTIFIERS: ReadonlySet<string> = new Set(['parcelNumber', 'reference', 'invoice']);

const STATUS_COLORS: Record<ParcelStatusCode, 'warning' | 'success' | 'error'> = {
  pending: 'warning',
  authorized: 'success',
  rejected: 'error',
};

type Selection = ReadonlyMap<string, ParcelSummary>;

function tableColumns(
  language: Language,
  selection: Selection | undefined,
  toggle: (row: ParcelSummary) => void,
  selectLabel: (row: ParcelSummary) => string,
  selectHeader: string,
): DataTableColumn<ParcelSummary>[] {
  const status = (r: ParcelSummary) => pickLabel(parcelsList.columns.status.labels, r.status, language);
  const columns = resourceColumns<ParcelSummary, (typeof TABLE_COLUMNS)[number]>(
    parcelsList,
    TABLE_COLUMNS,
    language,
    {
      // "653146-10/12" whole; a longer number is given whole on hover.
      parcelNumber: { rowHeader: true, width: chars(13), title: (r) => r.parcelNumber },
      // Its bold header and the sort arrow under it.
      closureDate: { width: chars(11), hideOnSmall: true },
      // A width of its own: on a phone, beside the toggle and the checkbox, a flexible column was squeezed to
      // nothing ("P…"). A longer name is whole on hover.
      client: { width: chars(28), cell: (r) => <DataTableText text={r.client.name} /> },
      // Up to 99,999,999.99 with its currency ("US$ 99.999.999,99").
      value: { width: chars(17) },
      // The rest of the line at 1,440 ("Juros sobre capital próprio" whole); not on a phone.
      nature: {
        title: (r) => storedWords(PARCEL_NATURE_WORDS, r.nature, language) ?? undefined,
        cell: (r) => storedWords(PARCEL_NATURE_WORDS, r.nature, language) ?? '—',
        hideOnSmall: true,
      },
      status: {
        width: chars(11),
        title: (r) => (r.decisionReason ? `${status(r)}: ${r.decisionReason}` : status(r)),
        cell: (r) => <DataTableBadge color={STATUS_COLORS[r.status]}>{status(r)}</DataTableBadge>,
        hideOnSmall: true,
      },
    },
  );
  if (!selection) return columns;
  // Only a pending parcel can be chosen: the others are decided already.
  const select: DataTableColumn<ParcelSummary> = {
    id: 'select',
    header: (
      <Box component="span" sx={visuallyHidden}>
        {selectHeader}
      </Box>
    ),
    width: 40,
    cell: (r) =>
      r.status === 'pending' ? (
        <Checkbox
          size="small"
          sx={{ p: 0.5 }}
          checked={selection.has(r.id)}
          onChange={() => toggle(r)}
          slotProps={{ input: { 'aria-label': selectLabel(r) } }}
        />
      ) : null,
  };
  return [select, ...columns];
}

/**
 * An expanded row: the columns the table leaves out, named by their download headers and written by their
 * kinds (the amounts with their currency); on a phone, the table's columns it hides too.
 */
function ParcelDetail({ parcel, language }: { parcel: ParcelSummary; language: Language }) {
  // Where the table leaves some columns out (600 to 899 px); a phone's cards show them all (listLayout).
  const phone = useTableHidesColumns();
  const ids = phone ? [...PHONE_DETAIL_COLUMNS, ...DETAIL_COLUMNS] : DETAIL_COLUMNS;
  const columns = resourceColumns<ParcelSummary, (typeof ids)[number]>(parcelsList, ids, language);
  return (
    <DataList
      dense
      rows={columns.map((c, i) => {
        const id = ids[i]!;
        const def: ColumnDef = parcelsList.columns[id];
        const value = c.cell(parcel);
        return [
          (def.header ?? def.label)[language],
          IDENTIFIERS.has(id) && typeof value === 'string' ? <Unbroken text={value} part={value} /> : value,
        ];
      })}
    />
  );
}

/** What became of the decision, in one notification: how many were decided, and why the others were not. */
function resultText(
  t: ReturnType<typeof useTranslation<'parcels'>>['t'],
  decision: ParcelDecision,
  response: ParcelDecisionResponse,
): { text: string; severity: 'success' | 'warning' } {
  const decided = response.results.filter((r) => r.outcome === 'decided').length;
  const conflicts = response.results.filter((r) => r.outcome === 'conflict');
  const missing = response.results.filter((r) => r.outcome === 'not_found').length;
  const parts = [t(decision === 'authorize' ? 'result.authorized' : 'result.rejected', { count: decided })];
  for (const c of conflicts) if (c.message) parts.push(c.message);
  if (missing) parts.push(t('result.notFound', { count: missing }));
  return { text: parts.join(' '), severity: conflicts.length || missing ? 'warning' : 'success' };
}

/**
 * /parcels-to-authorize (spec 2, Document "To authorize"; spec 3 "Parcel"): the parcels of the user's clients,
 * pending ones by default, oldest closure first; CSV and XLSX of the result. With `parcels.authorize`, pending
 * parcels are chosen with their checkboxes and authorized or rejected together (a reason to reject), after a
 * confirmation; each is decided on its own, and the outcome is said in one notification.
 */
export function ParcelsPage() {
  const { t } = useTranslation('parcels');
  const language = useLanguage();
  const session = useSession();
  const canDecide = holdsAny(session?.roles ?? [], ['parcels.authorize']);
  const [selection, setSelection] = useState<Selection>(new Map());
  const [asking, setAsking] = useState<ParcelDecision | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const decide = useParcelDecision();

  const columns = useMemo(() => {
    const toggle = (row: ParcelSummary) =>
      setSelection((current) => {
        const next = new Map(current);
        if (next.has(row.id)) next.delete(row.id);
        else next.set(row.id, row);
        return next;
      });
    return tableColumns(
      language,
      canDecide ? selection : undefined,
      toggle,
      (r) => t('selection.select', { number: r.parcelNumber, client: r.client.name }),
      t('selection.header'),
    );
  }, [language, canDecide, selection, t]);

  const renderDetail = useCallback(
    (r: ParcelSummary) => <ParcelDetail parcel={r} language={language} />,
    [language],
  );

  const chosen = [...selection.values()];
  const ask = (decision: ParcelDecision) => {
    // The dialog stays mounted: each opening is a new submission.
    decide.renewKey();
    setAsking(decision);
  };
  const close = () => {
    if (decide.isPending) return;
    setAsking(null);
    setReason('');
    setReasonError(undefined);
    decide.reset();
  };
  const confirm = () => {
    if (!asking) return;
    if (asking === 'reject' && !reason.trim()) {
      setReasonError(FIELD_MESSAGES.reason_required[language]);
      return;
    }
    decide.mutate(
      {
        ids: chosen.map((p) => p.id),
        decision: asking,
        ...(asking === 'reject' ? { reason } : {}),
      },
      {
        onSuccess: (response) => {
          const { text, severity } = resultText(t, asking, response);
          notify(text, { severity });
          setSelection(new Map());
          setAsking(null);
          setReason('');
          setReasonError(undefined);
        },
      },
    );
  };
  const serverReason = serverFieldError(decide.error, 'reason')?.message;
  const dialogError = serverAlertText(decide.error, ['reason'], {
    network: t('errors.network'),
    generic: t('errors.decisionFailed'),
  });
  const numbers = chosen.map((p) => p.parcelNumber).join(', ');

  const toolbar = canDecide ? (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      role="group"
      aria-label={t('selection.actions')}
    >
      <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 'max-content' }} aria-live="polite">
        {t('selection.count', { count: chosen.length })}
      </Typography>
      <Button size="small" disabled={chosen.length === 0} onClick={() => setSelection(new Map())}>
        {t('selection.clear')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={chosen.length === 0}
        onClick={() => ask('reject')}
      >
        {t('actions.reject')}
      </Button>
      <Button
        size="small"
        variant="contained"
        disabled={chosen.length === 0}
        onClick={() => ask('authorize')}
      >
        {t('actions.authorize')}
      </Button>
    </Stack>
  ) : undefined;

  return (
    <>
      <ResourceListPage
        resource={parcelsList}
        row={parcelSummarySchema}
        namespace="parcels"
        columns={columns}
        header={toolbar}
        filters={{
          rangeLabels: { closureDateFrom: t('filters.closure'), valueFrom: t('filters.value') },
          help: { reference: t('filters.exactHelp'), invoice: t('filters.exactHelp') },
          pickers: { clientId: clientPicker },
        }}
        renderDetail={renderDetail}
        downloads
      />
      <ConfirmDialog
        open={asking !== null}
        title={t(asking === 'reject' ? 'confirm.rejectTitle' : 'confirm.authorizeTitle', {
          count: chosen.length,
        })}
        message={t(asking === 'reject' ? 'confirm.rejectMessage' : 'confirm.authorizeMessage', {
          count: chosen.length,
          numbers,
        })}
        confirmLabel={t(asking === 'reject' ? 'actions.reject' : 'actions.authorize')}
        cancelLabel={t('confirm.cancel')}
        destructive={asking === 'reject'}
        pending={decide.isPending}
        error={dialogError}
        maxWidth="sm"
        onConfirm={confirm}
        onClose={close}
      >
        {asking === 'reject' ? (
          <TextInput
            id="parcel-reject-reason"
            label={t('confirm.reason')}
            multiline
            minRows={3}
            required
            fullWidth
            autoFocus
            value={reason}
            inputProps={{ maxLength: PARCEL_REASON_MAX }}
            errorMessage={reasonError ?? serverReason}
            onChange={(e) => {
              setReason(e.target.value);
              if (e.target.value.trim()) setReasonError(undefined);
            }}
          />
        ) : null}
      </ConfirmDialog>
    </>
  );
}
