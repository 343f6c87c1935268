import { ChakraProvider } from '@chakra-ui/react';
import Form, { type FormProps } from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { fieldMap } from '../../../widgets/fieldMap';
import { templateMap } from '../../../widgets/templateMap';
import { getSystem } from '../../../widgets/theme/system';
import { widgetMap } from '../../../widgets/widgetMap';

/** An RJSF form with our widgets, fields and templates in the app's Chakra system, for widget tests. */
export function ThemedForm(props: Omit<FormProps, 'validator'>) {
  return (
    <ChakraProvider value={getSystem()}>
      <Form validator={validator} widgets={widgetMap} fields={fieldMap} templates={templateMap} {...props} />
    </ChakraProvider>
  );
}
