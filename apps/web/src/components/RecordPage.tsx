import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DetailLoadError } from './DetailLoadError';
import { listReturnPath } from './listReturn';
import { PageLoader } from './PageLoader';

/** A way back: where it leads (a list's path returns to the list as it was left) and its text. */
export interface BackLink {
  to: string;
  label: string;
}

/** The keys of a feature's catalogue that say why a record did not load. */
export type RecordErrorKey =
  'errors.notFound' | 'errors.network' | 'errors.detailLoadFailed' | 'errors.retry';

/** A record page's sentences from its feature's catalogue, which names them alike in every feature. */
export function recordTexts(t: (key: RecordErrorKey) => string): RecordPageProps<unknown>['texts'] {
  return {
    notFound: t('errors.notFound'),
    network: t('errors.network'),
    failed: t('errors.detailLoadFailed'),
    retry: t('errors.retry'),
  };
}

export interface RecordPageProps<T> {
  /** The record's query (a detail's GET). */
  record: UseQueryResult<T>;
  /** The way back while the record loads or when it did not; `backOf` may name another once it has. */
  back: BackLink;
  backOf?: (record: T) => BackLink;
  /** The page's heading when the record did not load. */
  errorTitle: string;
  /** The feature's sentences for a record not found, no connection, another failure, and the retry button. */
  texts: { notFound: string; network: string; failed: string; retry?: string };
  maxWidth: 'lg' | 'xl';
  /** The space between the way back and the page (2). */
  spacing?: number;
  /** The page once the record has loaded, under the way back. */
  children: (record: T) => ReactNode;
}

/**
 * A page about one record (a payment order, a contract, a quotation…): the way back, the loader while the
 * record loads, why it did not (missing, or the load failed, with a retry), then the page itself.
 */
export function RecordPage<T>({
  record,
  back,
  backOf,
  errorTitle,
  texts,
  maxWidth,
  spacing = 2,
  children,
}: RecordPageProps<T>) {
  const link = ({ to, label }: BackLink) => (
    <Button
      component={RouterLink}
      to={listReturnPath(to)}
      startIcon={<ArrowBack />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {label}
    </Button>
  );
  if (record.isPending) return <PageLoader />;
  if (record.isError)
    return (
      <DetailLoadError
        back={link(back)}
        title={errorTitle}
        error={record.error}
        notFound={texts.notFound}
        errors={{ network: texts.network, generic: texts.failed }}
        retry={texts.retry ? { label: texts.retry, onClick: () => void record.refetch() } : undefined}
      />
    );
  return (
    <Container maxWidth={maxWidth} sx={{ py: 3 }}>
      <Stack spacing={spacing}>
        {link(backOf?.(record.data) ?? back)}
        {children(record.data)}
      </Stack>
    </Container>
  );
}
