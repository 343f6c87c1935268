/** Our RJSF templates (Chakra primitives; docs/architecture.md: not @rjsf/chakra-ui, which loads Chakra's full system). */
import type { TemplatesType } from '@rjsf/utils';
import { ArrayFieldItemTemplate } from './templates/ArrayFieldItemTemplate';
import { ArrayFieldTemplate } from './templates/ArrayFieldTemplate';
import { BaseInputTemplate } from './templates/BaseInputTemplate';
import { DescriptionFieldTemplate } from './templates/DescriptionFieldTemplate';
import { EmptyTemplate } from './templates/EmptyTemplate';
import { FieldTemplate } from './templates/FieldTemplate';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';
import { TitleFieldTemplate } from './templates/TitleFieldTemplate';

export const templateMap: Partial<TemplatesType> = {
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  BaseInputTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate: EmptyTemplate,
  FieldErrorTemplate: EmptyTemplate,
  FieldHelpTemplate: EmptyTemplate,
  DescriptionFieldTemplate,
  TitleFieldTemplate,
};
