import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, Heading, Text, Textarea } from '@chakra-ui/react';
import { FieldLabel } from '../FieldLabel';
import { fillIn, studioText } from '../text';
import { lengthOf, type CopyEntry } from './copyCatalog';
import type { CopyChange } from './copyChanges';
import { CopyPreview } from './CopyPreview';

const text = studioText.copy.editor;

function LengthNote({ entry, words, id }: { entry: CopyEntry; words: string; id: string }) {
  const length = lengthOf(words);
  const max = entry.limit?.max;
  const over = max !== undefined && length > max;
  return (
    <Text
      id={id}
      fontSize="sm"
      mt="1"
      color={over ? 'red.700' : 'gray.700'}
      fontWeight={over ? 'semibold' : undefined}
    >
      {max === undefined
        ? fillIn(text.lengthFree, { length })
        : over
          ? fillIn(text.lengthOver, { length, max, over: studioText.copy.over, extra: length - max })
          : fillIn(text.lengthUnder, { length, max })}
    </Text>
  );
}

/** One string: its words in an editor, where it is written and read, and the step that shows it. */
export function CopyEditor({
  entry,
  words,
  changes,
  onChange,
}: {
  entry: CopyEntry;
  words: string;
  changes: readonly CopyChange[];
  onChange: (words: string) => void;
}) {
  const wordsId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  // Chosen in the table, the words take focus (and come into view), the caret after them, to be
  // typed at once.
  useEffect(() => {
    const element = field.current;
    element?.focus();
    element?.setSelectionRange(element.value.length, element.value.length);
  }, []);
  const lengthId = useId();
  const emptyId = useId();
  const [previewStep, setPreviewStep] = useState(entry.previewSteps[0]);
  const stepId = entry.previewSteps.includes(previewStep ?? '') ? previewStep : entry.previewSteps[0];
  const empty = words.trim() === '';
  const template = words.includes('${');
  const placeholder = /\{(\w+)\}/.exec(entry.text)?.[0];
  return (
    <Box>
      <Heading as="h3" size="md" mb="2">
        {text.title}
      </Heading>
      <FieldLabel htmlFor={wordsId}>
        {text.words} — {studioText.copy.kinds[entry.kind]}
        {entry.field ? ` (${entry.field})` : ''}
      </FieldLabel>
      <Textarea
        ref={field}
        id={wordsId}
        value={words}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={empty || template || undefined}
        aria-describedby={`${lengthId}${empty || template ? ` ${emptyId}` : ''}`}
      />
      <LengthNote entry={entry} words={words} id={lengthId} />
      {empty || template ? (
        <Text id={emptyId} fontSize="sm" color="red.700">
          {empty ? text.empty : text.template}
        </Text>
      ) : null}
      {placeholder ? (
        <Text fontSize="sm" color="gray.700">
          {fillIn(text.placeholders, { name: placeholder })}
        </Text>
      ) : null}
      {words !== entry.text ? (
        <Box mt="2">
          <Text fontSize="sm">{fillIn(text.was, { text: entry.text })}</Text>
          <Button
            size="xs"
            variant="outline"
            mt="1"
            onClick={() => {
              onChange(entry.text);
              // The button goes with the change: focus goes back to the words.
              field.current?.focus();
            }}
          >
            {text.undo}
          </Button>
        </Box>
      ) : null}
      <Heading as="h3" size="md" mt="4" mb="2">
        {text.previewTitle}
      </Heading>
      {stepId ? (
        <>
          {entry.previewSteps.length > 1 ? (
            <Box mb="2">
              <FieldLabel htmlFor={`${wordsId}-step`}>{text.previewStep}</FieldLabel>
              <select
                id={`${wordsId}-step`}
                value={stepId}
                onChange={(event) => setPreviewStep(event.target.value)}
                style={{ padding: '6px', border: '1px solid #a0aec0', borderRadius: '6px' }}
              >
                {entry.previewSteps.map((step) => (
                  <option key={step} value={step}>
                    {step}
                  </option>
                ))}
              </select>
            </Box>
          ) : null}
          <CopyPreview key={`${stepId}:${entry.id}`} stepId={stepId} entry={entry} changes={changes} />
        </>
      ) : (
        <Box>
          <Text fontSize="sm">{text.noPreview}</Text>
          <Text
            mt="1"
            p="3"
            borderWidth="1px"
            borderColor="gray.300"
            borderRadius="md"
            data-testid="copy-words"
          >
            {words}
          </Text>
        </Box>
      )}
      <Box
        as="dl"
        fontSize="sm"
        mt="4"
        css={{ '& dt': { fontWeight: 600 }, '& dd': { marginBottom: '6px' } }}
      >
        <dt>{text.file}</dt>
        <dd>
          <code>
            {entry.file} {entry.pointer}
          </code>
        </dd>
        <dt>{text.usedBy}</dt>
        <dd>{entry.usedBy.join('; ')}</dd>
      </Box>
    </Box>
  );
}
