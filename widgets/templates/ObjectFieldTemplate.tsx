import { useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import { getUiOptions, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { IncomeTotal } from '../income/IncomeTotal';
import { RootFormContext, type RootForm } from './rootForm';

/**
 * Properties in ui:order; nested objects (the address) get no extra heading chrome. The root object
 * shares the form's data and shown errors with the cards below it (rootForm.ts) and, when its
 * `ui:options.incomeTotals` says so, ends with the total yearly income.
 */
export function ObjectFieldTemplate({
  properties,
  fieldPathId,
  formData,
  errorSchema,
  uiSchema,
}: ObjectFieldTemplateProps) {
  const isRoot = fieldPathId.path.length === 0;
  const rootForm = useMemo<RootForm>(() => ({ formData, errorSchema }), [formData, errorSchema]);
  const content = (
    <Box>
      {properties.map((property) =>
        property.hidden ? null : <Box key={property.name}>{property.content}</Box>,
      )}
    </Box>
  );
  if (!isRoot) return content;
  return (
    <RootFormContext.Provider value={rootForm}>
      {content}
      {getUiOptions(uiSchema).incomeTotals === true ? <IncomeTotal formData={formData} /> : null}
    </RootFormContext.Provider>
  );
}
