/**
 * The words review shows for stored codes, taken from the step files that asked for them so a label
 * product staff change there changes here too: reasons (use-of-funds ui.json), degrees (education
 * ui.json), other income kinds (income ui.json), job categories (the spec §3 labels, in copy).
 */
import educationUi from '../../../schemas/steps/education/ui.json';
import incomeUi from '../../../schemas/steps/income/ui.json';
import useOfFundsUi from '../../../schemas/steps/use-of-funds/ui.json';
import copy from '../../../schemas/copy/en-US.json';
import type { ReviewLabels } from './reviewSections';

export const reviewLabels: ReviewLabels = {
  jobCategories: copy.jobCategories,
  incomeSourceCategories: incomeUi.otherIncomeSources.items.otherJobType['ui:enumNames'],
  degreeTypes: {
    ...educationUi.educationLevel['ui:enumNames'],
    ...educationUi.degreeType['ui:enumNames'],
  },
  // The reason as the applicant picked it: the main choices' wording wins over the longer list's.
  useOfFunds: { ...useOfFundsUi.purpose['ui:enumNames'], ...useOfFundsUi.useOfFunds['ui:enumNames'] },
};
