import { Button } from '@chakra-ui/react';
import { fillIn, studioText } from './text';

const text = studioText.steps;

/** Under `npm run dev`: writes the studio's changes through the dev server and says what happened. */
export function SaveToFilesButton({
  disabled,
  save,
  onOutcome,
}: {
  disabled: boolean;
  save: () => Promise<{ ok: boolean; lines: string[] }>;
  onOutcome: (message: string) => void;
}) {
  return (
    <Button
      size="sm"
      colorPalette="brand"
      disabled={disabled}
      onClick={async () => {
        const result = await save();
        onOutcome(
          result.ok
            ? fillIn(text.saved, { files: result.lines.join(', ') })
            : fillIn(text.notSaved, { problems: result.lines.join(' ') }),
        );
      }}
    >
      {text.save}
    </Button>
  );
}
