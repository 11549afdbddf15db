import { accessRequestReceivedSchema, type AccessRequestCreate } from '@fxbo/domain';
import { fetchJson, jsonBody } from '../../../http/fetchJson';

export const requestAccess = (body: AccessRequestCreate) =>
  fetchJson('/api/access-requests', accessRequestReceivedSchema, jsonBody('POST', body));
