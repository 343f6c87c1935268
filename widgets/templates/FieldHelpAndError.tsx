import type { ReactNode } from 'react';
import { Box, Text, chakra } from '@chakra-ui/react';
import { errorId, helpId } from '@rjsf/utils';
import { formCopy } from '../copy';
import { useAnnouncesError } from '../errorAnnouncement';

/**
 * A field's help text and its error ("Error:" for screen readers), under the ids the control's
 * aria-describedby names. The error box is always there, so the description never dangles. The error
 * is role=alert when this field announces it (widgets/errorAnnouncement.ts).
 */
export function FieldHelpAndError({
  id,
  help,
  error,
}: {
  id: string;
  /** Text, or markdown rendered as safe markup (RJSF's RichHelp). */
  help?: ReactNode;
  /** The message to show now, or nothing (spec §5: only after blur or submit, never when disabled). */
  error?: string | undefined;
}) {
  const announces = useAnnouncesError(id);
  return (
    <>
      {help ? (
        <Text
          as="div"
          id={helpId(id)}
          fontSize="sm"
          color="gray.600"
          mt="1.5"
          css={{ '& p': { marginBlock: '0' } }}
        >
          {help}
        </Text>
      ) : null}
      <Box id={errorId(id)}>
        {error ? (
          <Text
            role={announces ? 'alert' : undefined}
            color="red.700"
            fontSize="sm"
            mt="1.5"
            fontWeight="medium"
          >
            <chakra.span srOnly>{formCopy.errorPrefix}: </chakra.span>
            {error}
          </Text>
        ) : null}
      </Box>
    </>
  );
}
