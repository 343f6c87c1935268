/**
 * @vitest-environment jsdom
 *
 * RJSF's own theme suite (@rjsf/snapshot-tests: form, array and object cases) run against our theme,
 * the way every RJSF theme runs it: each case renders without crashing and its markup is pinned.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, test, vi } from 'vitest';
import type { ComponentType } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import Form, { type FormProps } from '@rjsf/core';
import { fieldMap } from '../../../widgets/fieldMap';
import { templateMap } from '../../../widgets/templateMap';
import { getSystem } from '../../../widgets/theme/system';
import { widgetMap } from '../../../widgets/widgetMap';

// The suite is written for vitest globals; ours are imported explicitly, so hand them over first.
Object.assign(globalThis, { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, test, vi });
const { arrayTests, formTests, objectTests } = await import('@rjsf/snapshot-tests');

function ThemedForm(props: FormProps) {
  return (
    <ChakraProvider value={getSystem()}>
      <Form widgets={widgetMap} fields={fieldMap} templates={templateMap} {...props} />
    </ChakraProvider>
  );
}
const themed = ThemedForm as ComponentType<FormProps>;

formTests(themed);
arrayTests(themed);
objectTests(themed);
