import { Component, Suspense, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { withProductLimits } from '../../../core/rules/productLimits';
import { Loading } from '../../shared/ui/Loading';
import type { InvalidFill } from '../fill/generateFills';
import { StepForm } from '../../shared/form/StepForm';
import { uiComponentNames, type LoadedStep } from '../../shared/form/stepFiles';
import { fieldNames } from '../../../widgets/fieldMap';
import { widgetNames } from '../../../widgets/widgetMap';
import { FieldLabel } from './FieldLabel';
import { previewLookups } from './previewLookups';
import { fillIn, studioText } from './text';

const text = studioText.steps;

export const previewWidths = { phone: 390, tablet: 768, desktop: 1280 } as const;
type Width = keyof typeof previewWidths;

export type PreviewFills = { valid: Record<string, unknown>; invalid: InvalidFill[] };
type PageCopy = { title?: string; description?: string; submit?: string };

/** Keeps a broken edit from taking the studio down: says why, and tries again with the next version. */
class PreviewBoundary extends Component<
  { children: ReactNode; version: unknown },
  { error: Error | null; version: unknown }
> {
  override state: { error: Error | null; version: unknown } = { error: null, version: this.props.version };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  static getDerivedStateFromProps(
    props: { version: unknown },
    state: { error: Error | null; version: unknown },
  ) {
    return props.version === state.version ? null : { error: null, version: props.version };
  }
  override render() {
    if (this.state.error)
      return <Text role="alert">{fillIn(text.broken, { message: this.state.error.message })}</Text>;
    return this.props.children;
  }
}

/**
 * The widgets and fields a UI schema names that do not exist. The form would throw on them (and React
 * log the error the boundary catches): the preview says so instead of trying.
 */
function missingComponents(uiSchema: unknown): string[] {
  const { widgets, fields } = uiComponentNames(uiSchema);
  return [
    ...[...widgets].filter((name) => !widgetNames.includes(name)),
    ...[...fields].filter((name) => !fieldNames.includes(name)),
  ];
}

/**
 * A step as the real form (StepForm with the step's files), in a frame of a phone's, a tablet's or a
 * desktop's width, empty, with a valid fill, or with each invalid fill of the fill generator —
 * submitted at once, so the message the rule produces shows on its field.
 */
export function StepPreview({
  step,
  fills,
  page,
  savedRules,
  initialState = 'empty',
  version = '',
}: {
  step: LoadedStep;
  fills: PreviewFills;
  page: PageCopy;
  savedRules: boolean;
  /** The state shown first: "empty", "valid" or "invalid-<index of fills.invalid>". */
  initialState?: string;
  /**
   * Changes when the words change: the form is shown (and an invalid fill submitted) again, leaving
   * focus with the words being typed.
   */
  version?: string;
}) {
  const [width, setWidth] = useState<Width>('phone');
  const [state, setState] = useState(initialState);
  const [submitted, setSubmitted] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const stateId = useId();
  const copy = useMemo(() => withProductLimits(page), [page]);
  const missing = useMemo(() => missingComponents(step.uiSchema), [step.uiSchema]);

  const invalidIndex = state.startsWith('invalid-') ? Number(state.slice('invalid-'.length)) : -1;
  const invalid = fills.invalid[invalidIndex];
  const formData = state === 'valid' ? fills.valid : invalid ? invalid.data : undefined;
  const formKey = `${step.stepId}:${state}:${version}`;

  // An invalid fill is submitted as soon as it is shown, so its message shows (submit-validate).
  useEffect(() => {
    if (!formKey.includes(':invalid-')) return;
    const timer = window.setTimeout(
      () => frame.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.click(),
      50,
    );
    return () => window.clearTimeout(timer);
  }, [formKey]);

  return (
    <Box>
      <HStack gap="4" wrap="wrap" mb="3" align="end">
        <Box role="group" aria-label={text.width}>
          <Text fontSize="sm" fontWeight="semibold" mb="1">
            {text.width}
          </Text>
          <HStack gap="1">
            {(Object.keys(previewWidths) as Width[]).map((name) => (
              <Button
                key={name}
                size="sm"
                variant={name === width ? 'solid' : 'outline'}
                colorPalette={name === width ? 'brand' : undefined}
                aria-pressed={name === width}
                onClick={() => setWidth(name)}
              >
                {text.widths[name]}
              </Button>
            ))}
          </HStack>
        </Box>
        <Box>
          <FieldLabel htmlFor={stateId}>{text.state}</FieldLabel>
          <select
            id={stateId}
            value={state}
            onChange={(event) => {
              setState(event.target.value);
              setSubmitted(false);
            }}
            style={{ padding: '6px', border: '1px solid #a0aec0', borderRadius: '6px', maxWidth: '32rem' }}
          >
            <option value="empty">{text.states.empty}</option>
            <option value="valid">{text.states.valid}</option>
            {fills.invalid.map((fill, index) => (
              <option key={`${fill.field}-${fill.rule}`} value={`invalid-${index}`}>
                {fillIn(text.states.invalid, { rule: fill.rule, field: fill.field })}
              </option>
            ))}
          </select>
        </Box>
      </HStack>
      {invalid ? (
        <Text fontSize="sm" mb="2" data-testid="expected-message">
          {fillIn(text.expected, { message: invalid.message })}
        </Text>
      ) : null}
      {savedRules ? (
        <Text fontSize="sm" mb="2" color="orange.700">
          {text.savedRules}
        </Text>
      ) : null}
      <Box overflowX="auto" borderWidth="1px" borderColor="gray.300" borderRadius="md" bg="gray.100" p="3">
        <Box
          ref={frame}
          data-testid="step-preview"
          data-width={previewWidths[width]}
          w={`${previewWidths[width]}px`}
          maxW="none"
          mx="auto"
          bg="white"
          p="5"
          boxShadow="sm"
        >
          {copy.title ? (
            <Heading as="h3" size="xl" mb="2">
              {copy.title}
            </Heading>
          ) : null}
          {copy.description ? (
            <Text color="gray.700" mb="4">
              {copy.description}
            </Text>
          ) : null}
          {missing.length > 0 ? (
            <Text role="alert">
              {fillIn(text.broken, {
                message: fillIn(text.missingComponents, { names: missing.join(', ') }),
              })}
            </Text>
          ) : (
            <PreviewBoundary version={step}>
              <Suspense fallback={<Loading />}>
                <StepForm
                  key={formKey}
                  step={step}
                  focusErrorsOnSubmit={version === ''}
                  lookups={previewLookups}
                  formData={formData}
                  submitLabel={copy.submit ?? 'Continue'}
                  onSubmit={async () => {
                    setSubmitted(true);
                  }}
                />
              </Suspense>
            </PreviewBoundary>
          )}
          {submitted ? (
            <Text role="status" mt="3" color="green.700">
              {text.submitted}
            </Text>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}
