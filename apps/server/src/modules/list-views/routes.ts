import {
  listViewBodySchema,
  listViewIdParamsSchema,
  listViewParamsSchema,
  listViewSchema,
  listViewsSchema,
  type FieldMessageCode,
} from '@fxbo/domain';
import { LIST_VIEW_LISTS } from '@fxbo/domain/list-resources';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { requestLocale } from '../../http/locale.js';
import { fieldFailure, notFound } from '../../http/messages.js';
import { noContentResponse } from '../../http/openapi.js';
import type { ServerArea } from '../../platform/area.js';
import { currentUser } from '../../platform/auth-guard.js';
import { routeOptions } from '../../platform/route-options.js';
import {
  createView,
  deleteView,
  listViews,
  updateView,
  type ViewOwner,
  type ViewRefusal,
} from './service.js';

const options = routeOptions(['list-views']);

/*
 * Saved views of the lists (issue 24, decisions §50): `/api/list-views/:list`, one user's named addresses of a
 * list screen. Any signed-in user keeps views, each of their own only: a view holds nothing but an address the
 * user could type, and the list it opens checks its permission and client scope as always. A list that is
 * not declared, or a view of another user, is a 404.
 */

const SIGNED_IN = 'signed-in' as const;
const LISTS = new Set(LIST_VIEW_LISTS);

const REFUSALS: Record<ViewRefusal, { status: number; code: FieldMessageCode }> = {
  name_taken: { status: 409, code: 'view_name_taken' },
  too_many: { status: 422, code: 'views_too_many' },
};

export const listViewRoutes: ServerArea = async (app, { database: { db }, clock }) => {
  /** The caller's views of the list in the path; a 404 for a list that is not declared. */
  const ownerOf = (req: FastifyRequest): ViewOwner => {
    const { list } = req.params as { list: string };
    if (!LISTS.has(list)) throw notFound(requestLocale(req));
    return { db, userId: currentUser(req).userId, list };
  };
  const refused = (req: FastifyRequest, refusal: ViewRefusal) => {
    const { status, code } = REFUSALS[refusal];
    const failure = fieldFailure(requestLocale(req), [{ path: 'name', code }]);
    return new AppError(status, code, failure.message, { errors: failure.errors ?? [] });
  };

  app.get(
    '/api/list-views/:list',
    options(SIGNED_IN, 'The caller’s saved views of a list, by name', {
      params: listViewParamsSchema,
      response: { 200: listViewsSchema },
    }),
    async (req) => ({ views: await listViews(ownerOf(req)) }),
  );

  app.post(
    '/api/list-views/:list',
    options(SIGNED_IN, 'Save a view of a list (its address without the page) under a name of the caller’s', {
      params: listViewParamsSchema,
      body: listViewBodySchema,
      response: { 201: listViewSchema },
    }),
    async (req, reply) => {
      const saved = await createView(ownerOf(req), req.body, clock());
      if (typeof saved === 'string') throw refused(req, saved);
      void reply.code(201);
      return saved;
    },
  );

  app.put(
    '/api/list-views/:list/:id',
    options(SIGNED_IN, 'Rename one of the caller’s views or replace its address', {
      params: listViewIdParamsSchema,
      body: listViewBodySchema,
      response: { 200: listViewSchema },
    }),
    async (req) => {
      const saved = await updateView(ownerOf(req), req.params.id, req.body, clock());
      if (saved === undefined) throw notFound(requestLocale(req));
      if (typeof saved === 'string') throw refused(req, saved);
      return saved;
    },
  );

  app.delete(
    '/api/list-views/:list/:id',
    options(SIGNED_IN, 'Delete one of the caller’s views', {
      params: listViewIdParamsSchema,
      response: noContentResponse,
    }),
    async (req, reply) => {
      if (!(await deleteView(ownerOf(req), req.params.id))) throw notFound(requestLocale(req));
      return reply.code(204).send(null);
    },
  );
};
