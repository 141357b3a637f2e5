import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { parse } from 'yaml';

/** The published Valkyrie PAM API 0.6.0 document, as saved verbatim in the test fixtures. */
const documentFile = fileURLToPath(
  new URL('../../../../../test/fixtures/valkyrie-pam-api-0.6.0.yml', import.meta.url),
);
const documentId = 'https://lobby.test/valkyrie-pam-api-0.6.0.yml';

export type PamOperationId =
  | 'getSession'
  | 'refreshSession'
  | 'getBalance'
  | 'getTransactions'
  | 'addTransaction'
  | 'getGameRound';

type Json = Record<string, unknown>;

const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i;

function loadDocument(): Json {
  return parse(fs.readFileSync(documentFile, 'utf8')) as Json;
}

const pointerPart = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * Validates answers against the document: finds the operation by its operationId, follows a
 * response `$ref` (components/responses), and checks the body with the response schema, its
 * own `$ref`s resolved inside the document by Ajv (JSON Schema 2020-12, as OpenAPI 3.1 is).
 */
export function createPamConformance() {
  const document = loadDocument();
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addFormat('date-time', {
    type: 'string',
    validate: (text) => rfc3339.test(text) && !Number.isNaN(Date.parse(text)),
  });
  ajv.addFormat('double', { type: 'number', validate: (value) => Number.isFinite(value) });
  ajv.addSchema(document, documentId);
  const compiled = new Map<string, ValidateFunction | null>();

  function locate(operationId: PamOperationId): { path: string; method: string; operation: Json } {
    for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
      for (const [method, operation] of Object.entries(item)) {
        if ((operation as Json).operationId === operationId) {
          return { path, method, operation: operation as Json };
        }
      }
    }
    throw new Error(`operation ${operationId} is not in the document`);
  }

  /** The validator of an operation's answer with this status; null when it has no body. */
  function validatorFor(operationId: PamOperationId, status: number): ValidateFunction | null {
    const key = `${operationId}:${status}`;
    if (compiled.has(key)) return compiled.get(key)!;
    const { path, method, operation } = locate(operationId);
    const responses = operation.responses as Record<string, Json>;
    const declared = responses[String(status)];
    if (!declared) throw new Error(`${operationId} does not declare HTTP ${status}`);
    let pointer = `#/paths/${pointerPart(path)}/${method}/responses/${status}`;
    let response = declared;
    if (typeof declared.$ref === 'string') {
      pointer = declared.$ref;
      const [, , name] = declared.$ref.replace('#/', '').split('/');
      response = (document.components as Json & { responses: Record<string, Json> }).responses[
        name!
      ]!;
    }
    const content = response.content as Record<string, Json> | undefined;
    const validate = content?.['application/json']
      ? ajv.compile({ $ref: `${documentId}${pointer}/content/application~1json/schema` })
      : null;
    compiled.set(key, validate);
    return validate;
  }

  return {
    /** Problems of an answer against the document ([] when it conforms). */
    problems(operationId: PamOperationId, status: number, body: unknown): string[] {
      const validate = validatorFor(operationId, status);
      if (!validate) return [];
      if (validate(body)) return [];
      return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
    },
  };
}
