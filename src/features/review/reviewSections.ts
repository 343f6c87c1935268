/**
 * What the review page shows (spec §2 /review: personal information, highest education, income and
 * savings, loan request), built from GET /flow/{uuid}/step/review. Pure: label maps and copy come in
 * as arguments, so this module knows no React, no fetch and no wording of its own.
 */
import { streetCombined } from '../../../core/rules/streetCombined';
import type { FlowStepResponses } from '../../../core/api/generated/contractTypes';
import type { EditableStep } from '../../shared/routes/flowRoutes';
import { editSteps, type EditKey } from '../../shared/flow/stepSupplyingMissing';
import { jobYearlyPay } from '../../../core/rules/annualPay';
import { storedStartIsMoreThanAMonthAhead } from '../../../core/rules/jobStartsLater';
import { highestEducation } from '../../../core/rules/highestEducation';
import { fillTemplate } from '../../../widgets/copy';
import { formatPhoneDisplay } from '../../../core/rules/phoneDisplay';
import { formatUsd } from '../../../core/rules/displayFormats';

/** What GET /flow/{uuid}/step/review answers (the contract's stepResponses.review). */
export type ReviewData = FlowStepResponses['review'];
export type ReviewAddress = NonNullable<NonNullable<ReviewData['personalInfo']>['address']>;

export type ReviewCopy = {
  sections: Record<SectionKey, string>;
  rows: Record<string, string>;
  edits: Record<EditKey, string>;
  /** Templates with {amount}, {months}, {lastFour}, {occupation}, {company}, {reason}, {description}. */
  formats: {
    perYear: string;
    months: string;
    ssn: string;
    /** A date of birth on file: the API never returns it. */
    dob: string;
    onFile: string;
    notGiven: string;
    jobAt: string;
    otherReason: string;
    /** The Edit button of a declarative step's section, with {title}. */
    editStep: string;
    yes: string;
    no: string;
  };
};

export type ReviewLabels = {
  jobCategories: Record<string, string>;
  incomeSourceCategories: Record<string, string>;
  degreeTypes: Record<string, string>;
  useOfFunds: Record<string, string>;
};

export type SectionKey = 'personalInfo' | 'education' | 'incomeAndSavings' | 'loanRequest';
/** A row shown, and the Edit (its key) that changes it, if any: the page puts that Edit beside it. */
export type ReviewRow = { label: string; value: string; edit?: string };
export type ReviewEdit = { key: string; step: EditableStep; label: string };
/** A section's key: one of the four fixed sections, or a declarative step's flow step name. */
export type ReviewSection = { key: string; title: string; rows: ReviewRow[]; edits: ReviewEdit[] };
/** A run of a section's rows that one Edit changes (or none: the legal name), with that Edit. */
export type ReviewRowGroup = { edit: ReviewEdit | null; rows: ReviewRow[] };

/** A section's rows in runs by the Edit that changes them, so each Edit is shown beside its rows. */
export function rowGroups(section: ReviewSection): ReviewRowGroup[] {
  const groups: Array<ReviewRowGroup & { key: string | undefined }> = [];
  for (const row of section.rows) {
    const last = groups.at(-1);
    if (last && last.key === row.edit) last.rows.push(row);
    else
      groups.push({
        key: row.edit,
        edit: section.edits.find((edit) => edit.key === row.edit) ?? null,
        rows: [row],
      });
  }
  return groups.map(({ edit, rows }) => ({ edit, rows }));
}

/** Rows the Edit of `key` changes. */
const editedBy = (key: EditKey, rows: ReviewRow[]): ReviewRow[] => rows.map((row) => ({ ...row, edit: key }));

/** The Edits of a section: one per piece of data it shows that an editable step owns. */
const editsOf = (keys: readonly EditKey[], copy: ReviewCopy): ReviewEdit[] =>
  keys.flatMap((key) => {
    const step = editSteps[key];
    return step ? [{ key, step, label: copy.edits[key] }] : [];
  });

function addressLines(address: ReviewAddress): string {
  // The server's one-line street (spec §3 streetCombined); worked out the same way when absent.
  const street = address.streetCombined ?? streetCombined(address);
  return `${street}, ${address.city}, ${address.stateCode} ${address.zipCode}`;
}

function personalSection(data: ReviewData, copy: ReviewCopy): ReviewSection {
  const info = data.personalInfo;
  const { rows: label, formats } = copy;
  const rows: ReviewRow[] = info
    ? [
        {
          label: label.name ?? '',
          value: [info.firstName, info.lastName, info.suffixName].filter(Boolean).join(' '),
        },
        ...editedBy('address', [
          { label: label.address ?? '', value: info.address ? addressLines(info.address) : formats.notGiven },
        ]),
        ...editedBy('phone', [
          { label: label.phone ?? '', value: info.phone ? formatPhoneDisplay(info.phone) : formats.notGiven },
        ]),
        ...editedBy('identifiers', [
          { label: label.dob ?? '', value: info.hasDob ? formats.dob : formats.notGiven },
          {
            label: label.ssn ?? '',
            value: info.ssnLastFour
              ? fillTemplate(formats.ssn, { lastFour: info.ssnLastFour })
              : formats.notGiven,
          },
        ]),
      ]
    : [];
  return {
    key: 'personalInfo',
    title: copy.sections.personalInfo,
    rows,
    edits: editsOf(['address', 'phone', 'identifiers'], copy),
  };
}

