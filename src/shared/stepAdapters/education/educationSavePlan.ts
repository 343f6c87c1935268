/**
 * The education loop of create, update and delete calls (spec §4 "Education is a loop of create,
 * update and delete entries") planned as data, so the adapter only carries it out. The applicant
 * states one highest education: it updates the stored highest one (or is created when none is
 * stored), and any other stored entry is deleted. Writes come first, so a refused write deletes
 * nothing. Pure.
 */
import type { EducationBody } from './educationFormData';
import { highestEducation } from '../../../../core/rules/highestEducation';
import type { EducationFacts } from '../../../../core/rules/educationValidity';

export type EducationSaveStep =
  | { kind: 'create'; body: EducationBody }
  | { kind: 'update'; id: number; body: EducationBody }
  | { kind: 'delete'; id: number };

export function planEducationSaves(
  stored: ReadonlyArray<EducationFacts & { id: number }>,
  body: EducationBody,
): EducationSaveStep[] {
  const kept = highestEducation(stored);
  const write: EducationSaveStep = kept ? { kind: 'update', id: kept.id, body } : { kind: 'create', body };
  const deletes = stored
    .filter((education) => education.id !== kept?.id)
    .map((education): EducationSaveStep => ({ kind: 'delete', id: education.id }));
  return [write, ...deletes];
}
