import { describe, expect, test, vi } from 'vitest';
import raw from '../../../../schemas/steps/get-started/schema.json';
import { loadStep } from '../../../../src/shared/form/stepFiles';
import {
  moveRequiredErrorsToFields,
  errorSchemaToPointers,
} from '../../../../src/shared/form/validationErrors';
import { editedMessages, liveStep } from '../../../../src/staff/studio/liveStep';

const page = vi.hoisted(() => ({ compilingAllowed: true, validatorsMade: 0 }));

// A production build knows at build time that its Content-Security-Policy refuses ajv's `new Function`.
vi.mock('../../../../src/staff/studio/compilingAllowed', () => ({
  get compilingAllowed() {
    return page.compilingAllowed;
  },
}));
vi.mock('@rjsf/validator-ajv8', async (importOriginal) => {
  const original = await importOriginal<typeof import('@rjsf/validator-ajv8')>();
  return {
    ...original,
    customizeValidator: (...args: Parameters<typeof original.customizeValidator>) => {
      page.validatorsMade += 1;
      return original.customizeValidator(...args);
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
    page.compilingAllowed = true;
    const live = liveStep(await loadStep('get-started'), edited, {}, raw);
    expect(live.savedRules).toBe(false);
    expect((live.step.schema.properties?.firstName as { title?: string }).title).toBe('Given name');
    expect(messagesOf(live.step, { lastName: 'Lee' })).toEqual({ '/firstName': 'Tell us your first name' });
  });

  test('under a strict page policy, shows the edited labels and messages with the saved rules, never trying to compile', async () => {
    page.compilingAllowed = false;
    page.validatorsMade = 0;
    const live = liveStep(await loadStep('get-started'), edited, {}, raw);
    expect(live.savedRules).toBe(true);
    expect(page.validatorsMade).toBe(0);
    expect((live.step.schema.properties?.firstName as { title?: string }).title).toBe('Given name');
    expect(messagesOf(live.step, { lastName: 'Lee' })).toEqual({ '/firstName': 'Tell us your first name' });
    expect(messagesOf(live.step, { firstName: 'Ada', lastName: 'Lee' })).toEqual({});
  });

  test('pairs each message with its edited words', () => {
    expect([...editedMessages(raw, edited)]).toEqual([['Required', 'Tell us your first name']]);
  });
});
