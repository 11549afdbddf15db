import { documentDetailSchema, documentIdParamsSchema, documentReport } from '@fxbo/domain';
import { downloadHeaders } from '../../http/download.js';
import type { ServerArea } from '../../platform/area.js';
import { listRoutes } from '../../platform/list-routes.js';
import { recordContext, recordRoute } from '../../platform/record-route.js';
import { routeOptions } from '../../platform/route-options.js';
import { getDocument, getDocumentFile } from './detail.js';
import { documentSource } from './service.js';

const tags = ['documents'];
const options = routeOptions(tags);
const CONSULT = { permission: 'documents.consult' } as const;

/** /api/documents (list, downloads, detail, file) and /api/document-report (spec 2, Document "Queries"). */
export const documentRoutes: ServerArea = async (app, { database, config: { brokerageName } }) => {
  const { db } = database;
  listRoutes(app, {
    ...documentSource.routes(db),
    tags,
    summary: 'Documents of the user’s clients, newest issue first',
    auth: CONSULT,
    database,
  });

  listRoutes(app, {
    ...documentSource.also(documentReport).routes(db, { brokerage: brokerageName }),
    tags,
    summary: 'Document report: the documents issued in a period (at most a year)',
    auth: CONSULT,
    database,
  });

  recordRoute(app, db, {
    path: '/api/documents',
    tags,
    auth: CONSULT,
    summary: 'One document: its fields, its contract, its pendencies and its file’s metadata',
    response: documentDetailSchema,
    read: getDocument,
  });

  app.get(
    '/api/documents/:id/file',
    options(CONSULT, 'The file stored with a document (PDF, JPEG or PNG), as stored', {
      params: documentIdParamsSchema,
    }),
    async (req, reply) => {
      const file = await getDocumentFile(recordContext(req, db), req.params.id);
      return downloadHeaders(reply, file.mimeType, file.fileName).send(file.content);
    },
  );
};
