import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Box, Grid, Heading, HStack, Input, Text } from '@chakra-ui/react';
import { CopyChangesBar } from './copy/CopyChangesBar';
import { CopyTable } from './copy/CopyTable';
import { type CopyKind } from './copy/copyCatalog';
import { changeSetOf } from './copy/copyChanges';
import { matchesFilter } from './copy/copyFilter';
import { projectCopy } from './copy/projectCopy';
import { studioCopyFiles } from './copy/studioCopyFiles';
import { FieldLabel } from './FieldLabel';
import { Loading } from '../../shared/ui/Loading';
import { studioCanSave } from './studioSave';
import { fillIn, studioText } from './text';

// The editor's preview compiles edited rules under npm run dev: it loads with the step editor's chunk
// (StepStudio.tsx), never with the studio's first view.
const CopyEditor = lazy(() => import('./StepStudio').then((module) => ({ default: module.CopyEditor })));

const text = studioText.copy;
const kinds = Object.keys(text.kinds) as CopyKind[];
/** A long table is slow to draw and to read: the filter finds the rest. */
const listedAtMost = 150;

/**
 * Every word an applicant reads (docs/studio.md): filtered, chosen, edited with its preview, and
 * kept by saving to the files (dev) or downloading the change set (production).
 */
export function CopyView({
  initialFilter = '',
  canSave = studioCanSave,
}: {
  initialFilter?: string;
  canSave?: boolean;
}) {
  const entries = useMemo(() => projectCopy(studioCopyFiles), []);
  const [filter, setFilter] = useState(initialFilter);
  const [kind, setKind] = useState<CopyKind | ''>('');
  const [edits, setEdits] = useState<ReadonlyMap<string, string>>(new Map());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const filterId = useId();
  const kindId = useId();
  const changeSet = useMemo(() => changeSetOf(entries, edits), [entries, edits]);
  const shown = useMemo(
    () => entries.filter((entry) => (!kind || entry.kind === kind) && matchesFilter(entry, filter, edits)),
    [entries, kind, filter, edits],
  );
  const selected = entries.find((entry) => entry.id === selectedId);
  return (
    <Box>
      <Heading as="h2" size="lg" mb="1">
        {text.title}
      </Heading>
      <Text mb="3" color="gray.700">
        {text.lead}
      </Text>
      <CopyChangesBar changeSet={changeSet} canSave={canSave} />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
        <Box minW="0">
          <HStack gap="3" mb="3" align="end" wrap="wrap">
            <Box flex="1" minW="14rem">
              <FieldLabel htmlFor={filterId}>{text.filter}</FieldLabel>
              <Input
                id={filterId}
                size="sm"
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
              />
            </Box>
            <Box>
              <FieldLabel htmlFor={kindId}>{text.kindFilter}</FieldLabel>
              <select
                id={kindId}
                value={kind}
                onChange={(event) => setKind(event.target.value as CopyKind | '')}
                style={{ padding: '6px', border: '1px solid #a0aec0', borderRadius: '6px' }}
              >
                <option value="">{text.allKinds}</option>
                {kinds.map((name) => (
                  <option key={name} value={name}>
                    {text.kinds[name]}
                  </option>
                ))}
              </select>
            </Box>
          </HStack>
          <Text fontSize="sm" mb="2" role="status">
            {fillIn(text.shown, { shown: shown.length, total: entries.length })}
          </Text>
          <CopyTable
            entries={shown.slice(0, listedAtMost)}
            edits={edits}
            selectedId={selectedId}
            onSelect={setSelectedId}
          />
          {shown.length > listedAtMost ? (
            <Text fontSize="sm" mt="2">
              {fillIn(text.more, { listed: listedAtMost })}
            </Text>
          ) : null}
        </Box>
        <Box minW="0">
          {selected ? (
            <Suspense fallback={<Loading />}>
              <CopyEditor
                key={selected.id}
                entry={selected}
                words={edits.get(selected.id) ?? selected.text}
                changes={changeSet.changes}
                onChange={(words) =>
                  setEdits((previous) => {
                    const next = new Map(previous);
                    if (words === selected.text) next.delete(selected.id);
                    else next.set(selected.id, words);
                    return next;
                  })
                }
              />
            </Suspense>
          ) : (
            <Text color="gray.700">{text.editor.none}</Text>
          )}
        </Box>
      </Grid>
    </Box>
  );
}
