import { useEffect, useMemo, useState } from 'react';
import { pageCopy } from '../../shared/ui/usePageTitle';
import { applicationStepConfig, isEditableStep } from '../../shared/routes/flowRoutes';
import { loadStep, type LoadedStep } from '../../shared/form/stepFiles';
import { editLabel, formStepRows } from './formStepRows';
import type { ReviewCopy, ReviewSection } from './reviewSections';

/**
 * Review's sections for declarative steps (review's `formSteps`): each step's file is loaded to label
 * its answers; the section is titled like the step's page and has an Edit when flow.json allows it.
 */
export function useFormStepSections(
  formSteps: Record<string, Record<string, unknown> | null> | undefined,
  copy: ReviewCopy,
): ReviewSection[] {
  const names = useMemo(() => Object.keys(formSteps ?? {}), [formSteps]);
  const [files, setFiles] = useState<Record<string, LoadedStep>>({});
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    let active = true;
    const wanted = names.flatMap((step) => {
      const stepFile = applicationStepConfig(step)?.stepFile;
      return stepFile ? [[step, stepFile] as const] : [];
    });
    Promise.all(wanted.map(async ([step, stepFile]) => [step, await loadStep(stepFile)] as const)).then(
      (loaded) => active && setFiles(Object.fromEntries(loaded)),
      (error: Error) => active && setFailure(error),
    );
    return () => {
      active = false;
    };
  }, [names]);
  // A step file that cannot load is a bug: the error boundary reports it.
  if (failure) throw failure;

  return useMemo(
    () =>
      names.flatMap((step): ReviewSection[] => {
        const config = applicationStepConfig(step);
        const file = files[step];
        if (!config || !file) return [];
        const title = pageCopy(config.screen).title ?? step;
        const saved = formSteps?.[step] ?? null;
        const rows = saved ? formStepRows(file, saved, copy.formats) : [];
        const shown = rows.length > 0 ? rows : [{ label: title, value: copy.formats.notGiven }];
        return [
          {
            key: step,
            title,
            rows: shown.map((row) => ({ ...row, edit: step })),
            edits: isEditableStep(step)
              ? [{ key: step, step, label: editLabel(copy.formats.editStep, title) }]
              : [],
          },
        ];
      }),
    [copy, files, formSteps, names],
  );
}
