import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { withProductLimits } from '../../../../core/rules/productLimits';
import { loadStep, type LoadedStep } from '../../../shared/form/stepFiles';
import { preloadStepComponents } from '../../../shared/form/useStepFile';
import { Loading } from '../../../shared/ui/Loading';
import { liveStep } from '../liveStep';
import { previewFills } from '../previewFills';
import { StepPreview } from '../StepPreview';
import { copyPagesOf, loadStepSource, type StepSource } from '../studioFiles';
import type { CopyEntry } from './copyCatalog';
import type { CopyChange } from './copyChanges';
import { copyPreviewFiles, pageKeyOfPointer } from './copyPreviewFiles';
import { studioCopyFiles } from './studioCopyFiles';

/**
 * The fill that breaks the rule whose message is being edited: of the fills with its words (many
 * rules say "Required"), the one whose rule and field the message's place names.
 */
function breakingFill(
  fills: ReadonlyArray<{ rule: string; field: string; message: string }>,
  entry: CopyEntry,
  messages: ReadonlySet<string>,
): number {
  const place = entry.pointer.split('/');
  const keyword = place[place.indexOf('errorMessage') + 1] ?? '';
  const score = (fill: { rule: string; field: string }) =>
    (fill.rule.endsWith(`.${keyword}`) ? 2 : 0) +
    (place.some((part) => part !== '' && fill.field.split('/').includes(part)) ? 1 : 0);
  let best = -1;
  fills.forEach((fill, index) => {
    const current = fills[best];
    if (messages.has(fill.message) && (current === undefined || score(fill) > score(current))) best = index;
  });
  return best;
}

/**
 * The step that shows the words being edited, as the real form with every change of the copy view
 * applied. For a rule's message it opens on the fill that breaks the rule, submitted, so the
 * message shows on its field; each change of the words shows it again.
 */
export function CopyPreview({
  stepId,
  entry,
  changes,
}: {
  stepId: string;
  entry: CopyEntry;
  changes: readonly CopyChange[];
}) {
  const [loaded, setLoaded] = useState<{ saved: LoadedStep; source: StepSource } | null>(null);
  const deferred = useDeferredValue(changes);

  useEffect(() => {
    let active = true;
    Promise.all([loadStep(stepId), loadStepSource(stepId), preloadStepComponents(stepId)]).then(
      ([saved, source]) => {
        if (active) setLoaded({ saved, source });
      },
      (error: Error) => console.warn('Studio could not load the step', error.message),
    );
    return () => {
      active = false;
    };
  }, [stepId]);

  const ready = loaded?.source.stepId === stepId ? loaded : null;
  const pageKey = pageKeyOfPointer(entry.file, entry.pointer) ?? copyPagesOf(stepId)[0];
  const preview = useMemo(() => {
    if (!ready) return null;
    const files = copyPreviewFiles(ready.source, studioCopyFiles, pageKey, deferred);
    return {
      live: liveStep(ready.saved, files.schema, files.ui, files.savedSchema),
      fills: previewFills(files.schema, ready.source.fill),
      page: files.page,
    };
  }, [ready, pageKey, deferred]);

  if (!preview) return <Loading />;
  const words = deferred.find((change) => `${change.file}#${change.pointer}` === entry.id)?.to ?? entry.text;
  const messages = new Set([withProductLimits(words), withProductLimits(entry.text)]);
  const breaking = entry.kind === 'ruleMessage' ? breakingFill(preview.fills.invalid, entry, messages) : -1;
  return (
    <StepPreview
      step={preview.live.step}
      // Words only: a build that may not compile rules still shows every change here.
      savedRules={false}
      fills={preview.fills}
      page={preview.page}
      initialState={breaking >= 0 ? `invalid-${breaking}` : 'empty'}
      version={words}
    />
  );
}
