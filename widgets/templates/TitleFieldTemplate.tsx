import { chakra } from '@chakra-ui/react';
import type { TitleFieldProps } from '@rjsf/utils';
import { FieldLabelText } from './FieldLabelText';

/** An object's title (the name of a group of fields), which its fieldset is labelled by. */
export function TitleFieldTemplate({ id, title, required }: TitleFieldProps) {
  if (!title) return null;
  return (
    <chakra.div id={id} fontWeight="semibold" fontSize="lg" mb="2">
      <FieldLabelText label={title} required={required} />
    </chakra.div>
  );
}
