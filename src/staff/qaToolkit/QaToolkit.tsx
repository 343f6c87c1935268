import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Box, Button, chakra, Heading, Text } from '@chakra-ui/react';
import { invalidFills, seededRng, validFill, type StepFiles } from '../fill/generateFills';
import { activeStepForm, subscribeStepForm } from '../../shared/devToolkit/activeStepForm';
import { branchPresets, presetFill, presetSummary } from './branchPresets';
import { loadFillHints } from './stepFillHints';

type Json = Record<string, unknown>;

const newSeed = () => 1 + Math.floor(Math.random() * 99_999);
// The seed outlives the panel: closing and reopening it fills the same data again.
let sessionSeed = newSeed();

/**
 * The QA toolkit's panel (spec §2 "Dev toolkit", docs/qa-toolkit.md): on the step on screen, a seeded
 * valid fill, one invalid fill per rule (named by the rule, with the message it must show) and a
 * preset per README test-scenario branch. Every fill goes into the step form's own data
 * (src/shared/devToolkit/activeStepForm.ts), so it shows in the applicant's widgets and submits like typing.
 * A non-modal dialog: the page stays usable while it is open.
 */
export default function QaToolkit({ onClose }: { onClose: () => void }) {
  const target = useSyncExternalStore(subscribeStepForm, activeStepForm, () => undefined);
  const stepId = target?.step.stepId;
  const [hints, setHints] = useState<{ stepId: string; fill: Json | undefined } | null>(null);
  const [seedText, setSeedText] = useState(String(sessionSeed));
  const seed = Math.max(1, Math.trunc(Number(seedText)) || 1);
  const [status, setStatus] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ids = useId();

  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    sessionSeed = seed;
  }, [seed]);
  useEffect(() => {
    if (!stepId) return undefined;
    let current = true;
    void loadFillHints(stepId).then((fill) => {
      if (current) setHints({ stepId, fill });
    });
    return () => {
      current = false;
    };
  }, [stepId]);

  const files = useMemo<StepFiles | null>(() => {
    if (!target || hints?.stepId !== target.step.stepId) return null;
    return { schema: target.step.schema as Json, ...(hints.fill ? { fill: hints.fill } : {}) };
  }, [target, hints]);
  const cases = useMemo(() => (files ? invalidFills(files, seededRng(seed)) : []), [files, seed]);

  const fill = (data: Json, showErrors: boolean, what: string) => {
    target?.fill(data, { showErrors });
    setStatus(`Filled ${what} (seed ${seed}).`);
  };

  return (
    <Box
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${ids}-title`}
      position="fixed"
      insetEnd={{ base: '2', md: '4' }}
      bottom={{ base: '2', md: '4' }}
      w="min(26rem, calc(100vw - 1rem))"
      maxH="80vh"
      overflowY="auto"
      bg="white"
      borderWidth="1px"
      borderColor="gray.300"
      borderRadius="lg"
      boxShadow="lg"
      p="4"
      zIndex="modal"
      fontSize="sm"
    >
      <Box display="flex" alignItems="center" gap="2" mb="2">
        <Heading as="h2" id={`${ids}-title`} ref={headingRef} tabIndex={-1} fontSize="lg" flex="1">
          QA toolkit
        </Heading>
        <Button size="sm" variant="outline" onClick={onClose}>
          Close
        </Button>
      </Box>
      <Text color="gray.600" mb="3">
        ? or Escape opens and closes this panel. Fills go into the form as if typed.
      </Text>
      {!target || !files ? (
        <Text>{target ? 'Loading the step’s fills…' : 'No form on this page: open a step to fill it.'}</Text>
      ) : (
        <>
          <chakra.section aria-labelledby={`${ids}-step`} mb="4">
            <Heading as="h3" id={`${ids}-step`} fontSize="md" mb="2">
              This step: {target.step.stepId}
            </Heading>
            <Box display="flex" alignItems="end" gap="2" mb="2" flexWrap="wrap">
              <Box>
                <chakra.label htmlFor={`${ids}-seed`} display="block" fontWeight="semibold">
                  Seed
                </chakra.label>
                <chakra.input
                  id={`${ids}-seed`}
                  type="number"
                  min={1}
                  value={seedText}
                  onChange={(event) => setSeedText(event.target.value)}
                  w="24"
                  h="10"
                  px="2"
                  borderWidth="1px"
                  borderColor="gray.400"
                  borderRadius="md"
                />
              </Box>
              <Button size="sm" variant="outline" onClick={() => setSeedText(String(newSeed()))}>
                New seed
              </Button>
              <Button
                size="sm"
                colorPalette="brand"
                onClick={() => fill(validFill(files, seededRng(seed)), false, 'valid data')}
              >
                Fill valid
              </Button>
            </Box>
            <Heading as="h4" fontSize="sm" mt="3" mb="1">
              Invalid fills, by the rule each breaks
            </Heading>
            <chakra.ul listStyleType="none" m="0" p="0">
              {cases.map((invalid, index) => (
                <chakra.li key={`${invalid.rule}-${index}`} mb="1.5">
                  <Button
                    size="xs"
                    variant="outline"
                    aria-describedby={`${ids}-case-${index}`}
                    onClick={() => fill(invalid.data, true, `data that breaks ${invalid.rule}`)}
                  >
                    {invalid.rule}
                  </Button>{' '}
                  <Text as="span" id={`${ids}-case-${index}`} color="gray.600">
                    shows “{invalid.message}”
                  </Text>
                </chakra.li>
              ))}
            </chakra.ul>
          </chakra.section>
          <chakra.section aria-labelledby={`${ids}-branches`}>
            <Heading as="h3" id={`${ids}-branches`} fontSize="md" mb="2">
              Reach a branch
            </Heading>
            <chakra.ul listStyleType="none" m="0" p="0">
              {branchPresets.map((preset) => (
                <chakra.li key={preset.id} mb="1.5">
                  <Button
                    size="xs"
                    variant="outline"
                    aria-describedby={`${ids}-preset-${preset.id}`}
                    onClick={() =>
                      fill(
                        presetFill(preset, target.step.stepId, files, seededRng(seed)),
                        false,
                        `the ${preset.name} preset`,
                      )
                    }
                  >
                    Preset: {preset.name}
                  </Button>{' '}
                  <Text as="span" id={`${ids}-preset-${preset.id}`} color="gray.600">
                    leads to {preset.leadsTo}; here: {presetSummary(preset, target.step.stepId)}
                  </Text>
                </chakra.li>
              ))}
            </chakra.ul>
          </chakra.section>
        </>
      )}
      <Box role="status" aria-live="polite" mt="3" fontWeight="medium">
        {status}
      </Box>
    </Box>
  );
}
