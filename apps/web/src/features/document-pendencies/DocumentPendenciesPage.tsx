import {
  documentPendenciesList,
  documentPendencySummarySchema,
  FIELD_MESSAGES,
  RESOLUTION_NOTE_MAX,
  type ColumnDef,
  type DocumentPendencySummary,
  type Language,
  PENDENCY_WORDS,
  storedWords,
  documentDetailPath,
} from '@fxbo/domain';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clientPicker } from '../../components/ClientAutocomplete';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { DataTableColumn } from '../../components/DataTable';
import { DataTableBadge, DataTableLink, DataTableText } from '../../components/DataTableCells';
import { chars } from '../../components/dataTableStyles';
import { DataList } from '../../components/DetailSection';
import { TextInput } from '../../components/forms/TextInput';
import { pickLabel, useLanguage } from '../../components/money';
import { notify } from '../../components/notifications';
import { resourceColumns } from '../../components/resourceColumns';
import { ResourceListPage } from '../../components/ResourceListPage';
import { useDateTimeWidth } from '../../components/useColumnWidths';
import { serverAlertText, serverFieldError } from '../../components/forms/serverErrors';
import { holdsAny } from '../../session/access';
import { useSession } from '../../session/session';
import { useResolvePendency } from './api';
import { RowActions } from './RowActions';
import { useTableHidesColumns } from '../../components/listLayout';

/**
 * The table's columns: one line per pendency at 1,440 px (layout3's 1,120-pixel container), the document's
 * type, number and creation time whole. The downloads have every column; the others are in each row's details.
 */
const TABLE_COLUMNS = ['documentType', 'documentNumber', 'client', 'summary', 'createdAt', 'status'] as const;

/** The other columns of spec 3, shown when a row is expanded. */
const DETAIL_COLUMNS = ['description', 'resolvedAt', 'resolutionNote'] as const;

/** The table's columns that a phone leaves out (`hideOnSmall`): its details show them there instead. */
const PHONE_DETAIL_COLUMNS = ['documentType', 'createdAt', 'status'] as const;

function tableColumns(language: Language, dateTimeWidth: string): DataTableColumn<DocumentPendencySummary>[] {
  const labels = documentPendenciesList.columns;
  const type = (r: DocumentPendencySummary) =>
    pickLabel(labels.documentType.labels, r.document.type, language);
  const status = (r: DocumentPendencySummary) => pickLabel(labels.status.labels, r.status, language);
  return resourceColumns<DocumentPendencySummary, (typeof TABLE_COLUMNS)[number]>(
    documentPendenciesList,
    TABLE_COLUMNS,
    language,
    {
      // "DI (declaração de importação)", "Bill of lading" whole (text is narrower than digits);
      // the two longest (RE / DU-E and SCE-IED) keep their code in view and are whole on hover.
      documentType: { width: chars(language === 'en' ? 24 : 25), cell: type, title: type, hideOnSmall: true },
      // Up to 15 characters ("INV-2026-000123"), never cut.
      documentNumber: {
        rowHeader: true,
        width: chars(16),
        title: (r) => r.document.number,
        cell: (r) => (
          <DataTableLink to={documentDetailPath(r.document.id)}>{r.document.number}</DataTableLink>
        ),
      },
      // A width of its own: on a phone, beside the toggle, a flexible column was squeezed to nothing ("Do…").
      client: { width: chars(24), cell: (r) => <DataTableText text={r.client.name} /> },
      // The rest of the line.
      // The document analysis's words in the reader's language (PENDENCY_WORDS); another summary as recorded.
      summary: {
        title: (r) => storedWords(PENDENCY_WORDS, r.summary, language),
        cell: (r) => <DataTableText text={storedWords(PENDENCY_WORDS, r.summary, language)} />,
      },
      createdAt: { width: dateTimeWidth, hideOnSmall: true },
      status: {
        width: chars(10),
        title: (r) => (r.resolutionNote ? `${status(r)}: ${r.resolutionNote}` : status(r)),
        cell: (r) => (
          <DataTableBadge color={r.status === 'open' ? 'warning' : 'success'}>{status(r)}</DataTableBadge>
        ),
        hideOnSmall: true,
      },
    },
  );
}

/**
 * An expanded row: the description and the resolution, named by their download headers; on a phone, the
 * table's columns it hides too.
 */
