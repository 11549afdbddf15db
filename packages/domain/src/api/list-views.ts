import { z } from 'zod';
import { fieldIssue, textInput } from '../lists';

/*
 * Saved views of a list (issue 24): a user's named address of a list screen, its filters, chosen columns,
 * sort and page size, as the screen writes them (`?status=paid&cols=…&sort=…`, without the page). Each user
 * sees and changes only their own (`/api/list-views/:list`, decisions §50). The screen opens a view by going
 * to its address, whose every value it parses as it parses any address (a value no longer valid falls back to
 * its default), so a view saved before a list changed still opens.
 */

// The lists that have views, LIST_VIEW_LISTS, are every list resource's name (list-resources.ts, `@fxbo/domain/list-resources`).

/** A user keeps at most this many views of one list. */
export const LIST_VIEWS_MAX = 50;
/** A view's name. */
export const LIST_VIEW_NAME_MAX = 60;
/** Its address's query string. */
export const LIST_VIEW_QUERY_MAX = 2000;

/** A query string as URLSearchParams writes it: no `?`, only characters an address holds unescaped. */
const QUERY_TEXT = /^[A-Za-z0-9\-._~%&=+,:!*'()]*$/;

export const listViewParamsSchema = z.object({ list: z.string().max(60) });
export const listViewIdParamsSchema = z.object({ list: z.string().max(60), id: z.string().max(40) });

export const listViewBodySchema = z.object({
  name: textInput({ max: LIST_VIEW_NAME_MAX, required: 'view_name_required' }).pipe(z.string()),
  query: z.string().transform((raw, ctx) => {
    const query = raw.replace(/^\?/, '');
    if (query.length > LIST_VIEW_QUERY_MAX || !QUERY_TEXT.test(query)) {
      fieldIssue(ctx, 'view_query_invalid');
      return z.NEVER;
    }
    // The page is not part of a view: it opens on the first.
    const params = new URLSearchParams(query);
    params.delete('page');
    return params.toString();
  }),
});
export type ListViewBody = z.input<typeof listViewBodySchema>;

export const listViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The screen's query string, without `?` and without the page. */
  query: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ListView = z.infer<typeof listViewSchema>;

export const listViewsSchema = z.object({ views: z.array(listViewSchema) });
