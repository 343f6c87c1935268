import {
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Box, Spinner } from '@chakra-ui/react';
import Form from '@rjsf/core';
import { deepEquals, getUiOptions } from '@rjsf/utils';
import type { IChangeEvent } from '@rjsf/core';
import { fieldMap } from '../../../widgets/fieldMap';
import { AnnouncedFieldsProvider } from '../../../widgets/errorAnnouncement';
import { LookupSourceProvider, type LookupSources } from '../../../widgets/lookups/LookupSourceContext';
import { OfferSourceProvider } from '../../../widgets/offers/OfferSourceContext';
import { templateMap } from '../../../widgets/templateMap';
import { widgetMap } from '../../../widgets/widgetMap';
import { PrimaryButton } from '../../../widgets/ActionButtons';
import { Loading } from '../ui/Loading';
import { ErrorSummary } from './ErrorSummary';
import { lookupSources } from '../lookups/lookupSources';
import { offerSources } from '../offers/offerSources';
import { registerStepForm } from '../devToolkit/activeStepForm';
import { devToolkitEnabled } from '../devToolkit/devToolkitEnabled';
import { readPointer } from './submitMapping';
import type { IncomeCheckBounds, IncomeFigureQuestion } from '../../../core/rules/incomeFigureCheck';
import type { LoadedStep } from './stepFiles';
import {
  errorSchemaToPointers,
  moveRequiredErrorsToFields,
  pointerErrorsToErrorSchema,
  visibleErrors,
  withoutChangedFields,
} from './validationErrors';

export type FormData = Record<string, unknown>;
export type StepFormResult = void | { fieldErrors?: Record<string, string> };

export type StepFormProps = {
  /** The step to render: its schema, UI schema and validator (useStepFile loads one from schemas/steps). */
  step: LoadedStep;
  /** Initial data (the caller applies prefill from query, step data or identity). */
  formData?: FormData;
  submitLabel: string;
  /** Resolve with form-pointer field errors to show them; the screen shows any other failure itself. */
  onSubmit: (formData: FormData) => Promise<StepFormResult>;
  disabled?: boolean;
  /** Rendered under the submit button (the Back button: one place on every step). */
  children?: ReactNode;
  /**
   * Rendered between the fields and the submit button from the form's current answers (get-relief's
   * representative example follows the amount and term as they are typed).
   */
  beforeSubmit?: (formData: FormData) => ReactNode;
  /** True while the initial data is still on its way: the form waits rather than take input it would replace. */
  waiting?: boolean;
  /** Shown instead of the form while waiting (a spinner by default). */
  waitingContent?: ReactNode;
  /** Told the pointer of each top-level answer the applicant changed (analytics' change events: never the value). */
  onFieldChange?: (pointer: string) => void;
  /** Told the form's answers after each change (kept in memory for a sign-out: src/shared/session/unsentFields.ts). */
  onDataChange?: (formData: FormData) => void;
  /**
   * False where the form is submitted for someone who is typing elsewhere (the studio's preview of
   * a rule's message): errors show, focus stays where it is.
   */
  focusErrorsOnSubmit?: boolean;
  /** Where lookup fields search (the app's lookup calls by default; the studio's preview has its own). */
  lookups?: LookupSources;
};

const fieldIdPrefix = 'root';

type IncomeQuestionModule = Pick<
  typeof import('./IncomeQuestion'),
  'IncomeQuestion' | 'incomeCheckBounds' | 'incomeFigureToConfirm' | 'incomeQuestionKey'
>;
type OpenQuestion = {
  question: IncomeFigureQuestion;
  bounds: IncomeCheckBounds;
  module: IncomeQuestionModule;
};
const noErrors: Record<string, string> = {};

/**
 * A const is a rule, not an answer, and a yes/no question is the applicant's to answer: RJSF would
 * otherwise pre-select the first const of a oneOf (the foreign-school "Yes") and set required
 * booleans to false.
 */
const defaultFormStateBehavior = { constAsDefaults: 'never', requiredBooleanDefault: 'skip' } as const;

