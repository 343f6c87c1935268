import { Box, Text } from '@chakra-ui/react';
import { NewTabLink } from './NewTabLink';
import type { PageNote } from './pageNotes';

/** A screen's notes (src/shared/ui/pageNotes.ts) above its form; help links open in a new tab so the form keeps what was typed. */
export function PageNotes({ notes }: { notes: PageNote[] }) {
  if (notes.length === 0) return null;
  return (
    <Box mb="6" display="grid" gap="3" bg="gray.50" borderRadius="lg" p="4">
      {notes.map((note) => (
        <Text key={note.text} color="gray.800" fontSize="md">
          {note.text}
          {note.link ? (
            <>
              {' '}
              <NewTabLink href={note.link.href}>{note.link.text}</NewTabLink>
            </>
          ) : null}
        </Text>
      ))}
    </Box>
  );
}
