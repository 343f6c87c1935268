/**
 * GET, POST, PUT, DELETE /application/{uuid}/education (spec §7 Education): the applicant's education
 * entries. Anyone may read their own; writes are taken only while EDUCATION is the current step
 * (including when review reopened it), so a stale tab gets 409 (spec §8).
 */
import { customInstitutionId } from '../../core/rules/educationValidity';
import { ApiError, validationError, type FieldError } from '../http/apiError';
import type { AppContext } from '../appContext';
import type { ApplicationRecord } from '../store/applications';
import {
  deleteEducation,
  findEducation,
  insertEducation,
  listEducations,
  updateEducation,
  type EducationFields,
} from '../store/educations';
import { findInstitution, findMajor } from '../store/lookups';
import type { Db } from '../store/database';
import { forgetUnkeyedCreates } from '../http/idempotentOperation';
import type { HandlerInput, HandlerMap } from '../http/operationHandler';
import { loadOwnedApplication, writeToApplication } from '../http/ownedApplication';
import type { EducationBody } from '../../core/api/generated/contractTypes';

/** Runs `work` when the entries may be written now, in the transaction that locks the application's row. */
function writeEntries<T>(
  { request, ctx }: HandlerInput,
  work: (tx: AppContext, application: ApplicationRecord) => Promise<T>,
): Promise<T> {
  return writeToApplication(request, ctx, ['educations'], 'Education', work);
}

/** How many education entries one application may hold (a bound on what a client can write). */
export const maxEducationsPerApplication = 10;

const educationNotFound = () =>
  new ApiError({ statusCode: 404, exceptionType: 'EducationNotFound', message: 'Education not found' });

/** The institution part of an entry: a listed school's name and type come from the lookup table. */
async function institutionFields(db: Db, body: EducationBody, problems: FieldError[]) {
  const none = {
    institutionId: null,
    institutionName: null,
    institutionType: null,
    customInstitutionName: null,
    customInstitutionForeign: null,
  };
  const id = body.institutionId;
  if (id === customInstitutionId) {
    const name = body.customInstitutionName?.trim() ?? null;
    return {
      ...none,
      institutionId: id,
      institutionName: name,
      institutionType: body.institutionType ?? null,
      customInstitutionName: name,
      customInstitutionForeign: body.customInstitutionForeign ?? null,
    };
  }
  for (const field of ['customInstitutionName', 'customInstitutionForeign'] as const) {
    if (body[field] !== undefined)
      problems.push({ path: `/${field}`, message: 'Only a school you add yourself takes this' });
  }
  if (id === undefined) return none;
  const institution = await findInstitution(db, id);
  if (!institution) {
    problems.push({ path: '/institutionId', message: 'Choose a school from the list' });
    return none;
  }
  return { ...none, institutionId: id, institutionName: institution.name, institutionType: institution.type };
}

/** A listed major (by id) or one the applicant typed (customUndergraduateMajorName), never both. */
async function majorFields(db: Db, body: EducationBody, problems: FieldError[]) {
  const none = {
    undergraduateMajorId: null,
    undergraduateMajorName: null,
    customUndergraduateMajorName: null,
  };
  const custom = body.customUndergraduateMajorName?.trim();
  if (body.undergraduateMajorId !== undefined && custom !== undefined) {
    problems.push({
      path: '/customUndergraduateMajorName',
      message: 'Choose a major from the list or type your own, not both',
    });
    return none;
  }
  if (custom !== undefined) return { ...none, customUndergraduateMajorName: custom };
  if (body.undergraduateMajorId === undefined) return none;
  const major = await findMajor(db, body.undergraduateMajorId);
  if (!major) {
    problems.push({ path: '/undergraduateMajorId', message: 'Choose a major from the list' });
    return none;
  }
  return { ...none, undergraduateMajorId: major.id, undergraduateMajorName: major.name };
}

/** The entry to store for a create or update body; 400 with every field that names nothing we know. */
async function resolveFields(db: Db, body: EducationBody): Promise<EducationFields> {
  const problems: FieldError[] = [];
  const fields: EducationFields = {
    degreeType: body.degreeType,
    expectedOrGraduationYear: body.expectedOrGraduationYear ?? null,
    ...(await institutionFields(db, body, problems)),
    ...(await majorFields(db, body, problems)),
  };
  if (problems.length > 0) throw validationError(problems);
  return fields;
}

export const educationHandlers: HandlerMap = {
  listEducations: async ({ request, ctx }) =>
    listEducations(ctx.db, (await loadOwnedApplication(request, ctx)).uuid),

  createEducation: (input) =>
    // Counted after the application's row is locked: two creates at once cannot both find room for one more.
    writeEntries(input, async (tx, application) => {
      if ((await listEducations(tx.db, application.uuid)).length >= maxEducationsPerApplication) {
        throw validationError([
          {
            path: '',
            message: `An application holds at most ${maxEducationsPerApplication} education entries`,
          },
        ]);
      }
      const fields = await resolveFields(tx.db, input.request.body);
      return insertEducation(
        tx.db,
        { applicationUuid: application.uuid, entityUuid: application.userUuid },
        fields,
        tx.now(),
      );
    }),

  updateEducation: (input) =>
    writeEntries(input, async (tx, application) => {
      const { id, ...body } = input.request.body;
      if (!(await findEducation(tx.db, application.uuid, id))) throw educationNotFound();
      const fields = await resolveFields(tx.db, body);
      const updated = await updateEducation(tx.db, application.uuid, id, fields, tx.now());
      if (!updated) throw educationNotFound();
      await forgetUnkeyedCreates(tx, application, 'createEducation');
      return updated;
    }),

  deleteEducation: (input) =>
    writeEntries(input, async (tx, application) => {
      const { id } = input.request.body;
      if (!(await deleteEducation(tx.db, application.uuid, id))) throw educationNotFound();
      await forgetUnkeyedCreates(tx, application, 'createEducation');
      return listEducations(tx.db, application.uuid);
    }),
};
