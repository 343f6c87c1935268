import { render } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { SWRConfig } from 'swr';
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

const inApp = (props: Props, cache: Map<string, unknown>) => (
  <ChakraProvider value={getSystem()}>
    <SWRConfig value={{ provider: () => cache as Map<string, never>, dedupingInterval: 0 }}>
      <StepFileForm {...props} />
    </SWRConfig>
  </ChakraProvider>
);

/**
 * Renders a step form inside the app's Chakra system, as the screens do, with an SWR cache of its own
 * (what one test's widgets fetched is not another's); `rerenderWith` renders it again with other
 * props (data arriving from the screen), keeping the cache as one tab keeps it.
 */
export function renderStepForm(props: Props) {
  const cache = new Map<string, unknown>();
  const rendered = render(inApp(props, cache));
  return { ...rendered, rerenderWith: (next: Props) => rendered.rerender(inApp(next, cache)) };
}
