/**
 * Method and path of each operation of the one contract file (schemas/api/operations.json), as
 * extracted at build time by scripts/compileValidators.ts so the schemas stay out of the bundle.
 */
import routes from '../../generated/apiRoutes.json';

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth: string;
  /** A create that takes an Idempotency-Key (contract `idempotency`). */
  idempotent?: boolean;
};

const operations = routes as Record<string, Operation>;

export function getOperation(operationId: string): Operation {
  const operation = operations[operationId];
  if (!operation) throw new Error(`Unknown API operation "${operationId}"`);
  return operation;
}

export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
