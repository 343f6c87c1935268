import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Box, Text, chakra } from '@chakra-ui/react';
import { SecondaryButton } from '../ActionButtons';
import { errorId, getUiOptions, helpId, type ArrayFieldTemplateProps, type RJSFSchema } from '@rjsf/utils';
import { formCopy } from '../copy';
import { shouldShowError } from '../formContext';
import {
  ArrayItemsContext,
  arrayItemCopy,
  itemHeadingAttribute,
  itemSummaryKind,
  type ArrayItemsContextValue,
} from './arrayItems';
import { isCardFinished } from './cardCompletion';
import { useRootForm, valueAt } from './rootForm';

type PendingFocus = { card: number } | 'add' | null;

/**
 * A list of cards (jobs, other income) under a legend, with the list's own error (e.g. "Add at least
 * one job") and an Add button. After an add, focus moves to the new card's heading; after a remove,
 * to the card before it (or the Add button when none is left), so keyboard users keep their place.
 * With `ui:options.itemSummary`, pressing Add folds every finished card to its one-line summary: the
 * applicant has moved on from it, and the page grows by a card just then.
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const {
    canAdd,
    disabled,
    readonly,
    fieldPathId,
    uiSchema,
    items,
    onAddClick,
    schema,
    title,
    rawErrors,
    formData,
    registry,
  } = props;
  const uiOptions = getUiOptions(uiSchema);
  const id = fieldPathId.$id;
  const count = items.length;
  const copy = arrayItemCopy(uiOptions.itemCopy);
  const help = typeof uiOptions.help === 'string' ? uiOptions.help : undefined;
  const showError = shouldShowError(rawErrors, disabled);
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<PendingFocus>(null);
  const summaryKind = itemSummaryKind(uiOptions.itemSummary);
  const [folded, setFolded] = useState<ReadonlySet<string>>(() => new Set());
  const unfold = useCallback(
    (itemKey: string) => setFolded((previous) => new Set([...previous].filter((key) => key !== itemKey))),
    [],
  );
  const rootForm = useRootForm();

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    const heading =
      target === 'add'
        ? null
        : listRef.current?.querySelector<HTMLElement>(`[${itemHeadingAttribute}="${target.card}"]`);
    (heading ?? addRef.current)?.focus();
  }, [count]);

  const minItems = typeof schema.minItems === 'number' ? schema.minItems : 0;

  // A list that needs a card always shows one to fill in. RJSF fills minItems when a list first
  // appears, but not when a changed answer brings the list back after it dropped the old cards.
  const needsFirstCard = count === 0 && minItems > 0 && canAdd === true && !disabled && !readonly;
  useEffect(() => {
    if (needsFirstCard) onAddClick();
  }, [needsFirstCard, onAddClick]);
  const context = useMemo<ArrayItemsContextValue>(
    () => ({
      copy,
      canRemove: count > minItems,
      onRemove: (index) => {
        pendingFocus.current = count > 1 ? { card: Math.max(0, index - 1) } : 'add';
      },
      summary: summaryKind ? { kind: summaryKind, folded, unfold } : null,
    }),
    [copy, count, minItems, summaryKind, folded, unfold],
  );

  /** The keys of the cards that are finished now (answers complete, no error shown). */
  const finishedKeys = (): string[] => {
    const cards: unknown[] = Array.isArray(formData) ? formData : [];
    const errors = valueAt(rootForm.errorSchema, fieldPathId.path);
    const itemSchema = (
      typeof schema.items === 'object' && !Array.isArray(schema.items) ? schema.items : {}
    ) as RJSFSchema;
    return items.flatMap((item, index) => {
      const resolved = registry.schemaUtils.retrieveSchema(itemSchema, cards[index]);
      return item.key !== null && isCardFinished(resolved, cards[index], valueAt(errors, [index]))
        ? [String(item.key)]
        : [];
    });
  };

  const handleAdd = (event: MouseEvent<HTMLButtonElement>) => {
    if (summaryKind) {
      const finished = finishedKeys();
      if (finished.length > 0) setFolded((previous) => new Set([...previous, ...finished]));
    }
    pendingFocus.current = { card: count };
    onAddClick(event);
  };

  const describedBy = [help ? helpId(id) : null, errorId(id)].filter(Boolean).join(' ');
  return (
    <chakra.fieldset id={id} border="0" p="0" m="0" mb="6" minW="0" aria-describedby={describedBy}>
      {title ? (
        <chakra.legend fontWeight="semibold" fontSize="lg" mb={help ? '1' : '3'}>
          {title}
        </chakra.legend>
      ) : null}
      {help ? (
        <Text id={helpId(id)} fontSize="sm" color="gray.600" mb="3">
          {help}
        </Text>
      ) : null}
      <ArrayItemsContext.Provider value={context}>
        <Box ref={listRef}>{items}</Box>
      </ArrayItemsContext.Provider>
      <Box id={errorId(id)}>
        {showError ? (
          <Text role="alert" color="red.700" fontSize="sm" mb="3" fontWeight="medium">
            <chakra.span srOnly>{formCopy.errorPrefix}: </chakra.span>
            {rawErrors?.[0]}
          </Text>
        ) : null}
      </Box>
      {canAdd ? (
        <SecondaryButton
          ref={addRef}
          type="button"
          size="lg"
          w={{ base: 'full', md: 'auto' }}
          disabled={disabled || readonly}
          onClick={handleAdd}
        >
          <chakra.span aria-hidden="true" fontSize="xl" lineHeight="1">
            +
          </chakra.span>
          {copy.add}
        </SecondaryButton>
      ) : null}
    </chakra.fieldset>
  );
}
