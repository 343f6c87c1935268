import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';

/** A visible label for one of the studio's own controls. */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <chakra.label htmlFor={htmlFor} display="block" fontSize="sm" fontWeight="semibold" mb="1">
      {children}
    </chakra.label>
  );
}
