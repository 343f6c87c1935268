import { Alert } from '@chakra-ui/react';

/** An error alert with a user-facing message (spec §8: any error with a message shows one). */
export function ErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" mb="5" borderRadius="lg" role="alert">
      <Alert.Indicator />
      <Alert.Title fontWeight="medium">{message}</Alert.Title>
    </Alert.Root>
  );
}
