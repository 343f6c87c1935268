/** The toolkit is off in a production build (spec §9) unless that build asks for it. */
import { expect, test } from 'vitest';
import { isDevToolkitEnabled } from '../../../../src/shared/devToolkit/devToolkitEnabled';

test('Applicants never get the toolkit: a production build (and so `npm start`) leaves it out by default', () => {
  expect(isDevToolkitEnabled({ DEV: false })).toBe(false);
  expect(isDevToolkitEnabled({ DEV: false, VITE_DEV_TOOLKIT: '' })).toBe(false);
  expect(isDevToolkitEnabled({ DEV: false, VITE_DEV_TOOLKIT: 'false' })).toBe(false);
});

test('Developers get it under `npm run dev`, unless they turn it off', () => {
  expect(isDevToolkitEnabled({ DEV: true })).toBe(true);
  expect(isDevToolkitEnabled({ DEV: true, VITE_DEV_TOOLKIT: 'false' })).toBe(false);
});

test('A build made with VITE_DEV_TOOLKIT=true has it (the e2e build of the toolkit’s test)', () => {
  expect(isDevToolkitEnabled({ DEV: false, VITE_DEV_TOOLKIT: 'true' })).toBe(true);
});
