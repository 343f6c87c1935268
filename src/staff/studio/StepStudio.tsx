import { useId, useState } from 'react';
import { Box, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Loading } from '../../shared/ui/Loading';
import { compilingAllowed } from './compilingAllowed';
import { editorSchemas } from './editorSchemas';
import { JsonEditor } from './JsonEditor';
import { SaveToFilesButton } from './SaveToFilesButton';
import { StepPreview } from './StepPreview';
import { changedFiles, downloadFile, saveToFiles } from './studioSave';
import { fillIn, studioText } from './text';
import { useStudioStep, type EditorTexts } from './useStudioStep';

// The copy view's editor previews with the same in-browser rule compiler: one staff-only chunk.
export { CopyEditor } from './copy/CopyEditor';

const text = studioText.steps;

/** Save under `npm run dev`; download the changed files in a production build (read-only). */
function SaveOrDownload({
  stepId,
  changed,
  canSave,
  blocked,
}: {
  stepId: string;
  changed: { schema?: unknown; ui?: unknown; copy?: Record<string, unknown> };
  canSave: boolean;
  blocked: boolean;
}) {
  const [outcome, setOutcome] = useState<string | null>(null);
  const changes = { stepId, ...changed };
  const files = changedFiles(changes);
  return (
    <Box mt="3">
      {canSave ? (
        <SaveToFilesButton
          disabled={files.length === 0 || blocked}
          save={() => saveToFiles(changes)}
          onOutcome={setOutcome}
        />
      ) : (
        <Stack gap="2">
          <Text fontSize="sm">{text.readOnly}</Text>
          <HStack gap="2" wrap="wrap">
            {files.map((file) => (
              <Button
                key={file.name}
                size="sm"
                variant="outline"
                onClick={() => downloadFile(file.name, file.text)}
              >
                {fillIn(text.download, { file: file.name })}
              </Button>
            ))}
          </HStack>
        </Stack>
      )}
      {files.length === 0 ? (
        <Text fontSize="sm" color="gray.600" mt="1">
          {text.unchanged}
        </Text>
      ) : null}
      {outcome ? (
        <Text role="status" fontSize="sm" mt="2">
          {outcome}
        </Text>
      ) : null}
    </Box>
  );
}

/** One step file: its editors with the checker's findings, and its preview following the edits. */
export function StepStudio({ stepId, canSave }: { stepId: string; canSave: boolean }) {
  const studio = useStudioStep(stepId);
  const findingsId = useId();
  if (!studio || !studio.live) return <Loading />;
  const firstPage = Object.values(studio.good.copy)[0] ?? {};
  return (
    <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="6">
      <Box>
        <Heading as="h3" size="md" mb="2">
          {text.editors}
        </Heading>
        {(['schema', 'ui', 'copy'] as Array<keyof EditorTexts>).map((file) => (
          <Box key={file} mb="4">
            <Text fontWeight="semibold" mb="1">
              {text.files[file]}
            </Text>
            <JsonEditor
              key={`${stepId}-${file}`}
              label={`${stepId} ${text.files[file]}`}
              initialText={studio.texts[file]}
              schema={editorSchemas[file]}
              onChange={(value) => studio.setText(file, value)}
            />
          </Box>
        ))}
        <Box role="status" aria-live="polite">
          {studio.parseErrors.map((message) => (
            <Text key={message} color="red.700" fontSize="sm">
              {message}
            </Text>
          ))}
        </Box>
        <Heading as="h3" size="md" mt="4" mb="2" id={findingsId}>
          {text.findingsTitle}
        </Heading>
        {studio.findings.length === 0 ? (
          <Text fontSize="sm">{text.noFindings}</Text>
        ) : (
          <Box as="ul" aria-labelledby={findingsId} ps="5" fontSize="sm" color="red.800">
            {studio.findings.map((finding) => (
              <li key={`${finding.file}${finding.pointer}${finding.problem}`}>
                <code>
                  {finding.file}
                  {finding.pointer ? ` ${finding.pointer}` : ''}
                </code>
                : {finding.problem}
              </li>
            ))}
          </Box>
        )}
        {compilingAllowed ? null : (
          <Text fontSize="sm" color="gray.600" mt="2">
            {text.checkedWithoutCompiling}
          </Text>
        )}
        <SaveOrDownload
          stepId={stepId}
          changed={studio.changed}
          canSave={canSave}
          blocked={studio.parseErrors.length > 0}
        />
      </Box>
      <Box minW="0">
        <StepPreview
          step={studio.live.step}
          savedRules={studio.live.savedRules}
          fills={studio.fills}
          page={firstPage as { title?: string; description?: string; submit?: string }}
        />
      </Box>
    </Grid>
  );
}
