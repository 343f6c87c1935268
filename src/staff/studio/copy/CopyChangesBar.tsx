import { useState } from 'react';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { SaveToFilesButton } from '../SaveToFilesButton';
import { fillIn, studioText } from '../text';
import { wordsCanBeKept, type CopyChangeSet } from './copyChanges';
import { downloadCopyChanges, saveCopyChanges } from './copySave';

const text = studioText.copy.changes;

/** How many strings changed, what, and the way to keep them: save (dev) or download (production). */
export function CopyChangesBar({ changeSet, canSave }: { changeSet: CopyChangeSet; canSave: boolean }) {
  const [outcome, setOutcome] = useState<string | null>(null);
  const count = changeSet.changes.length;
  const empty = changeSet.changes.some((change) => !wordsCanBeKept(change.to));
  return (
    <Box borderWidth="1px" borderColor="gray.300" borderRadius="md" p="3" mb="4" bg="gray.50">
      <HStack gap="3" wrap="wrap">
        <Text fontWeight="semibold">{count === 0 ? text.none : fillIn(text.count, { count })}</Text>
        {canSave ? (
          <SaveToFilesButton
            disabled={count === 0 || empty}
            save={() => saveCopyChanges(changeSet)}
            onOutcome={setOutcome}
          />
        ) : (
          <Button
            size="sm"
            variant="outline"
            disabled={count === 0 || empty}
            onClick={() => downloadCopyChanges(changeSet)}
          >
            {text.download}
          </Button>
        )}
      </HStack>
      {canSave ? null : (
        <Text fontSize="sm" mt="2">
          {text.readOnly}
        </Text>
      )}
      {empty ? (
        <Text fontSize="sm" mt="2" color="red.700">
          {text.emptyWords}
        </Text>
      ) : null}
      {count > 0 ? (
        <Box as="details" mt="2" fontSize="sm">
          <summary>{text.list}</summary>
          <Box as="ul" ps="5" mt="1">
            {changeSet.changes.map((change) => (
              <li key={`${change.file}#${change.pointer}`}>{fillIn(text.item, change)}</li>
            ))}
          </Box>
        </Box>
      ) : null}
      <Text role="status" fontSize="sm" mt={outcome ? '2' : '0'}>
        {outcome}
      </Text>
    </Box>
  );
}
