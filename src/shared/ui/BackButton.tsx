import { Button } from '@chakra-ui/react';
import copy from '../../../schemas/copy/en-US.json';

/** Back, in one place on every step: under the main button, full width, a 48 px touch target. */
export function BackButton({
  onClick,
  disabled,
  label = copy.flow.back,
}: {
  onClick: () => void;
  disabled?: boolean;
  /** A step may name where Back leads (offer review: "Edit my offer", back to the offers). */
  label?: string;
}) {
  return (
    <Button
      variant="ghost"
      size="lg"
      w="full"
      mt="2"
      colorPalette="brand"
      onClick={onClick}
      disabled={disabled}
    >
      {label}
    </Button>
  );
}
