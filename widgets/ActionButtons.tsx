import type { RefAttributes } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';
import { actionButton } from '../core/theme/colors';

/** A button's props, and a ref (a screen moves focus back to its button). */
type ActionButtonProps = ButtonProps & RefAttributes<HTMLButtonElement>;

/**
 * The one primary and the one secondary action of every form, outcome, modal and screen
 * (docs/decisions/0077-one-look-from-one-theme.md): brand solid or brand outline, 48 px
 * tall, full width, with the theme's radius and weight (widgets/theme/system.ts), measures the
 * server's pages share (core/theme/colors.ts); a caller adds spacing and behaviour, not style.
 * `asChild` makes a link look the same (src/shared/ui/LinkButton.tsx).
 */
export function PrimaryButton(props: ActionButtonProps) {
  return <Button variant="solid" colorPalette="brand" size="xl" w="full" {...props} />;
}

/** Outlined in the brand's solid shade, as thick as the server's `.button.secondary` (a pale outline read as disabled). */
export function SecondaryButton(props: ActionButtonProps) {
  return (
    <Button
      variant="outline"
      colorPalette="brand"
      size="xl"
      w="full"
      bg="white"
      borderWidth={`${actionButton.borderWidthPx}px`}
      borderColor="colorPalette.solid"
      _hover={{ bg: 'colorPalette.subtle' }}
      {...props}
    />
  );
}
