import { listViewsSchema, listViewSchema, type ListView } from '@fxbo/domain';
import Bookmarks from '@mui/icons-material/Bookmarks';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fetchJson, fetchNoContent, jsonBody } from '../http/fetchJson';
import { apiErrorText } from './apiErrorText';
import { serverFieldError } from './forms/serverErrors';
import { notify } from './notifications';

/*
 * A list's saved views (issue 24, decisions §50): the user's named addresses of this list (filters, chosen
 * columns, sort, page size), kept by the server for that user only (`/api/list-views/:list`). One button opens
 * a dialog: each view opens the list as it was saved or is deleted; the current address is saved under a name.
 * The button names the view the list shows, when it shows one.
 */

const viewsUrl = (list: string) => `/api/list-views/${encodeURIComponent(list)}`;

export function SavedViews({
  list,
  query,
  compact = false,
}: {
  /** The list resource's name. */
  list: string;
  /** The list's address as a view keeps it: its query string without the page. */
  query: string;
  /** The icon alone (named for assistive technology), on a phone. */
  compact?: boolean;
}) {
  const { t } = useTranslation('components');
  const client = useQueryClient();
  const [, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const titleId = useId();
  const key = ['list-views', list];
  const views = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchJson(viewsUrl(list), listViewsSchema, { signal }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: (body: { name: string; query: string }) =>
      fetchJson(viewsUrl(list), listViewSchema, jsonBody('POST', body)),
    onSuccess: (view) => {
      setName('');
      notify(t('lists.viewSaved', { name: view.name }), { severity: 'success' });
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (view: ListView) => fetchNoContent(`${viewsUrl(list)}/${view.id}`, { method: 'DELETE' }),
    onSuccess: (_, view) => {
      notify(t('lists.viewDeleted', { name: view.name }), { severity: 'success' });
      return refresh();
    },
  });
  const current = views.data?.views.find((view) => view.query === query);
  const errors = { network: t('lists.viewsNetwork'), generic: t('lists.viewsFailed') };
  const nameError = save.error ? serverFieldError(save.error, 'name') : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ name, query });
  };
  const buttonLabel = current ? t('lists.viewNamed', { name: current.name }) : t('lists.views');
  return (
    <>
      <Button
        variant="outlined"
        startIcon={compact ? undefined : <Bookmarks />}
        aria-haspopup="dialog"
        onClick={() => {
          save.reset();
          remove.reset();
          setOpen(true);
        }}
        {...(compact ? { children: <Bookmarks />, 'aria-label': buttonLabel } : { children: buttonLabel })}
      />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{t('lists.views')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {views.isError ? <Alert severity="error">{apiErrorText(views.error, errors)}</Alert> : null}
            {remove.isError ? <Alert severity="error">{apiErrorText(remove.error, errors)}</Alert> : null}
            {views.data?.views.length === 0 ? (
              <Typography color="textSecondary">{t('lists.noViews')}</Typography>
            ) : (
              <List dense aria-label={t('lists.views')} disablePadding>
                {views.data?.views.map((view) => (
                  <ListItem
                    key={view.id}
                    disablePadding
                    secondaryAction={
                      <IconButton
                        edge="end"
                        aria-label={t('lists.deleteView', { name: view.name })}
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(view)}
                      >
                        <DeleteOutlined />
                      </IconButton>
                    }
                  >
                    <ListItemButton
                      selected={view === current}
                      aria-current={view === current ? 'true' : undefined}
                      onClick={() => {
                        setParams(new URLSearchParams(view.query));
                        setOpen(false);
                      }}
                    >
                      <ListItemText primary={view.name} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
            <Stack component="form" noValidate onSubmit={submit} direction="row" spacing={1}>
              <TextField
                size="small"
                fullWidth
                label={t('lists.viewName')}
                value={name}
                onChange={(e) => setName(e.target.value)}
                error={Boolean(nameError)}
                helperText={nameError?.message}
                slotProps={{ htmlInput: { maxLength: 60 } }}
              />
              <Button
                type="submit"
                variant="contained"
                disabled={save.isPending}
                sx={{ flexShrink: 0, alignSelf: 'flex-start' }}
              >
                {t('lists.saveView')}
              </Button>
            </Stack>
            {save.isError && !nameError ? (
              <Alert severity="error">{apiErrorText(save.error, errors)}</Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('lists.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
