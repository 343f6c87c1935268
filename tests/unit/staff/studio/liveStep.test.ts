import { describe, expect, test, vi } from 'vitest';
import raw from '../../../../schemas/steps/get-started/schema.json';
import { loadStep } from '../../../../src/shared/form/stepFiles';
import {
  moveRequiredErrorsToFields,
  errorSchemaToPointers,
} from '../../../../src/shared/form/validationErrors';
import { editedMessages, liveStep } from '../../../../src/staff/studio/liveStep';

const cspBlocks = vi.hoisted(() => ({ on: false }));

// A page under the app's Content-Security-Policy cannot compile: ajv's `new Function` is refused.
vi.mock('@rjsf/validator-ajv8', async (importOriginal) => {
  const original = await importOriginal<typeof import('@rjsf/validator-ajv8')>();
  return {
    ...original,
    customizeValidator: (...args: Parameters<typeof original.customizeValidator>) => {
      const validator = original.customizeValidator(...args);
      if (!cspBlocks.on) return validator;
      return {
        ...validator,
        rawValidation: () => ({
          validationError: new EvalError(
            "Refused to evaluate a string as JavaScript because 'unsafe-eval' is not an allowed source of script",
          ),
        }),
      };
    },
  };
});

const edited = JSON.parse(
  JSON.stringify(raw)
    .replace('Legal first name', 'Given name')
    .replace('"firstName":"Required"', '"firstName":"Tell us your first name"'),
) as typeof raw;

const messagesOf = (step: Awaited<ReturnType<typeof liveStep>>['step'], data: Record<string, unknown>) =>
  errorSchemaToPointers(
    step.validator.validateFormData(data, step.schema, undefined, moveRequiredErrorsToFields).errorSchema,
  );

describe('The preview of an edited step', () => {
  test('compiles the edited rules where the page allows it', async () => {
    cspBlocks.on = false;
    const live = liveStep(await loadStep('get-started'), edited, {}, raw);
    expect(live.savedRules).toBe(false);
    expect((live.step.schema.properties?.firstName as { title?: string }).title).toBe('Given name');
    expect(messagesOf(live.step, { lastName: 'Lee' })).toEqual({ '/firstName': 'Tell us your first name' });
  });

  test('under a strict page policy, shows the edited labels and messages with the saved rules', async () => {
    cspBlocks.on = true;
    const live = liveStep(await loadStep('get-started'), edited, {}, raw);
    expect(live.savedRules).toBe(true);
    expect((live.step.schema.properties?.firstName as { title?: string }).title).toBe('Given name');
    expect(messagesOf(live.step, { lastName: 'Lee' })).toEqual({ '/firstName': 'Tell us your first name' });
    expect(messagesOf(live.step, { firstName: 'Ada', lastName: 'Lee' })).toEqual({});
  });

  test('pairs each message with its edited words', () => {
    expect([...editedMessages(raw, edited)]).toEqual([['Required', 'Tell us your first name']]);
  });
});
