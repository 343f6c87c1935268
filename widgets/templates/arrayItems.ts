/**
 * What a step form's repeated cards share (jobs, other income): their copy, chosen in ui.json by
 * `ui:options.itemCopy` (schemas/copy arrayItems), whether a card may be removed, and where focus
 * goes after a card is added or removed. ArrayFieldTemplate provides it; each card reads it.
 */
import { createContext, useContext } from 'react';
import copy from '../../schemas/copy/en-US.json';

export type ArrayItemCopy = { item: string; add: string; remove: string };

const itemCopies: Record<string, ArrayItemCopy> = copy.arrayItems;

export function arrayItemCopy(key: unknown): ArrayItemCopy {
  return (typeof key === 'string' ? itemCopies[key] : undefined) ?? copy.arrayItems.default;
}

export type ArrayItemsContextValue = {
  copy: ArrayItemCopy;
  /** False while the list holds no more cards than its schema's minItems. */
  canRemove: boolean;
  /** Called before a card's removal so focus can land on a neighbour once it is gone. */
  onRemove: (index: number) => void;
};

export const ArrayItemsContext = createContext<ArrayItemsContextValue>({
  copy: copy.arrayItems.default,
  canRemove: true,
  onRemove: () => undefined,
});

export const useArrayItems = () => useContext(ArrayItemsContext);

/** The attribute each card's heading carries, so the list can focus a card by its index. */
export const itemHeadingAttribute = 'data-array-item-heading';
