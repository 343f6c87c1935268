import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Box, Button, Input, Spinner, Text, chakra } from '@chakra-ui/react';
import { getUiOptions, type ErrorSchema, type FieldProps } from '@rjsf/utils';
import { fillTemplate } from '../copy';
import { controlA11yProps } from '../fieldA11y';
import { shouldShowError } from '../formContext';
import { FieldHelpAndError } from '../templates/FieldHelpAndError';
import { dropdownCopy } from '../lookups/dropdownCopy';
import { customEntryId, hasExactName, typeAheadIndex } from '../lookups/lookupQuery';
import { inputSettleMs, typeAheadResetMs } from '../lookups/lookupTiming';
import { lookupSourceNames, type LookupOption, type LookupSourceName } from '../lookups/LookupSourceContext';
import { useLookupEntry, useLookupSearch, type LookupSearchStatus } from '../lookups/useLookupSearch';
import { FieldLabelText } from '../templates/FieldLabelText';

/** The form value of a lookup: `{ id, name }`, institutions also `type`; a custom entry has id "-1". */
export interface LookupValue {
  id: string;
  name: string;
  type?: string;
}

type Item = { kind: 'option'; option: LookupOption } | { kind: 'create'; name: string };

/** The lookup's parts that carry their own errors (e.g. an institution's name or type rules). */
const valueParts = ['id', 'name', 'type'] as const;

function toLookupValue(formData: unknown): LookupValue | undefined {
  if (typeof formData !== 'object' || formData === null) return undefined;
  const { id, name, type } = formData as Record<string, unknown>;
  if (id === undefined && name === undefined) return undefined;
  return {
    id: id === undefined || id === null ? '' : String(id),
    name: typeof name === 'string' ? name : '',
    ...(typeof type === 'string' ? { type } : {}),
  };
}

function readSource(source: unknown): LookupSourceName {
  const found = lookupSourceNames.find((name) => name === source);
  if (!found)
    throw new Error(`ui:options.source of a lookup field must be one of ${lookupSourceNames.join(', ')}`);
  return found;
}

/** Messages of the value and of its parts, the value's own first. */
function errorsOf(errorSchema: ErrorSchema | undefined, rawErrors: string[] | undefined): string[] {
  const schema = (errorSchema ?? {}) as Record<string, { __errors?: string[] } | undefined>;
  const own = rawErrors ?? (errorSchema?.__errors as string[] | undefined) ?? [];
  return [...own, ...valueParts.flatMap((part) => schema[part]?.__errors ?? [])];
}

/** The text's end clearance before the Clear button is measured (jsdom, first paint): more than "Clear" needs. */
const clearButtonReserve = '24';
/** Room left between the end of the text (or its ellipsis) and the Clear button, in px. */
const clearButtonGap = 8;

/**
 * The width the Clear button takes over the end of the text box, measured and followed as it changes
 * (a larger text size, another language's word), so a long name ends in an ellipsis before the
 * button rather than under it. Null until measured.
 */
function useClearButtonWidth(shown: boolean) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const button = buttonRef.current;
    if (!shown || !button) return;
    const measure = () => {
      const measured = button.getBoundingClientRect().width;
      setWidth(measured > 0 ? Math.ceil(measured) : null);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(button);
    return () => observer.disconnect();
  }, [shown]);
  return { buttonRef, width };
}

function announcement(status: LookupSearchStatus, count: number): string {
  if (status === 'error') return `${dropdownCopy.error} ${dropdownCopy.retry}`;
  if (status !== 'ready') return '';
  if (count === 0) return dropdownCopy.noResults;
  return count === 1 ? dropdownCopy.oneResult : fillTemplate(dropdownCopy.results, { count });
}

