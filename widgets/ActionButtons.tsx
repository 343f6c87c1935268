import type { RefAttributes } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';

/** A button's props, and a ref (a screen moves focus back to its button). */
type ActionButtonProps = ButtonProps & RefAttributes<HTMLButtonElement>;

/**
 * The one primary and the one secondary action of every form, outcome, modal and screen
 * (docs/decisions/0077-one-look-from-one-theme.md): brand solid or brand outline, 48 px
 * tall, full width. The look is the theme's button recipe (widgets/theme/system.ts), whose measures
 * the server's pages share (core/theme/colors.ts); a caller adds spacing and behaviour, not style.
 * `asChild` makes a link look the same (src/shared/ui/LinkButton.tsx).
 */
export function PrimaryButton(props: ActionButtonProps) {
  return <Button variant="solid" colorPalette="brand" size="xl" w="full" {...props} />;
}

export function SecondaryButton(props: ActionButtonProps) {
  return <Button variant="outline" colorPalette="brand" size="xl" w="full" {...props} />;
}