function educationSection(data: ReviewData, copy: ReviewCopy, labels: ReviewLabels): ReviewSection {
  // Spec §2: review shows the highest education (the one the education step keeps).
  const education = highestEducation(data.educations);
  const { rows: label, formats } = copy;
  const rows: ReviewRow[] = education
    ? [
        {
          label: label.degree ?? '',
          value: labels.degreeTypes[education.degreeType] ?? education.degreeType,
        },
        ...(education.institutionName || education.customInstitutionName
          ? [
              {
                label: label.school ?? '',
                value: (education.customInstitutionName || education.institutionName) as string,
              },
            ]
          : []),
        ...(education.expectedOrGraduationYear
          ? [{ label: label.graduationYear ?? '', value: String(education.expectedOrGraduationYear) }]
          : []),
        ...((education.undergraduateMajorName ?? education.customUndergraduateMajorName)
          ? [
              {
                label: label.major ?? '',
                value: education.undergraduateMajorName ?? education.customUndergraduateMajorName ?? '',
              },
            ]
          : []),
      ]
    : [{ label: label.degree ?? '', value: formats.notGiven }];
  return {
    key: 'education',
    title: copy.sections.education,
    rows: editedBy('educations', rows),
    edits: editsOf(['educations'], copy),
  };
}

function incomeRows(data: ReviewData, copy: ReviewCopy, labels: ReviewLabels, today: Date): ReviewRow[] {
  const { formats } = copy;
  return data.jobs.flatMap((record): ReviewRow[] => {
    if (record.kind === 'JOB' && record.jobFields) {
      const fields = record.jobFields;
      // A job that starts more than a month from now is shown as what it counts as: a job offer.
      const shownCategory = storedStartIsMoreThanAMonthAhead(fields.from, today)
        ? 'JOB_OFFER'
        : (fields.category ?? '');
      const category = labels.jobCategories[shownCategory] ?? shownCategory;
      const occupation = fields.occupationName ?? fields.title ?? '';
      const company = fields.customCompanyName || fields.companyName || '';
      const what = company ? fillTemplate(formats.jobAt, { occupation, company }) : occupation;
      const pay = jobYearlyPay(fields);
      return [
        {
          label: what ? `${category}: ${what}` : category,
          value: pay === null ? formats.notGiven : fillTemplate(formats.perYear, { amount: formatUsd(pay) }),
        },
      ];
    }
    if (record.kind === 'INCOME_SOURCE' && record.incomeSourceFields) {
      const source = record.incomeSourceFields;
      const category = labels.incomeSourceCategories[source.category] ?? source.category;
      return [
        {
          label: source.description ? `${category}: ${source.description}` : category,
          value: fillTemplate(formats.perYear, { amount: formatUsd(source.amount) }),
        },
      ];
    }
    return [];
  });
}

function incomeAndSavingsSection(
  data: ReviewData,
  copy: ReviewCopy,
  labels: ReviewLabels,
  today: Date,
): ReviewSection {
  const wealth = data.wealthAccount;
  const { rows: label, formats } = copy;
  const income = incomeRows(data, copy, labels, today);
  return {
    key: 'incomeAndSavings',
    title: copy.sections.incomeAndSavings,
    rows: [
      ...editedBy(
        'jobsIncomeSources',
        income.length > 0 ? income : [{ label: label.income ?? '', value: formats.notGiven }],
      ),
      ...editedBy('wealthAccount', [
        {
          label: label.savingsChecking ?? '',
          value: wealth ? formatUsd(wealth.savingsCheckingAmount) : formats.notGiven,
        },
        {
          label: label.investments ?? '',
          value: wealth ? formatUsd(wealth.investmentsAmount) : formats.notGiven,
        },
      ]),
    ],
    edits: editsOf(['jobsIncomeSources', 'wealthAccount'], copy),
  };
}

function loanRequestSection(data: ReviewData, copy: ReviewCopy, labels: ReviewLabels): ReviewSection {
  const loan = data.loanRequest;
  const { rows: label, formats } = copy;
  const reason = labels.useOfFunds[loan.intendedUseOfFunds] ?? loan.intendedUseOfFunds;
  return {
    key: 'loanRequest',
    title: copy.sections.loanRequest,
    rows: [
      ...editedBy('loanAmount', [
        { label: label.amount ?? '', value: formatUsd(loan.desiredLoanAmount) },
        ...(loan.desiredLoanTermInMonths
          ? [
              {
                label: label.term ?? '',
                value: fillTemplate(formats.months, { months: loan.desiredLoanTermInMonths }),
              },
            ]
          : []),
      ]),
      ...editedBy('useOfFunds', [
        {
          label: label.reason ?? '',
          value: loan.useOfFundsOther
            ? fillTemplate(formats.otherReason, { reason, description: loan.useOfFundsOther })
            : reason,
        },
      ]),
    ],
    edits: editsOf(['loanAmount', 'useOfFunds'], copy),
  };
}

export function buildReviewSections(
  data: ReviewData,
  copy: ReviewCopy,
  labels: ReviewLabels,
  today: Date = new Date(),
): ReviewSection[] {
  // The loan request first: it is what the applicant came for, and what an offer answers.
  return [
    loanRequestSection(data, copy, labels),
    personalSection(data, copy),
    educationSection(data, copy, labels),
    incomeAndSavingsSection(data, copy, labels, today),
  ];
}