function PendencyDetail({ pendency, language }: { pendency: DocumentPendencySummary; language: Language }) {
  // Where the table leaves some columns out (600 to 899 px); a phone's cards show them all (listLayout).
  const phone = useTableHidesColumns();
  const ids = phone ? [...PHONE_DETAIL_COLUMNS, ...DETAIL_COLUMNS] : DETAIL_COLUMNS;
  const labels = documentPendenciesList.columns;
  const columns = resourceColumns<DocumentPendencySummary, (typeof ids)[number]>(
    documentPendenciesList,
    ids,
    language,
    {
      documentType: { cell: (r) => pickLabel(labels.documentType.labels, r.document.type, language) },
      description: { cell: (r) => storedWords(PENDENCY_WORDS, r.description, language) ?? '—' },
    },
  );
  return (
    <DataList
      dense
      rows={columns.map((c, i) => {
        const def: ColumnDef = labels[ids[i]!];
        return [(def.header ?? def.label)[language], c.cell(pendency)];
      })}
    />
  );
}

/**
 * /documents-pending (spec 2, Document "Pending"; spec 3 "Pending documents"): the pendencies of the user's
 * clients' documents, the open ones by default, newest first, each document a link to its page; CSV and XLSX.
 * Staff holding `documents.resolve-pendencies` resolve an open one with a note (the row's menu, Resolve, then
 * the note). The description and the resolution are in each row's details.
 */
export function DocumentPendenciesPage() {
  const { t } = useTranslation('documentPendencies');
  const language = useLanguage();
  const session = useSession();
  const canResolve = session?.kind === 'staff' && holdsAny(session.roles, ['documents.resolve-pendencies']);
  const dateTimeWidth = useDateTimeWidth();
  const columns = useMemo(() => tableColumns(language, dateTimeWidth), [language, dateTimeWidth]);
  const [resolving, setResolving] = useState<DocumentPendencySummary | null>(null);
  const resolve = useResolvePendency();
  const { renewKey } = resolve;
  const rowActions = useCallback(
    (r: DocumentPendencySummary) =>
      r.status === 'open' ? (
        <RowActions
          pendency={r}
          onResolve={(pendency) => {
            // The dialog stays mounted: each opening is a new submission.
            renewKey();
            setResolving(pendency);
          }}
        />
      ) : null,
    [renewKey],
  );
  const renderDetail = useCallback(
    (r: DocumentPendencySummary) => <PendencyDetail pendency={r} language={language} />,
    [language],
  );
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();

  const close = () => {
    if (resolve.isPending) return;
    setResolving(null);
    setNote('');
    setNoteError(undefined);
    resolve.reset();
  };
  const confirm = () => {
    if (!resolving) return;
    if (!note.trim()) {
      setNoteError(FIELD_MESSAGES.resolution_note_required[language]);
      return;
    }
    resolve.mutate(
      { id: resolving.id, note },
      {
        onSuccess: () => {
          notify(
            t('resolve.done', {
              summary: storedWords(PENDENCY_WORDS, resolving.summary, language),
              number: resolving.document.number,
            }),
            {
              severity: 'success',
            },
          );
          setResolving(null);
          setNote('');
        },
      },
    );
  };
  const serverNote = serverFieldError(resolve.error, 'note')?.message;
  const dialogError = serverAlertText(resolve.error, ['note'], {
    network: t('errors.network'),
    generic: t('errors.resolveFailed'),
  });

  return (
    <>
      <ResourceListPage
        resource={documentPendenciesList}
        row={documentPendencySummarySchema}
        namespace="documentPendencies"
        columns={columns}
        filters={{
          rangeLabels: { createdAtFrom: t('filters.created') },
          pickers: { clientId: clientPicker },
        }}
        downloads
        renderDetail={renderDetail}
        {...(canResolve ? { rowActions, rowActionsHeader: t('actions.header') } : {})}
      />
      <ConfirmDialog
        open={resolving !== null}
        title={t('resolve.title', { number: resolving?.document.number ?? '' })}
        message={resolving ? storedWords(PENDENCY_WORDS, resolving.summary, language) : undefined}
        confirmLabel={t('resolve.submit')}
        cancelLabel={t('resolve.cancel')}
        pending={resolve.isPending}
        error={dialogError}
        maxWidth="sm"
        onConfirm={confirm}
        onClose={close}
      >
        <TextInput
          id="pendency-resolution-note"
          label={t('resolve.note')}
          multiline
          minRows={3}
          required
          fullWidth
          autoFocus
          value={note}
          inputProps={{ maxLength: RESOLUTION_NOTE_MAX }}
          errorMessage={noteError ?? serverNote}
          onChange={(e) => {
            setNote(e.target.value);
            if (e.target.value.trim()) setNoteError(undefined);
          }}
        />
      </ConfirmDialog>
    </>
  );
}
