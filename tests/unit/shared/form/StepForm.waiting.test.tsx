// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { getSystem } from '../../../../widgets/theme/system';
import { StepForm } from '../../../../src/shared/form/StepForm';
import { useStepFile } from '../../../../src/shared/form/useStepFile';

describe('A step form waiting for its initial data', () => {
  test('keeps the waiting content up until the form has mounted in a render of its own', async () => {
    const shown: string[] = [];
    function Waiting({ phase }: { phase: string }) {
      shown.push(phase);
      return <p>Getting your answers</p>;
    }
    let arrive: () => void = () => undefined;
    function Screen() {
      const step = useStepFile('get-started');
      const [formData, setFormData] = useState<Record<string, unknown> | undefined>(undefined);
      arrive = () => setFormData({ firstName: 'Maria' });
      if (!step) return null;
      return (
        <StepForm
          step={step}
          formData={formData}
          waiting={formData === undefined}
          // The phase tells renders before the data from renders after it.
          waitingContent={<Waiting phase={formData === undefined ? 'before' : 'after'} />}
          submitLabel="Continue"
          onSubmit={vi.fn()}
        />
      );
    }
    render(
      <ChakraProvider value={getSystem()}>
        <Screen />
      </ChakraProvider>,
    );
    await screen.findByText('Getting your answers');

    // The data comes as an effect's update would: React renders it at once, and the form (large on
    // income) would mount in that one task. The waiting content answers that render instead; the
    // form mounts in the deferred render that follows, which React can pause.
    act(() => arrive());
    expect(shown).toContain('after');
    expect(await screen.findByLabelText('Legal first name')).toHaveValue('Maria');
    expect(screen.queryByText('Getting your answers')).toBeNull();
  });
});
