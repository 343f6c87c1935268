/** Method and path of each operation, from the one contract file (schemas/api/operations.json). */
import contract from '../../schemas/api/operations.json';

export type OperationId = keyof typeof contract.operations;
export type Operation = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; auth: string };

const operations = contract.operations as unknown as Record<string, Operation>;

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
