import type { ReactNode } from 'react';
import { PrimaryButton, SecondaryButton } from '../../../widgets/ActionButtons';

/** A link that looks like the primary or secondary button (for leaving to account pages). */
export function LinkButton({
  href,
  children,
  variant = 'solid',
}: {
  href: string;
  children: ReactNode;
  variant?: 'solid' | 'outline';
}) {
  const Look = variant === 'solid' ? PrimaryButton : SecondaryButton;
  return (
    <Look asChild mt="3" textDecoration="none">
      <a href={href}>{children}</a>
    </Look>
  );
}
