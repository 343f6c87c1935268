/** The one explicit widget map (docs/architecture.md): ui.json names widgets by these camelCase keys. */
import type { RegistryWidgetsType } from '@rjsf/utils';
import { lazyComponent, preloadEntries } from './lazyComponent';
import { CheckboxWidget } from './widgets/CheckboxWidget';
import { ChoiceCardsWidget } from './widgets/ChoiceCardsWidget';
import { JobStartYearWidget } from './widgets/JobStartYearWidget';
import { MoneyWidget } from './widgets/MoneyWidget';
import { SelectWidget } from './widgets/SelectWidget';

// The widgets only some steps use load only on a step whose ui.json names them, preloaded by the step
// loader (src/shared/form/useStepFile.ts) so the form renders at once
// (docs/decisions/0046-a-form-step-loads-only-what-it-uses.md: each step's first-load JavaScript). Those many
// steps use, and those RJSF picks by a field's type without a ui:widget (checkbox, select), load with the
// form.
const textareaWidget = lazyComponent(() => import('./widgets/TextareaWidget').then((m) => m.TextareaWidget));

export const widgetMap = {
  checkbox: CheckboxWidget,
  CheckboxWidget,
  choiceCards: ChoiceCardsWidget,
  fundsDestination: lazyComponent(() =>
    import('./widgets/FundsDestinationWidget').then((m) => m.FundsDestinationWidget),
  ),
  dob: lazyComponent(() => import('./widgets/DobWidget').then((m) => m.DobWidget)),
  jobStartYear: JobStartYearWidget,
  loanAgreement: lazyComponent(() =>
    import('./documents/LoanAgreementWidget').then((m) => m.LoanAgreementWidget),
  ),
  ssn: lazyComponent(() => import('./widgets/SsnWidget').then((m) => m.SsnWidget)),
  money: MoneyWidget,
  onFile: lazyComponent(() => import('./widgets/OnFileWidget').then((m) => m.OnFileWidget)),
  offerCards: lazyComponent(() => import('./offers/OfferCardsWidget').then((m) => m.OfferCardsWidget)),
  productFees: lazyComponent(() => import('./offers/ProductFeesWidget').then((m) => m.ProductFeesWidget)),
  phone: lazyComponent(() => import('./widgets/PhoneWidget').then((m) => m.PhoneWidget)),
  select: SelectWidget,
  SelectWidget,
  term: lazyComponent(() => import('./widgets/TermWidget').then((m) => m.TermWidget)),
  textarea: textareaWidget,
  TextareaWidget: textareaWidget,
  truthInLending: lazyComponent(() =>
    import('./disclosure/TruthInLendingWidget').then((m) => m.TruthInLendingWidget),
  ),
} satisfies RegistryWidgetsType;

/** Keys a ui.json may use in ui:widget (RJSF's own "hidden" and "text" included). */
export const widgetNames: readonly string[] = [...Object.keys(widgetMap), 'hidden', 'text'];

/** Loads the code of the lazily loaded widgets among these ui:widget names. */
export function preloadWidgets(names: Iterable<string>): Promise<void> {
  return preloadEntries(widgetMap, names);
}
