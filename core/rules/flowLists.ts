/**
 * Lists the contract takes from schemas/flow.json instead of repeating them: a schema node
 * `{"x-flow": "editableSteps"}` becomes the enum of the steps flow.json marks `editable`. Pure;
 * applied with the product limits by withDefinitions.
 */
import flow from '../../schemas/flow.json';

type StepConfig = { editable?: boolean };

const lists: Record<string, readonly string[]> = {
  editableSteps: Object.entries(flow.application.steps as Record<string, StepConfig>)
    .filter(([, config]) => config.editable === true)
    .map(([name]) => name),
};

export function withFlowLists<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => withFlowLists(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const { 'x-flow': listName, ...rest } = value as Record<string, unknown>;
  const filled = Object.fromEntries(Object.entries(rest).map(([key, item]) => [key, withFlowLists(item)]));
  if (typeof listName !== 'string') return filled as T;
  const list = lists[listName];
  if (!list) throw new Error(`"x-flow": "${listName}" names no list of schemas/flow.json`);
  return { ...filled, type: 'string', enum: [...list] } as T;
}
