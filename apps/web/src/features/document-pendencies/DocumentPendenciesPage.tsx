import {
  documentPendenciesList,
  documentPendencySummarySchema,
  FIELD_MESSAGES,
  RESOLUTION_NOTE_MAX,
  type DocumentPendencySummary,
  type Language,
} from '@fxbo/domain';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clientPicker } from '../../components/ClientAutocomplete';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { DataTableColumn } from '../../components/DataTable';
import { DataTableBadge, DataTableLink } from '../../components/DataTableCells';
import { chars } from '../../components/dataTableStyles';
import { TextInput } from '../../components/forms/TextInput';
import { pickLabel, useLanguage } from '../../components/money';
import { notify } from '../../components/notifications';
import { resourceColumns } from '../../components/resourceColumns';
import { ResourceListPage } from '../../components/ResourceListPage';
import { ApiError } from '../../http/fetchJson';
import { holdsAny } from '../../session/access';
import { useSession } from '../../session/session';
import { useResolvePendency } from './api';

const TABLE_COLUMNS = [
  'documentType',
  'documentNumber',
  'client',
  'summary',
  'description',
  'createdAt',
  'status',
] as const;

/** A document's own page (the documents area's route; features do not import each other). */
const documentDetailPath = (id: string) => `/document-detail/${encodeURIComponent(id)}`;

function tableColumns(language: Language): DataTableColumn<DocumentPendencySummary>[] {
  const labels = documentPendenciesList.columns;
  const type = (r: DocumentPendencySummary) =>
    pickLabel(labels.documentType.labels, r.document.type, language);
  const status = (r: DocumentPendencySummary) => pickLabel(labels.status.labels, r.status, language);
  return resourceColumns<DocumentPendencySummary, (typeof TABLE_COLUMNS)[number]>(
    documentPendenciesList,
    TABLE_COLUMNS,
    language,
    {
      documentType: { width: chars(20), cell: type, title: type, hideOnSmall: true },
      documentNumber: {
        rowHeader: true,
        width: chars(13),
        cell: (r) => (
          <DataTableLink to={documentDetailPath(r.document.id)}>{r.document.number}</DataTableLink>
        ),
      },
      client: { width: chars(20) },
      summary: { width: chars(22), title: (r) => r.summary },
      description: { title: (r) => r.description ?? undefined, hideOnSmall: true },
      createdAt: { width: chars(16), hideOnSmall: true },
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
 * /documents-pending (spec 2, Document "Pending"; spec 3 "Pending documents"): the pendencies of the user's
 * clients' documents, the open ones by default, newest first, each document a link to its page; CSV and XLSX.
 * Staff holding `documents.resolve-pendencies` resolve an open one with a note (Resolve, then the note).
 */
export function DocumentPendenciesPage() {
  const { t } = useTranslation('documentPendencies');
  const language = useLanguage();
  const session = useSession();
  const canResolve = session?.kind === 'staff' && holdsAny(session.roles, ['documents.resolve-pendencies']);
  const columns = useMemo(() => tableColumns(language), [language]);
  const [resolving, setResolving] = useState<DocumentPendencySummary | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const resolve = useResolvePendency();

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
          notify(t('resolve.done', { summary: resolving.summary, number: resolving.document.number }), {
            severity: 'success',
          });
          setResolving(null);
          setNote('');
        },
      },
    );
  };
  const serverError = resolve.error instanceof ApiError ? resolve.error : undefined;
  const serverNote = serverError?.field('note')?.message;
  const dialogError =
    resolve.error && !serverNote ? (serverError?.title ?? t('errors.resolveFailed')) : undefined;

  return (
    <>
      <ResourceListPage
        resource={documentPendenciesList}
        row={documentPendencySummarySchema}
        title={t('list.title')}
        tableLabel={t('list.tableLabel')}
        columns={columns}
        filters={{
          label: t('filters.label'),
          anyLabel: t('filters.any'),
          rangeLabels: { createdAtFrom: t('filters.created') },
          pickers: { clientId: clientPicker },
        }}
        errors={{ network: t('errors.network'), generic: t('errors.loadFailed') }}
        downloads
        {...(canResolve
          ? {
              rowActionsHeader: t('resolve.header'),
              rowActions: (r: DocumentPendencySummary) =>
                r.status === 'open' ? (
                  <Button
                    size="small"
                    onClick={() => setResolving(r)}
                    aria-label={t('resolve.buttonLabel', { summary: r.summary, number: r.document.number })}
                  >
                    {t('resolve.button')}
                  </Button>
                ) : null,
            }
          : {})}
      />
      <ConfirmDialog
        open={resolving !== null}
        title={t('resolve.title', { number: resolving?.document.number ?? '' })}
        message={resolving?.summary}
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
