import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/* Checks an answer against what the OpenAPI document promises for its operation and status. */

interface MediaType {
  schema?: object;
}
export interface DocumentedResponse {
  content?: Record<string, MediaType>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, object> };
}
export interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: object }[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, DocumentedResponse>;
}
export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

export function responseChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, logger: false });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  // Operation schemas refer to `#/components/schemas/…`: give each compiled schema the components as root.
  const compiled = new Map<object, ValidateFunction>();
  const validatorOf = (schema: object) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile({ ...schema, components: document.components ?? {} });
      compiled.set(schema, validate);
    }
    return validate;
  };

  /** Why the answer breaks the document, or undefined when it keeps it. */
  return (operation: OpenApiOperation, answer: Answer): string | undefined => {
    if (answer.statusCode >= 500) return `server error: ${answer.body.slice(0, 200)}`;
    const documented = operation.responses[String(answer.statusCode)];
    if (!documented) return `undocumented status: ${answer.body.slice(0, 200)}`;
    if (!documented.content) return undefined;
    const mediaType =
      String(answer.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim() ?? '';
    const media = documented.content[mediaType];
    if (!media)
      return `content type ${mediaType || 'none'} not among ${Object.keys(documented.content).join(', ')}`;
    if (!media.schema || !mediaType.endsWith('json')) return undefined;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return 'body is not JSON';
    }
    const validate = validatorOf(media.schema);
    if (validate(body)) return undefined;
    const [first] = validate.errors ?? [];
    return `body breaks its schema at ${first?.instancePath || '/'}: ${first?.message ?? ''}`;
  };
}
