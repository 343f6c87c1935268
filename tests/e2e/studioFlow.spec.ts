/**
 * The studio's flow diagram (docs/studio.md "Flow") in real Chromium against the production build, at
 * the 1280 by 800 window staff use: it opens fitted to its panel with every step inside and readable,
 * the zoom buttons and a drag move it, a click or Enter on a step opens that step's preview, and axe
 * finds nothing to fix. Runs under the production Content-Security-Policy (no inline script, no eval).
 */
import { expect, test, type Page } from '@playwright/test';
import staffCopy from '../../schemas/copy/en-US.staff.json' with { type: 'json' };
import { expectNoAxeViolations } from './support/axe';

const text = staffCopy.studio.flow;

test.use({ viewport: { width: 1280, height: 800 } });

async function openFlow(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/relief-loans/skunkworks');
  const diagram = page.getByRole('group', { name: /Diagram of the flow/ });
  await expect(diagram).toBeVisible();
  return { diagram, errors };
}

const scaleOf = async (page: Page) => Number(await page.getByTestId('flow-panel').getAttribute('data-scale'));

test('Staff see the whole flow fitted inside its panel at 1280 pixels, every step name readable', async ({
  page,
}) => {
  const { diagram, errors } = await openFlow(page);
  const panel = await diagram.boundingBox();
  expect(panel).not.toBeNull();
  const { x, y, width, height } = panel as NonNullable<typeof panel>;
  // The panel fits in the page's column and the window's height.
  expect(x + width).toBeLessThanOrEqual(1280);
  expect(height).toBeLessThanOrEqual(800);

  const steps = diagram.locator('[data-step]');
  const count = await steps.count();
  expect(count).toBeGreaterThan(30);
  for (let index = 0; index < count; index += 1) {
    const step = steps.nth(index);
    const box = await step.boundingBox();
    const name = await step.getAttribute('data-step');
    expect(box, name ?? '').not.toBeNull();
    const { x: left, y: top, width: boxWidth, height: boxHeight } = box as NonNullable<typeof box>;
    expect(left, name ?? '').toBeGreaterThanOrEqual(x);
    expect(top, name ?? '').toBeGreaterThanOrEqual(y);
    expect(left + boxWidth, name ?? '').toBeLessThanOrEqual(x + width);
    expect(top + boxHeight, name ?? '').toBeLessThanOrEqual(y + height);
  }

  // Every name is inside its box and drawn at 10 pixels or more.
  const measured = await page.evaluate(() =>
    [...document.querySelectorAll('[data-step]')].map((step) => {
      const label = step.querySelector('text') as SVGTextElement;
      const box = (step.querySelector('rect') as SVGRectElement).getBoundingClientRect();
      const drawn = label.getBoundingClientRect();
      const scale = label.getScreenCTM()?.a ?? 0;
      return {
        name: step.getAttribute('data-step'),
        fontSize: parseFloat(getComputedStyle(label).fontSize) * scale,
        fits:
          drawn.left >= box.left &&
          drawn.right <= box.right &&
          drawn.top >= box.top &&
          drawn.bottom <= box.bottom,
      };
    }),
  );
  for (const step of measured) {
    expect(step.fits, `${step.name}'s name inside its box`).toBe(true);
    expect(step.fontSize, `${step.name}'s font size on screen`).toBeGreaterThanOrEqual(10);
  }
  expect(errors).toEqual([]);
});

test('Staff zoom with the buttons, by keyboard too, drag the diagram and fit it again', async ({ page }) => {
  const { diagram } = await openFlow(page);
  const fitted = await scaleOf(page);
  // Fitted, the whole drawing shows: a scroll over it scrolls the page, not the drawing.
  const atRest = await page.locator('[data-zoom-layer]').getAttribute('transform');
  const start = (await diagram.boundingBox()) as NonNullable<Awaited<ReturnType<typeof diagram.boundingBox>>>;
  await page.mouse.move(start.x + start.width / 2, Math.min(start.y + 100, 780));
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(await page.locator('[data-zoom-layer]').getAttribute('transform')).toBe(atRest);

  await page.getByRole('button', { name: text.zoomIn }).click();
  await expect.poll(() => scaleOf(page)).toBeCloseTo(fitted * 1.25);
  await page.getByRole('button', { name: text.zoomIn }).press('Enter');
  await expect.poll(() => scaleOf(page)).toBeCloseTo(fitted * 1.25 * 1.25);
  await page.getByRole('button', { name: text.zoomOut }).click();
  await expect.poll(() => scaleOf(page)).toBeCloseTo(fitted * 1.25);

  // A drag on the background moves the drawing; a scroll over it moves it too.
  const layer = page.locator('[data-zoom-layer]');
  const before = await layer.getAttribute('transform');
  await diagram.evaluate((panel) => panel.scrollIntoView({ block: 'end' }));
  const panel = (await diagram.boundingBox()) as NonNullable<Awaited<ReturnType<typeof diagram.boundingBox>>>;
  await page.mouse.move(panel.x + 8, panel.y + panel.height - 8);
  await page.mouse.down();
  await page.mouse.move(panel.x + 208, panel.y + panel.height - 108, { steps: 5 });
  await page.mouse.up();
  const dragged = await layer.getAttribute('transform');
  expect(dragged).not.toBe(before);
  await page.mouse.move(panel.x + panel.width / 2, panel.y + panel.height / 2);
  await page.mouse.wheel(0, -120);
  await expect.poll(() => layer.getAttribute('transform')).not.toBe(dragged);
  expect(await scaleOf(page)).toBeCloseTo(fitted * 1.25);

  await page.getByRole('button', { name: text.fit }).click();
  await expect.poll(() => scaleOf(page)).toBeCloseTo(fitted);
});

test('Staff open a step’s preview by clicking it in the diagram, or with Enter', async ({ page }) => {
  const { diagram } = await openFlow(page);
  await diagram.locator('[data-step="INCOME"]').click();
  const preview = page.getByTestId('step-preview');
  await expect(preview).toBeVisible();
  await expect(page.getByLabel(staffCopy.studio.steps.pick)).toHaveValue('income');

  await page.getByRole('button', { name: staffCopy.studio.views.flow }).click();
  const getStarted = page.getByRole('button', { name: `GET_STARTED: preview and edit get-started` });
  await getStarted.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('step-preview')).toBeVisible();
  await expect(page.getByLabel(staffCopy.studio.steps.pick)).toHaveValue('get-started');
});

test('The flow view passes axe', async ({ page }) => {
  await openFlow(page);
  await expectNoAxeViolations(page);
  // And with a step focused (its focus ring drawn) and the diagram zoomed in.
  await page.getByRole('button', { name: text.zoomIn }).click();
  await page.getByRole('button', { name: 'GET_RELIEF: preview and edit get-relief' }).focus();
  await expectNoAxeViolations(page);
});
