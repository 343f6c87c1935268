/** The widgets' share of schemas/copy (copy is data, docs/architecture.md). */
import copy from '../schemas/copy/en-US.json';

export const formCopy = copy.form;

export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
}
