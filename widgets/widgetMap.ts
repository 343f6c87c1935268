/** The one explicit widget map (docs/architecture.md): ui.json names widgets by these camelCase keys. */
import type { RegistryWidgetsType } from '@rjsf/utils';
import { lazyComponent, preloadEntries } from './lazyComponent';
import { CheckboxWidget } from './widgets/CheckboxWidget';
import { ChoiceCardsWidget } from './widgets/ChoiceCardsWidget';
import { DobWidget } from './widgets/DobWidget';
import { JobStartYearWidget } from './widgets/JobStartYearWidget';
import { SsnWidget } from './widgets/SsnWidget';
import { MoneyWidget } from './widgets/MoneyWidget';
import { PhoneWidget } from './widgets/PhoneWidget';
import { SelectWidget } from './widgets/SelectWidget';
import { TermWidget } from './widgets/TermWidget';
import { TextareaWidget } from './widgets/TextareaWidget';

// The larger widgets one or two steps use load only on a step whose ui.json names them, preloaded by
// the step loader (src/stepForm/stepFiles.ts) so the form renders at once (README "Measured
// figures": each step's first-load JavaScript). The small ones load with the form: a chunk of their
// own would cost more than it saves.
export const widgetMap = {
  checkbox: CheckboxWidget,
  CheckboxWidget,
  choiceCards: ChoiceCardsWidget,
  dob: DobWidget,
  jobStartYear: JobStartYearWidget,
  ssn: SsnWidget,
  money: MoneyWidget,
  offerCards: lazyComponent(() => import('./offers/OfferCardsWidget').then((m) => m.OfferCardsWidget)),
  phone: PhoneWidget,
  select: SelectWidget,
  SelectWidget,
  term: TermWidget,
  textarea: TextareaWidget,
  TextareaWidget,
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
