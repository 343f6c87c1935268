import { useMemo } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import { descriptionId, getUiOptions, titleId, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { IncomeTotal } from '../income/IncomeTotal';
import { RootFormContext, type RootForm } from './rootForm';

/**
 * Properties in ui:order. A nested object with a title staff wrote (`title`, `ui:title`) is a group
 * named by it, with its `description` under it; an array item's title is its card's (ArrayFieldItemTemplate)
 * and a bare object gets no extra chrome. The root object shares the form's data and shown errors
 * with the cards below it (rootForm.ts) and, when its `ui:options.incomeTotals` says so, ends with the
 * total yearly income.
 */
export function ObjectFieldTemplate({
  properties,
  fieldPathId,
  formData,
  errorSchema,
  schema,
  uiSchema,
  title,
  description,
  required,
  registry,
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
  if (!isRoot) {
    const options = getUiOptions(uiSchema);
    // RJSF falls back to the property's key for a title; only what staff wrote is shown.
    const ownTitle = title && (options.title ?? schema.title) ? title : undefined;
    const isArrayItem = typeof fieldPathId.path.at(-1) === 'number';
    if ((!ownTitle && !description) || isArrayItem) return content;
    const { TitleFieldTemplate, DescriptionFieldTemplate } = registry.templates;
    return (
      <chakra.fieldset
        aria-labelledby={ownTitle ? titleId(fieldPathId) : undefined}
        aria-describedby={description ? descriptionId(fieldPathId) : undefined}
        mb="5"
      >
        {ownTitle ? (
          <TitleFieldTemplate
            id={titleId(fieldPathId)}
            title={ownTitle}
            required={required}
            schema={schema}
            uiSchema={uiSchema}
            registry={registry}
          />
        ) : null}
        {description ? (
          <DescriptionFieldTemplate
            id={descriptionId(fieldPathId)}
            description={description}
            schema={schema}
            uiSchema={uiSchema}
            registry={registry}
          />
        ) : null}
        {content}
      </chakra.fieldset>
    );
  }
  return (
    <RootFormContext.Provider value={rootForm}>
      {content}
      {getUiOptions(uiSchema).incomeTotals === true ? <IncomeTotal formData={formData} /> : null}
    </RootFormContext.Provider>
  );
}