/**
 * The occupation / company / institution / major combobox (WAI-ARIA combobox with a listbox popup):
 * the applicant types, matching entries load as they type, arrow keys or the mouse pick one.
 * `ui:options`: `source` (occupations | companies | institutions | majors), `allowCreate` (offer
 * Create "<typed>" as a custom entry, id "-1"). When focus leaves, the field settles after 125 ms
 * (spec §9) so a tap on an option still lands; then it is marked touched. While an option is
 * active, typed letters jump to the next option starting with them (type-ahead, reset after 1 s);
 * letters no option starts with go back to the text box, as the APG combobox pattern has it.
 */
export function LookupField(props: FieldProps) {
  const { fieldPathId, formData, onChange, onBlur, onFocus, schema, uiSchema, registry, name } = props;
  const id = fieldPathId.$id;
  const options = getUiOptions(uiSchema, registry.globalUiOptions);
  const source = readSource(options.source);
  const allowCreate = options.allowCreate === true;
  const label = String(options.title ?? schema.title ?? name);
  const help = typeof options.help === 'string' ? options.help : undefined;
  const disabled = Boolean(props.disabled || props.readonly);
  const value = toLookupValue(formData);
  const errors = errorsOf(props.errorSchema, props.rawErrors);
  const showError = shouldShowError(errors, disabled);

  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const typeAhead = useRef<{ buffer: string; timer: ReturnType<typeof setTimeout> | null }>({
    buffer: '',
    timer: null,
  });

  // A value arriving from outside (prefill, a loaded record, Clear) replaces the text; React's
  // "adjust state while rendering" pattern, so what the applicant types is never overwritten.
  const valueName = value?.name ?? '';
  const [shownName, setShownName] = useState(valueName);
  if (valueName !== shownName) {
    setShownName(valueName);
    setText(valueName);
  }

  // A stored value may carry only its id: fetch its name (and type) once and complete the value.
  const missingName = value && value.name === '' && value.id !== '' && value.id !== customEntryId;
  const entry = useLookupEntry(source, missingName ? value.id : null);
  useEffect(() => {
    if (!entry || !missingName) return;
    onChange({ ...value, name: entry.name, ...(entry.type ? { type: entry.type } : {}) }, fieldPathId.path);
  }, [entry]); // eslint-disable-line react-hooks/exhaustive-deps -- completes the value once per fetched entry

  const clearShown = (text !== '' || value !== undefined) && !disabled;
  const { buttonRef: clearButtonRef, width: clearButtonWidth } = useClearButtonWidth(clearShown);

  const search = useLookupSearch(source, text, open && !disabled);
  const typedName = text.trim();
  const items: Item[] = search.options.map((option) => ({ kind: 'option', option }));
  if (
    allowCreate &&
    typedName !== '' &&
    search.status !== 'loading' &&
    !hasExactName(search.options, typedName)
  ) {
    items.push({ kind: 'create', name: typedName });
  }
  const popupOpen = open && !disabled;
  const listVisible = popupOpen && items.length > 0;
  const active = listVisible && activeIndex >= 0 && activeIndex < items.length ? activeIndex : -1;
  const listboxId = `${id}__listbox`;
  const labelId = `${id}__label`;
  const optionId = (index: number) => `${id}__option-${index}`;

  useEffect(() => {
    if (active < 0) return;
    const element = document.getElementById(optionId(active));
    if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' });
  }, [active]); // eslint-disable-line react-hooks/exhaustive-deps -- optionId is derived from id

  useEffect(
    () => () => {
      if (settleTimer.current) clearTimeout(settleTimer.current);
      if (typeAhead.current.timer) clearTimeout(typeAhead.current.timer);
    },
    [],
  );

  const change = (next: LookupValue | undefined) => onChange(next, fieldPathId.path, undefined, id);

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const choose = (item: Item) => {
    const next: LookupValue =
      item.kind === 'create'
        ? { id: customEntryId, name: item.name }
        : {
            id: item.option.id,
            name: item.option.name,
            ...(item.option.type ? { type: item.option.type } : {}),
          };
    setText(next.name);
    setShownName(next.name);
    change(next);
    close();
  };

  const clear = () => {
    setText('');
    change(undefined);
    close();
    inputRef.current?.focus();
  };

  // Latest state for the settle timer, which runs after the render that scheduled it.
  const latest = useRef({ text, value });
  useEffect(() => {
    latest.current = { text, value };
  });

  const settle = () => {
    settleTimer.current = null;
    close();
    const { text: typed, value: current } = latest.current;
    if (typed.trim() === '' && current) change(undefined);
    else if (current && typed !== current.name) setText(current.name);
    // The value's parts carry rules too (an institution's name, type): they show once the field is left.
    onBlur(id, current);
    for (const part of valueParts) onBlur(`${id}_${part}`, current);
  };

  const handleWrapperBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (wrapperRef.current?.contains(event.relatedTarget as Node | null)) return;
    if (settleTimer.current) clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(settle, inputSettleMs);
  };

  const handleWrapperFocus = () => {
    if (settleTimer.current) clearTimeout(settleTimer.current);
    settleTimer.current = null;
  };

  const move = (index: number) => {
    setOpen(true);
    setActiveIndex(index);
  };

  const runTypeAhead = (event: KeyboardEvent<HTMLInputElement>): boolean => {
    const optionCount = search.options.length;
    if (active < 0 || optionCount === 0) return false;
    const state = typeAhead.current;
    if (state.timer) clearTimeout(state.timer);
    state.buffer += event.key;
    state.timer = setTimeout(() => {
      state.buffer = '';
      state.timer = null;
    }, typeAheadResetMs);
    // A new buffer looks after the active option; a longer one may stay on it.
    const from = state.buffer.length === 1 ? active : active - 1;
    const index = typeAheadIndex(search.options, state.buffer, Math.min(from, optionCount - 1));
    if (index < 0) {
      state.buffer = '';
      setActiveIndex(-1);
      return false;
    }
    event.preventDefault();
    setActiveIndex(index);
    return true;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = items.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!popupOpen || event.altKey) return setOpen(true);
        if (items.length > 0) move(active < 0 || active === last ? 0 : active + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (items.length > 0) move(active <= 0 ? last : active - 1);
        else setOpen(true);
        return;
      case 'Home':
      case 'End':
        if (active < 0) return;
        event.preventDefault();
        setActiveIndex(event.key === 'Home' ? 0 : last);
        return;
      case 'Enter':
        if (!popupOpen) return;
        event.preventDefault();
        if (active >= 0) choose(items[active]!);
        return;
      case 'Escape':
        if (popupOpen) {
          event.preventDefault();
          event.stopPropagation();
          close();
        } else if (value && text !== value.name) {
          event.preventDefault();
          setText(value.name);
        }
        return;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) runTypeAhead(event);
    }
  };

  const statusMessage = (() => {
    if (!popupOpen) return null;
    if (search.status === 'idle' && items.length === 0)
      return <Text color="gray.600">{dropdownCopy.typeToSearch}</Text>;
    if (search.status === 'loading' && search.options.length === 0) {
      return (
        <Text color="gray.600" display="flex" alignItems="center" gap="2">
          <Spinner size="xs" aria-hidden />
          {dropdownCopy.searching}
        </Text>
      );
    }
    if (search.status === 'error') {
      return (
        <Box>
          <Text color="red.700" fontWeight="medium">
            {dropdownCopy.error}
          </Text>
          <Button
            mt="2"
            size="sm"
            minH="11"
            variant="outline"
            colorPalette="brand"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              search.retry();
              inputRef.current?.focus();
            }}
          >
            {dropdownCopy.retry}
          </Button>
        </Box>
      );
    }
    if (search.status === 'ready' && search.options.length === 0) {
      return <Text color="gray.600">{dropdownCopy.noResults}</Text>;
    }
    return null;
  })();

  return (
    <Box mb="5" ref={wrapperRef} onBlur={handleWrapperBlur} onFocus={handleWrapperFocus}>
      <chakra.label id={labelId} htmlFor={id} display="block" fontWeight="semibold" mb="1.5" fontSize="md">
        <FieldLabelText label={label} required={props.required} />
      </chakra.label>
      <Box position="relative">
        <Input
          ref={inputRef}
          id={id}
          name={id}
          size="lg"
          type="text"
          role="combobox"
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          placeholder={dropdownCopy.typeToSearch}
          value={text}
          disabled={disabled}
          autoFocus={props.autofocus}
          pe={
            clearShown
              ? clearButtonWidth !== null
                ? `${clearButtonWidth + clearButtonGap}px`
                : clearButtonReserve
              : undefined
          }
          textOverflow="ellipsis"
          aria-autocomplete="list"
          aria-expanded={listVisible}
          aria-controls={listboxId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          {...controlA11yProps({
            id,
            rawErrors: errors,
            disabled,
            required: props.required,
            hasHelp: help !== undefined,
          })}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onClick={() => setOpen(true)}
          onFocus={() => onFocus(id, value)}
          onKeyDown={handleKeyDown}
        />
        {clearShown ? (
          <Button
            ref={clearButtonRef}
            position="absolute"
            insetEnd="0"
            top="50%"
            transform="translateY(-50%)"
            size="sm"
            h="11"
            minW="11"
            variant="ghost"
            colorPalette="brand"
            aria-label={fillTemplate(dropdownCopy.clearLabel, { label })}
            onClick={clear}
          >
            {dropdownCopy.clear}
          </Button>
        ) : null}
        <Box
          display={popupOpen && (listVisible || statusMessage) ? 'block' : 'none'}
          position="absolute"
          top="100%"
          insetX="0"
          mt="1"
          zIndex="dropdown"
          bg="white"
          borderWidth="1px"
          borderColor="gray.200"
          rounded="md"
          boxShadow="lg"
          maxH="min(20rem, 50vh)"
          overflowY="auto"
        >
          {statusMessage ? (
            <Box px="4" py="3" fontSize="sm">
              {statusMessage}
            </Box>
          ) : null}
          <chakra.ul
            id={listboxId}
            role="listbox"
            aria-labelledby={labelId}
            display={listVisible ? 'block' : 'none'}
            listStyleType="none"
            m="0"
            p="1"
          >
            {items.map((item, index) => {
              const selected = item.kind === 'option' && value?.id === item.option.id;
              return (
                <chakra.li
                  key={item.kind === 'option' ? `option-${item.option.id}` : 'create'}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  px="3"
                  py="2.5"
                  minH="11"
                  display="flex"
                  alignItems="center"
                  gap="2"
                  rounded="sm"
                  cursor="pointer"
                  bg={index === active ? 'brand.50' : undefined}
                  color={index === active ? 'brand.800' : 'gray.900'}
                  fontWeight={selected || item.kind === 'create' ? 'semibold' : 'normal'}
                  borderTopWidth={item.kind === 'create' && index > 0 ? '1px' : undefined}
                  borderColor="gray.100"
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => index !== active && setActiveIndex(index)}
                  onClick={() => choose(item)}
                >
                  {item.kind === 'create'
                    ? fillTemplate(dropdownCopy.createOption, { text: item.name })
                    : item.option.name}
                  {selected ? (
                    <chakra.span aria-hidden ms="auto" color="brand.600">
                      ✓
                    </chakra.span>
                  ) : null}
                </chakra.li>
              );
            })}
          </chakra.ul>
        </Box>
      </Box>
      <chakra.div id={`${id}__status`} role="status" aria-live="polite" srOnly>
        {popupOpen ? announcement(search.status, search.options.length) : ''}
      </chakra.div>
      <FieldHelpAndError id={id} help={help} error={showError ? errors[0] : undefined} />
    </Box>
  );
}
