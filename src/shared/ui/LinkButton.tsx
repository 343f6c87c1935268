import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';

/** A link that looks like a primary or secondary button (for leaving to account pages). */
export function LinkButton({
  href,
  children,
  variant = 'solid',
}: {
  href: string;
  children: ReactNode;
  variant?: 'solid' | 'outline';
}) {
  const solid = variant === 'solid';
  return (
    <chakra.a
      href={href}
      display="flex"
      alignItems="center"
      justifyContent="center"
      w="full"
      minH="12"
      px="6"
      borderRadius="lg"
      fontWeight="semibold"
      fontSize="lg"
      textDecoration="none"
      bg={solid ? 'brand.600' : 'white'}
      color={solid ? 'white' : 'brand.700'}
      borderWidth="2px"
      borderColor="brand.600"
      _hover={{ bg: solid ? 'brand.700' : 'brand.50' }}
      mt="3"
    >
      {children}
    </chakra.a>
  );
}
