import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../format';
import { pickLabel, useLanguage } from '../money';
import { RecordPage, type RecordErrorKey } from '../RecordPage';
import { FieldsSection } from './FieldsSection';
import type { DetailBlock, DetailView, Namespace, ViewContext, ViewKeys } from './view';

function Block<T, N extends Namespace>({
  block,
  record,
  context,
}: {
  block: DetailBlock<T, N>;
  record: T;
  context: ViewContext<N>;
}) {
  if ('component' in block) return <block.component record={record} />;
  if ('side' in block)
    return (
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', [block.from]: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        {block.side.map((inner, i) => (
          <Block key={i} block={inner} record={record} context={context} />
        ))}
      </Box>
    );
  if (block.when && !block.when(record)) return null;
  const t = context.t as (key: string) => string;
  const After = block.after;
  return (
    <FieldsSection
      id={block.id}
      title={t(String(block.title))}
      fields={block.fields}
      show={block.show}
      record={block.of ? block.of(record) : (record as object)}
      empty={block.empty ? t(String(block.empty)) : undefined}
      list={block.list}
      render={block.render}
      after={After ? <After record={record} /> : undefined}
      language={context.language}
    />
  );
}

/** A record's heading: its title, the status chip and what the declaration puts beside them. */
function RecordHeading<T, N extends Namespace>({ view, record, context }: HeadingProps<T, N>) {
  const { status, before: Before, after: After } = view;
  const state = status?.of(record);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {view.title(record, context)}
      </Typography>
      {Before ? <Before record={record} /> : null}
      {status && state ? (
        <Chip
          label={pickLabel(status.labels, state, context.language)}
          color={status.colors[state] ?? 'default'}
          variant={state === 'canceled' ? 'outlined' : 'filled'}
        />
      ) : null}
      {After ? <After record={record} /> : null}
    </Stack>
  );
}

/** A person's heading: what the page is in small capitals, the name, then what goes under it. */
function PersonHeading<T, N extends Namespace>({ view, record, context }: HeadingProps<T, N>) {
  const Under = view.under;
  const t = context.t as (key: string) => string;
  return (
    <Stack spacing={1}>
      <Typography variant="overline" color="textSecondary" component="p">
        {t(String(view.overline))}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {view.title(record, context)}
      </Typography>
      {Under ? <Under record={record} /> : null}
    </Stack>
  );
}

interface HeadingProps<T, N extends Namespace> {
  view: DetailView<T, N>;
  record: T;
  context: ViewContext<N>;
}

/** The loaded record: its heading, its actions, its blocks. */
function Detail<T, N extends Namespace>({ view, record, context }: HeadingProps<T, N>) {
  const Actions = view.actions;
  const Heading = view.overline ? PersonHeading : RecordHeading;
  return (
    <Stack spacing={view.spacing ?? 2}>
      <Heading view={view} record={record} context={context} />
      {Actions ? <Actions record={record} /> : null}
      {view.blocks.map((block, i) => (
        <Block key={i} block={block} record={record} context={context} />
      ))}
    </Stack>
  );
}

/**
 * A record's page from its declaration (view.ts): the way back, the loader, why the record did not load
 * (RecordPage), then its heading, actions and sections.
 */
export function DetailPage<T, N extends Namespace>({
  view,
  record,
}: {
  view: DetailView<T, N>;
  record: UseQueryResult<T>;
}) {
  const { t } = useTranslation(view.ns);
  const language = useLanguage();
  const text = t as unknown as (key: string) => string;
  const keys = view.keys ?? {};
  const key = (which: keyof ViewKeys<N>, usual: RecordErrorKey | 'detail.back' | 'detail.heading') =>
    String(keys[which] ?? usual);
  const context: ViewContext<N> = {
    t: t as unknown as ViewContext<N>['t'],
    language,
    date: (day) => formatDate(day, language),
  };
  return (
    <RecordPage
      record={record}
      back={{ to: view.back, label: text(key('back', 'detail.back')) }}
      errorTitle={text(key('errorTitle', 'detail.heading'))}
      texts={{
        notFound: text(key('notFound', 'errors.notFound')),
        network: text('errors.network'),
        failed: text(key('failed', 'errors.detailLoadFailed')),
        retry: keys.retry === null ? undefined : text(key('retry', 'errors.retry')),
      }}
      maxWidth={view.maxWidth ?? 'xl'}
      spacing={view.spacing}
    >
      {(loaded) => <Detail view={view} record={loaded} context={context} />}
    </RecordPage>
  );
}
