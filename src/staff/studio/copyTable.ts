/**
 * The copy as a table (schemas/copy/en-US.json): every string by its key path, where it is used —
 * the page of which screen and which flow steps — and its length against simple limits. Pure.
 */
import copy from '../../../schemas/copy/en-US.json';
import { studioSteps } from './flowModel';
import { pageKeyOf } from './studioFiles';

/** Simple length limits, as data: the first rule whose pattern matches a key path applies. */
export const copyLimits: ReadonlyArray<{ name: string; pattern: RegExp; max: number }> = [
  { name: 'Page title', pattern: /^pages\.[^.]+\.title$/, max: 60 },
  { name: 'Page description', pattern: /^pages\.[^.]+\.description$/, max: 200 },
  { name: 'Button', pattern: /\.(submit|action|continue|back)$/, max: 30 },
  { name: 'Title', pattern: /(^|\.)title$/, max: 60 },
  { name: 'Description', pattern: /(^|\.)description$/, max: 200 },
  { name: 'Message', pattern: /^errors\./, max: 200 },
];

export type CopyRow = {
  key: string;
  text: string;
  length: number;
  limit?: { name: string; max: number };
  over: boolean;
  /** Where it shows: "screen addressAndPhone (ADDRESS_AND_PHONE)", or the part of the app. */
  usedBy: string[];
};

function flatten(value: unknown, path: string, rows: Array<[string, string]>): void {
  if (typeof value === 'string') rows.push([path, value]);
  else if (Array.isArray(value)) value.forEach((item, index) => flatten(item, `${path}.${index}`, rows));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (key === '$comment') continue;
      flatten(item, path ? `${path}.${key}` : key, rows);
    }
}

/** Which screens (and their flow steps) show each page key. */
function pageUsers(): Map<string, string[]> {
  const users = new Map<string, string[]>();
  for (const step of studioSteps()) {
    const page = pageKeyOf(step.screen);
    const list = users.get(page) ?? [];
    list.push(`${step.screen} (${step.name})`);
    users.set(page, list);
  }
  return users;
}

export function copyRows(source: unknown = copy): CopyRow[] {
  const flat: Array<[string, string]> = [];
  flatten(source, '', flat);
  const users = pageUsers();
  return flat.map(([key, text]) => {
    const length = [...text].length;
    const limit = copyLimits.find((rule) => rule.pattern.test(key));
    const [top, page] = key.split('.');
    const usedBy =
      top === 'pages' && page !== undefined
        ? (users.get(page) ?? [`page ${page}`])
        : [`${top ?? key} (shared by the app)`];
    return {
      key,
      text,
      length,
      ...(limit ? { limit: { name: limit.name, max: limit.max } } : {}),
      over: limit !== undefined && length > limit.max,
      usedBy: [...new Set(usedBy)],
    };
  });
}
