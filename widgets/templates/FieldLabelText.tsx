import { chakra } from '@chakra-ui/react';
import { formCopy } from '../copy';

/**
 * A field's label text with "(optional)" after it when the field is not required. The space is real
 * text, so the accessible name reads "Loan term (months) (optional)", not "…(months)(optional)".
 */
export function FieldLabelText({ label, required }: { label: string; required: boolean | undefined }) {
  return (
    <>
      {label}
      {required ? null : (
        <>
          {' '}
          <chakra.span fontWeight="normal" color="gray.600">
            {formCopy.optional}
          </chakra.span>
        </>
      )}
    </>
  );
}
