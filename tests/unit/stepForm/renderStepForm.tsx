import { render } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { getSystem } from '../../../widgets/theme/system';
import { StepForm, type StepFormProps } from '../../../src/stepForm/StepForm';

/** Renders a step form inside the app's Chakra system, as the screens do. */
export function renderStepForm(props: StepFormProps) {
  return render(
    <ChakraProvider value={getSystem()}>
      <StepForm {...props} />
    </ChakraProvider>,
  );
}
