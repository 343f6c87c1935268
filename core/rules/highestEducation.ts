/**
 * Which stored education the form shows and keeps: the applicant's highest (spec §2: review shows the
 * "highest education"). Pure.
 */
import { isEducationValid, type EducationFacts } from './educationValidity';

const rankOfDegree: Readonly<Record<string, number>> = {
  LESS_THAN_HIGH_SCHOOL: 0,
  HIGH_SCHOOL: 1,
  OTHER: 1,
  BOOTCAMP: 2,
  CERTIFICATE: 2,
  ASSOCIATE: 3,
  BACHELORS: 4,
  MASTERS: 5,
  MBA: 5,
  PHARM: 6,
  JD: 6,
  DDS: 6,
  MD: 6,
  PHD: 6,
};

export function degreeRank(degreeType: string): number {
  return rankOfDegree[degreeType] ?? -1;
}

/** The highest degree; between equals a complete record (spec §5 validity), then the latest one. */
export function highestEducation<Education extends EducationFacts & { id: number }>(
  educations: readonly Education[],
): Education | undefined {
  const score = (education: Education) =>
    [degreeRank(education.degreeType), isEducationValid(education) ? 1 : 0, education.id] as const;
  return educations.reduce<Education | undefined>((best, candidate) => {
    if (!best) return candidate;
    const [a, b] = [score(candidate), score(best)];
    const better = a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] > b[2];
    return better ? candidate : best;
  }, undefined);
}
