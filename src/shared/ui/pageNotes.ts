/**
 * A screen's notes from schemas/copy (`pages.<screenKey>.notes`): short paragraphs shown above its
 * form, each with an optional link, and optionally only when the step's data has a value (`when`),
 * which also fills the text's {placeholders}. Pure: product staff add or change notes in the copy.
 */
import copy from '../../../schemas/copy/en-US.json';
import { withProductLimits } from '../../../core/rules/productLimits';
import { fillTemplate } from '../../../widgets/copy';

export type NoteLink = { text: string; href: string };
export type PageNoteCopy = { text: string; when?: string; link?: NoteLink };
export type PageNote = { text: string; link?: NoteLink };

// Notes may name product values ({lenderName}, {minIncome}…), filled from product.json once.
const pages = withProductLimits(copy.pages) as Record<string, { notes?: PageNoteCopy[] } | undefined>;

const isPresent = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && value !== false;

export function pageNotes(screenKey: string, stepData: Record<string, unknown> | undefined): PageNote[] {
  const values = Object.fromEntries(
    Object.entries(stepData ?? {}).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
  return (pages[screenKey]?.notes ?? [])
    .filter((note) => note.when === undefined || isPresent(stepData?.[note.when]))
    .map((note) => ({ text: fillTemplate(note.text, values), ...(note.link ? { link: note.link } : {}) }));
}
