import { render } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { getSystem } from '../../../../widgets/theme/system';
import { Loading } from '../../../../src/shared/ui/Loading';
import { StepForm, type StepFormProps } from '../../../../src/shared/form/StepForm';
import type { LoadedStep } from '../../../../src/shared/form/stepFiles';
import { useStepFile } from '../../../../src/shared/form/useStepFile';

type Props = Omit<StepFormProps, 'step'> & {
  stepId: string;
  /** Reshapes the loaded step as a screen may (e.g. with the server's answer). */
  reshape?: (step: LoadedStep) => LoadedStep;
};

/** A step file loaded the way screens load it, then rendered by the props-driven StepForm. */
function StepFileForm({ stepId, reshape, ...props }: Props) {
  const loaded = useStepFile(stepId);
  const step = loaded && reshape ? reshape(loaded) : loaded;
  return step ? <StepForm step={step} {...props} /> : <Loading />;
}

const inApp = (props: Props) => (
  <ChakraProvider value={getSystem()}>
    <StepFileForm {...props} />
  </ChakraProvider>
);

/**
 * Renders a step form inside the app's Chakra system, as the screens do; `rerenderWith` renders it
 * again with other props (data arriving from the screen).
 */
export function renderStepForm(props: Props) {
  const rendered = render(inApp(props));
  return { ...rendered, rerenderWith: (next: Props) => rendered.rerender(inApp(next)) };
}
