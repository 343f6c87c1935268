import { useEffect, useMemo, useState } from 'react';
import type { UiSchema } from '@rjsf/utils';
import type { JsonSchemaObject } from '../../../core/rules/withDefinitions';
import type { Finding } from '../stepCheck/checkStepFile';
import { loadStep, type LoadedStep } from '../../shared/form/stepFiles';
import { preloadStepComponents } from '../../shared/form/useStepFile';
import { liveStep, type LiveStep } from './liveStep';
import { previewFills } from './previewFills';
import { isJsonObject, parseJsonText, studioFindings } from './studioChecks';
import { loadStepSource, toJsonText, type StepSource } from './studioFiles';
import type { PreviewFills } from './StepPreview';

type Json = Record<string, unknown>;
export type EditorTexts = { schema: string; ui: string; copy: string };
type Good = { schema: JsonSchemaObject; ui: UiSchema; copy: Record<string, Json> };

/** How long typing pauses before the preview and the checker follow. */
export const previewDelayMs = 300;

export type StudioStepState = {
  source: StepSource;
  texts: EditorTexts;
  setText: (file: keyof EditorTexts, text: string) => void;
  /** Plain-words JSON mistakes; while there are any the preview keeps the last good version. */
  parseErrors: string[];
  live: LiveStep | null;
  fills: PreviewFills;
  findings: Finding[];
  good: Good;
  /** The files that differ from what was loaded. */
  changed: { schema?: unknown; ui?: unknown; copy?: Record<string, unknown> };
};

const textsOf = (source: StepSource): EditorTexts => ({
  schema: toJsonText(source.schema),
  ui: toJsonText(source.ui),
  copy: toJsonText(source.copy),
});

function parseTexts(texts: EditorTexts): { good?: Good; errors: string[] } {
  const schema = parseJsonText<JsonSchemaObject>('schema.json', texts.schema, isJsonObject);
  const ui = parseJsonText<UiSchema>('ui.json', texts.ui, isJsonObject);
  const copy = parseJsonText<Record<string, Json>>('The copy', texts.copy, isJsonObject);
  const errors = [schema, ui, copy].flatMap((result) => (result.ok ? [] : [result.message]));
  if (!schema.ok || !ui.ok || !copy.ok) return { errors };
  return { good: { schema: schema.value, ui: ui.value, copy: copy.value }, errors };
}

/** Loads a step's files and follows staff's edits: parsed after a pause, previewed, checked. */
export function useStudioStep(stepId: string): StudioStepState | null {
  const [loaded, setLoaded] = useState<{ source: StepSource; saved: LoadedStep } | null>(null);
  const [texts, setTexts] = useState<EditorTexts | null>(null);
  const [settled, setSettled] = useState<{ good: Good; errors: string[] } | null>(null);

  useEffect(() => {
    let active = true;
    Promise.all([loadStepSource(stepId), loadStep(stepId), preloadStepComponents(stepId)]).then(
      ([source, saved]) => {
        if (!active) return;
        const initial = textsOf(source);
        setLoaded({ source, saved });
        setTexts(initial);
        setSettled({ good: { schema: source.schema, ui: source.ui, copy: source.copy }, errors: [] });
      },
      (error: Error) => console.error('Studio could not load the step', error.message),
    );
    return () => {
      active = false;
    };
  }, [stepId]);

  // The preview and the checker follow a pause in typing, not every key.
  useEffect(() => {
    if (!texts) return;
    const timer = window.setTimeout(() => {
      const parsed = parseTexts(texts);
      setSettled((previous) => ({
        good: parsed.good ?? previous?.good ?? { schema: {}, ui: {}, copy: {} },
        errors: parsed.errors,
      }));
    }, previewDelayMs);
    return () => window.clearTimeout(timer);
  }, [texts]);

  const ready = loaded?.source.stepId === stepId ? loaded : null;
  const good = ready ? settled?.good : undefined;
  const live = useMemo(
    () => (ready && good ? liveStep(ready.saved, good.schema, good.ui, ready.source.schema) : null),
    [ready, good],
  );
  const fill = ready?.source.fill;
  const fills = useMemo(
    () => (good ? previewFills(good.schema, fill) : { valid: {}, invalid: [] }),
    [good, fill],
  );
  const findings = useMemo(
    () =>
      good ? studioFindings({ stepId, schema: good.schema, ui: good.ui, ...(fill ? { fill } : {}) }) : [],
    [good, fill, stepId],
  );
  const changed = useMemo(() => {
    if (!ready || !good) return {};
    const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);
    return {
      ...(differs(good.schema, ready.source.schema) ? { schema: good.schema } : {}),
      ...(differs(good.ui, ready.source.ui) ? { ui: good.ui } : {}),
      ...(differs(good.copy, ready.source.copy) ? { copy: good.copy } : {}),
    };
  }, [ready, good]);

  if (!ready || !texts || !good || !settled) return null;
  return {
    source: ready.source,
    texts,
    setText: (file, text) => setTexts((previous) => (previous ? { ...previous, [file]: text } : previous)),
    parseErrors: settled.errors,
    live,
    fills,
    findings,
    good,
    changed,
  };
}
