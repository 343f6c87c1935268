/** The one explicit widget map (docs/architecture.md): ui.json names widgets by these camelCase keys. */
import type { RegistryWidgetsType } from '@rjsf/utils';
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

export const widgetMap = {
  checkbox: CheckboxWidget,
  CheckboxWidget,
  choiceCards: ChoiceCardsWidget,
  dob: DobWidget,
  jobStartYear: JobStartYearWidget,
  ssn: SsnWidget,
  money: MoneyWidget,
  phone: PhoneWidget,
  select: SelectWidget,
  SelectWidget,
  term: TermWidget,
  textarea: TextareaWidget,
  TextareaWidget,
} satisfies RegistryWidgetsType;

/** Keys a ui.json may use in ui:widget (RJSF's own "hidden" and "text" included). */
export const widgetNames: readonly string[] = [...Object.keys(widgetMap), 'hidden', 'text'];
