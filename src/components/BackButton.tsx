import { Button } from '@chakra-ui/react';
import copy from '../../schemas/copy/en-US.json';

/** Back, in one place on every step: under the main button, full width, a 48 px touch target. */
export function BackButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
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
      {copy.flow.back}
    </Button>
  );
}