/** The RJSF field id of a form pointer: /address/zipCode -> root_address_zipCode. */
function fieldIdOf(pointer: string): string {
  return [fieldIdPrefix, ...pointer.split('/').slice(1)].join('_');
}

/**
 * Renders a step it is given (from a step file, or JSON a studio or toolkit holds) with RJSF and our
 * widgets. Errors show only after a field's blur or a submit
 * attempt (spec §5); a failed submit focuses the first field in error; the submit button is busy
 * while the submission is in flight and a second click does nothing; server field errors show on
 * their fields; what the applicant typed is kept whatever happens.
 */
export function StepForm({
  step,
  formData,
  submitLabel,
  onSubmit,
  disabled,
  children,
  beforeSubmit,
  waiting = false,
  waitingContent,
  onFieldChange,
  onDataChange,
  focusErrorsOnSubmit = true,
  lookups = lookupSources,
}: StepFormProps) {
  // RJSF holds the answers as they are typed (it is given them once, as `initialFormData`); `data` is
  // this component's copy for validation, the income question and what renders beside the form,
  // learnt in a transition after each change. A controlled RJSF form re-derived its whole state a
  // second time on every change, in a synchronous render inside the commit of the keystroke's
  // transition: the long task that sat in the way of the next key
  // (docs/decisions/0079-the-form-holds-what-is-typed.md). Data from outside (a prefill arriving, a QA
  // fill) is a new form: `seed` remounts RJSF with it.
  const [data, setData] = useState<FormData>(formData ?? {});
  const [seed, setSeed] = useState<{ data: FormData; key: number }>({ data: formData ?? {}, key: 0 });
  /** The answers RJSF reported last (ahead of `data` while its transition is pending), and for which seed. */
  const reported = useRef<{ seedKey: number; data: FormData } | null>(null);
  /** The answers RJSF holds now: its last report since it was seeded, or the seed. */
  const currentAnswers = useCallback(
    () => (reported.current?.seedKey === seed.key ? reported.current.data : seed.data),
    [seed],
  );
  const replaceData = useCallback((next: FormData) => {
    setData(next);
    setSeed((current) => ({ data: next, key: current.key + 1 }));
  }, []);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  // The fields in error at the last failed submit: they show their errors from then on. A field that
  // appears later (income's job fields once "Employed" is chosen) waits for its own blur or the next submit.
  const [submitted, setSubmitted] = useState<{ pointers: ReadonlySet<string> } | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const formRef = useRef<HTMLDivElement>(null);
  // A step whose income figures are checked before they are sent (ui:options.incomeCheck): the
  // question shown, and the questions the applicant already answered "Yes, that's right" to. The
  // check's code loads once the applicant starts answering, so a page nobody types on never pays for it.
  const incomeCheckOption = getUiOptions(step.uiSchema).incomeCheck;
  const incomeModule = useRef<Promise<IncomeQuestionModule | null> | null>(null);
  const loadIncomeCheck = useCallback(() => {
    if (incomeCheckOption === undefined) return Promise.resolve(null);
    // Without the check the form is sent as before: the server decides either way.
    incomeModule.current ??= import('./IncomeQuestion')
      .then(({ IncomeQuestion, incomeCheckBounds, incomeFigureToConfirm, incomeQuestionKey }) => ({
        IncomeQuestion,
        incomeCheckBounds,
        incomeFigureToConfirm,
        incomeQuestionKey,
      }))
      .catch(() => null);
    return incomeModule.current;
  }, [incomeCheckOption]);
  const [open, setOpen] = useState<OpenQuestion | null>(null);
  const confirmedQuestions = useRef(new Set<string>());
  const submitButtonRef = useRef<HTMLButtonElement>(null);

  // New initial data from the caller (prefill arriving) replaces the form's data; React's
  // "adjust state while rendering" pattern, so no extra effect pass.
  const [initialData, setInitialData] = useState(formData);
  // Equal data (a screen's prefill of nothing, set after the first render) changes nothing: the form
  // is not rebuilt and what was typed stays.
  if (formData !== initialData) {
    setInitialData(formData);
    if (formData && !deepEquals(formData, seed.data)) replaceData(formData);
  }

  // We validate ourselves (RJSF's noValidate) so what shows is exactly the visible errors: RJSF
  // renders `extraErrors` as given, and re-renders fields when they change.
  const validate = useCallback(
    (values: FormData): Record<string, string> => {
      const { errorSchema } = step.validator.validateFormData(
        values,
        step.schema,
        undefined,
        moveRequiredErrorsToFields,
      );
      const errors = errorSchemaToPointers(errorSchema);
      return step.refineErrors ? step.refineErrors(values, errors) : errors;
    },
    [step],
  );
  // The QA toolkit's hook point (docs/qa-toolkit.md): a fill replaces the answers as data from outside
  // does (the form starts again from them); an invalid fill's errors show as after a submit attempt.
  useEffect(() => {
    if (!devToolkitEnabled) return undefined;
    return registerStepForm({
      step,
      fill: (next, { showErrors }) => {
        replaceData(next);
        setServerErrors({});
        setSubmitted(showErrors ? { pointers: new Set(Object.keys(validate(next))) } : null);
      },
    });
  }, [step, validate, replaceData]);

  // A keystroke paints first; validating the whole form (income's is large) follows in a deferred
  // render, so typing stays fast on a slow phone
  // (docs/decisions/0035-validation-follows-the-keystroke-not-before-it.md). Submit validates afresh.
  const deferredData = useDeferredValue(data);
  // The first render shows no errors (nothing is touched yet), so it does not validate either: that
  // waits for the deferred render that follows, out of the page's first long task.
  const validatedData = useDeferredValue<FormData | null>(data, null);
  const schemaErrors = useMemo(
    () => (validatedData === null ? noErrors : validate(validatedData)),
    [validatedData, validate],
  );
  const shownErrors = useMemo(
    () =>
      visibleErrors(
        schemaErrors,
        serverErrors,
        (pointer) => submitted?.pointers.has(pointer) === true || touched.has(fieldIdOf(pointer)),
      ),
    [schemaErrors, serverErrors, submitted, touched],
  );
  const extraErrors = useMemo(() => pointerErrorsToErrorSchema(shownErrors), [shownErrors]);

  // The errors may render a frame later (they follow the deferred validation): look for a few frames.
  const focusFirstError = useCallback(() => {
    if (!focusErrorsOnSubmit) return;
    let frames = 0;
    const tryFocus = () => {
      const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (first) first.focus();
      else if (++frames < 30) requestAnimationFrame(tryFocus);
    };
    requestAnimationFrame(tryFocus);
  }, [focusErrorsOnSubmit]);

  // Analytics' form changes are the applicant's: a widget filling in what it derives as the page
  // opens (the agreement's hash, the linked account chosen for the money) is no change of theirs.
  const applicantActed = useRef(false);
  const noteApplicantActed = useCallback(() => {
    applicantActed.current = true;
  }, []);

  const handleChange = useCallback(
    (event: IChangeEvent<FormData>) => {
      const next = event.formData ?? {};
      const previous = currentAnswers();
      reported.current = { seedKey: seed.key, data: next };
      if (onFieldChange && applicantActed.current)
        for (const key of new Set([...Object.keys(previous), ...Object.keys(next)]))
          if (readPointer(previous, `/${key}`) !== readPointer(next, `/${key}`)) onFieldChange(`/${key}`);
      onDataChange?.(next);
      void loadIncomeCheck();
      // A changed figure is another question: Continue asks it afresh if it still looks wrong. At once,
      // so a "Yes, that's right" tapped straight after the change cannot confirm the old figure.
      if (open) {
        const still = open.module.incomeFigureToConfirm(next, open.bounds);
        const same =
          still && open.module.incomeQuestionKey(still) === open.module.incomeQuestionKey(open.question);
        if (!same) setOpen(null);
      }
      // RJSF reports a change from its commit, where an update would render synchronously: what
      // follows the answers here (validation, server errors, what renders beside the form) can wait
      // for a paint.
      startTransition(() => {
        setData(next);
        setServerErrors((errors) =>
          withoutChangedFields(
            errors,
            (pointer) => readPointer(previous, pointer) !== readPointer(next, pointer),
          ),
        );
      });
    },
    [currentAnswers, loadIncomeCheck, onDataChange, onFieldChange, open, seed.key],
  );

  // A field left by pressing a button (Continue, Back, Show SSN) must not show its error on that
  // blur: the message would push the button down between mouse-down and mouse-up and the click would
  // miss. Leaving for the submit button, the error shows with the submit; leaving for another button,
  // it shows once the click is done. Tabbing away is an ordinary blur (spec §5): the error shows at once.
  const pressedButton = useRef<HTMLButtonElement | null>(null);
  const blurToward = useRef<'submit' | 'button' | null>(null);
  const notePressedButton = useCallback((event: PointerEvent) => {
    applicantActed.current = true;
    pressedButton.current = event.target instanceof Element ? event.target.closest('button') : null;
  }, []);
  const noteBlurTarget = useCallback((event: FocusEvent) => {
    const next = event.relatedTarget;
    const pressed = pressedButton.current !== null && next === pressedButton.current;
    blurToward.current = pressed ? (pressedButton.current?.type === 'submit' ? 'submit' : 'button') : null;
    pressedButton.current = null;
  }, []);

  // A field left by blur announces its own error; after a failed submit focus goes to the first
  // invalid field and the rest are read in place (widgets/errorAnnouncement.ts).
  const announces = useCallback((fieldId: string) => touched.has(fieldId), [touched]);
  // Every step lists its problems above the form after a failed submit, each a link to its field
  // (a step may opt out with ui:options.errorSummary false).
  const showSummary = getUiOptions(step.uiSchema).errorSummary !== false && submitted !== null;

  const markTouched = useCallback((fieldId: string) => {
    setTouched((previous) => (previous.has(fieldId) ? previous : new Set(previous).add(fieldId)));
  }, []);
  const handleBlur = useCallback(
    (fieldId: string) => {
      const toward = blurToward.current;
      blurToward.current = null;
      if (toward === 'submit') return;
      if (toward === 'button') {
        // After the pointer is released and its click dispatched (a timer runs after both).
        window.addEventListener('pointerup', () => window.setTimeout(() => markTouched(fieldId), 0), {
          once: true,
        });
        return;
      }
      markTouched(fieldId);
    },
    [markTouched],
  );

  const send = useCallback(
    async (values: FormData) => {
      inFlight.current = true;
      setBusy(true);
      try {
        const result = await onSubmit(values);
        if (result && result.fieldErrors && Object.keys(result.fieldErrors).length > 0) {
          setServerErrors(result.fieldErrors);
          focusFirstError();
        }
      } catch (error) {
        // The screen's submit handler owns what the applicant is told; here we only keep the form
        // (and what they typed) usable.
        console.error('Step submission failed', error instanceof Error ? error.name : 'unknown');
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [focusFirstError, onSubmit],
  );

  const handleSubmit = useCallback(
    async (event: IChangeEvent<FormData>) => {
      if (inFlight.current) return;
      const values = event.formData ?? {};
      const errors = validate(values);
      setSubmitted({ pointers: new Set(Object.keys(errors)) });
      if (Object.keys(errors).length > 0) {
        setOpen(null);
        focusFirstError();
        return;
      }
      // An income that looks like a typo is asked about before the server decides on it.
      inFlight.current = true;
      const module = await loadIncomeCheck();
      inFlight.current = false;
      const bounds = module?.incomeCheckBounds(incomeCheckOption) ?? null;
      const asked = module && bounds ? module.incomeFigureToConfirm(values, bounds) : null;
      if (module && bounds && asked && !confirmedQuestions.current.has(module.incomeQuestionKey(asked))) {
        setOpen({ question: asked, bounds, module });
        return;
      }
      setOpen(null);
      await send(values);
    },
    [focusFirstError, incomeCheckOption, loadIncomeCheck, send, validate],
  );

  const confirmQuestion = useCallback(() => {
    if (!open || inFlight.current) return;
    confirmedQuestions.current.add(open.module.incomeQuestionKey(open.question));
    setOpen(null);
    // The answer's buttons go; focus stays on the way on, the busy Continue.
    requestAnimationFrame(() => submitButtonRef.current?.focus());
    void send(currentAnswers());
  }, [currentAnswers, open, send]);

  // "No, let me change it": back to the figure's field, opening its card if it is folded.
  const correctQuestion = useCallback(() => {
    if (!open) return;
    const fieldId = fieldIdOf(open.question.pointer);
    setOpen(null);
    let frames = 0;
    const tryFocus = () => {
      const field = document.getElementById(fieldId);
      const fields = field?.closest<HTMLElement>('[hidden]');
      if (fields) document.querySelector<HTMLButtonElement>(`[aria-controls="${fields.id}"]`)?.click();
      if (field && !fields) {
        field.focus();
        field.scrollIntoView?.({ block: 'center' });
      } else if (++frames < 30) requestAnimationFrame(tryFocus);
    };
    requestAnimationFrame(tryFocus);
  }, [open]);

  // When the awaited data arrives (a prefill set when its request resolves, outside any transition,
  // so React renders it in one go), the form mounts in a render React can pause for input and
  // paint, not in one long task (docs/decisions/0051-forms-that-waited-for-data-mount-in-slices.md); the
  // spinner stays up until then.
  const waitingShown = useDeferredValue(waiting);
  if (waiting || waitingShown) {
    return waitingContent ?? <Loading />;
  }
  return (
    <LookupSourceProvider sources={lookups}>
      <OfferSourceProvider sources={offerSources}>
        <AnnouncedFieldsProvider value={announces}>
          {showSummary ? <ErrorSummary formRef={formRef} errors={shownErrors} /> : null}
          <Box
            ref={formRef}
            onBlurCapture={noteBlurTarget}
            onPointerDownCapture={notePressedButton}
            onKeyDownCapture={noteApplicantActed}
            onInputCapture={noteApplicantActed}
          >
            <Form
              key={seed.key}
              schema={step.schema}
              uiSchema={step.uiSchema}
              validator={step.validator}
              initialFormData={seed.data}
              widgets={widgetMap}
              fields={fieldMap}
              templates={templateMap}
              idPrefix={fieldIdPrefix}
              experimental_defaultFormStateBehavior={defaultFormStateBehavior}
              noValidate
              showErrorList={false}
              noHtml5Validate
              extraErrors={extraErrors}
              disabled={disabled || busy}
              onChange={handleChange}
              onBlur={handleBlur}
              onSubmit={handleSubmit}
            >
              {/* From the deferred answers, like validation: a keystroke paints first. */}
              {beforeSubmit?.(deferredData)}
              {open ? (
                <open.module.IncomeQuestion
                  question={open.question}
                  bounds={open.bounds}
                  busy={busy}
                  onConfirm={confirmQuestion}
                  onCorrect={correctQuestion}
                />
              ) : null}
              {/* While a question is open its two answers are the way on; Continue returns once it is answered. */}
              <PrimaryButton
                ref={submitButtonRef}
                hidden={open !== null}
                type="submit"
                mt="4"
                aria-busy={busy || undefined}
                aria-disabled={busy || undefined}
                onClick={(event) => {
                  if (inFlight.current) event.preventDefault();
                }}
              >
                {busy ? <Spinner size="sm" me="2" aria-hidden /> : null}
                {submitLabel}
              </PrimaryButton>
              {children}
            </Form>
          </Box>
        </AnnouncedFieldsProvider>
      </OfferSourceProvider>
    </LookupSourceProvider>
  );
}

export { fieldIdOf };
