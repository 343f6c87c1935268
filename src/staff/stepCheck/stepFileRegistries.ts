/**
 * The names a step file may use, read from the app's own registries (widgets, fields, routes,
 * operations, adapters, the steps whose data is form data): for the checker wherever it runs on one
 * step file (the studio, tests). `projectRegistries.ts` adds what the whole project's check needs.
 */
import contract from '../../../schemas/api/operations.json';
import { formDataSteps } from '../../../core/rules/formDataSteps';
import { fieldNames } from '../../../widgets/fieldMap';
import { widgetNames } from '../../../widgets/widgetMap';
import { routesByKey } from '../../shared/routes/routeTable';
import { stepAdapterNames } from '../../shared/stepAdapters/stepAdapters';
import type { CheckRegistries } from './checkStepFile';

export const stepFileRegistries: CheckRegistries = {
  widgetNames,
  fieldNames,
  routeKeys: [...routesByKey.keys()],
  operationIds: Object.keys(contract.operations),
  adapterNames: stepAdapterNames,
  formDataStepFiles: formDataSteps.map((step) => step.stepFile),
};
