import { useEffect } from 'react';
import { chakra } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import copy from '../../schemas/copy/en-US.json';
import { fundsAccountLabel, type FundsAccountView } from '../../core/rules/fundsAccountLabel';
import { ChoiceCardsWidget } from './ChoiceCardsWidget';

const text = copy.fundsAccount;

function linkedAccountOf(value: unknown): FundsAccountView | null {
  return typeof value === 'object' && value !== null && 'lastFour' in value
    ? (value as FundsAccountView)
    : null;
}

/**
 * Where the loan's money goes (offer review): the checking account linked earlier, named as the bank
 * names it, or a bank account typed in. Without a linked account there is nothing to choose, so the
 * field says what to enter and takes ENTERED_ACCOUNT itself; with one, the linked account is chosen
 * until the applicant picks the other.
 */
export function FundsDestinationWidget(props: WidgetProps) {
  const { value, onChange, options } = props;
  const linked = linkedAccountOf(options.linkedAccount);
  useEffect(() => {
    if (value === undefined) onChange(linked ? 'LINKED_ACCOUNT' : 'ENTERED_ACCOUNT');
  }, [value, linked, onChange]);

  if (!linked)
    return (
      <chakra.div id={props.id}>
        <chakra.h3 fontWeight="semibold" fontSize="md" mb="1">
          {text.legend}
        </chakra.h3>
        <chakra.p color="gray.700">{text.enteredOnly}</chakra.p>
      </chakra.div>
    );
  const enumOptions = [
    { value: 'LINKED_ACCOUNT', label: fundsAccountLabel(linked) },
    { value: 'ENTERED_ACCOUNT', label: text.enteredOption },
  ];
  return <ChoiceCardsWidget {...props} label={text.legend} options={{ ...options, enumOptions }} />;
}
