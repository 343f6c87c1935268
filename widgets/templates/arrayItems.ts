/**
 * What a step form's repeated cards share (jobs, other income): their copy, chosen in ui.json by
 * `ui:options.itemCopy` (schemas/copy arrayItems), whether a card may be removed, where focus goes
 * after a card is added or removed, and which finished cards are folded to a summary.
 * ArrayFieldTemplate provides it; each card reads it.
 */
import { createContext, useContext } from 'react';
import copy from '../../schemas/copy/en-US.json';

export type ArrayItemCopy = { item: string; add: string; remove: string };

const itemCopies: Record<string, ArrayItemCopy> = copy.arrayItems;

export function arrayItemCopy(key: unknown): ArrayItemCopy {
  return (typeof key === 'string' ? itemCopies[key] : undefined) ?? copy.arrayItems.default;
}

/**
 * Cards that fold to a one-line summary once finished (`ui:options.itemSummary`, "job"): the keys of
 * the folded ones (folded when the applicant adds another card) and how to open one again.
 */
export type ItemSummary = {
  kind: 'job';
  folded: ReadonlySet<string>;
  unfold: (itemKey: string) => void;
};

export type ArrayItemsContextValue = {
  copy: ArrayItemCopy;
  /** False while the list holds no more cards than its schema's minItems. */
  canRemove: boolean;
  /** Called before a card's removal so focus can land on a neighbour once it is gone. */
  onRemove: (index: number) => void;
  /** Null for cards that never fold (other income). */
  summary: ItemSummary | null;
};

export const ArrayItemsContext = createContext<ArrayItemsContextValue>({
  copy: copy.arrayItems.default,
  canRemove: true,
  onRemove: () => undefined,
  summary: null,
});

/** The summary kind a list's ui:options name, or null. */
export function itemSummaryKind(option: unknown): ItemSummary['kind'] | null {
  return option === 'job' ? 'job' : null;
}

export const useArrayItems = () => useContext(ArrayItemsContext);

/** The attribute each card's heading carries, so the list can focus a card by its index. */
export const itemHeadingAttribute = 'data-array-item-heading';
