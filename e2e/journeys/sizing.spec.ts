// Spec sections 2, 4 and 9: the interactive sizing guide on /dumpster-sizes.
import { expect, hydrated, openPage, pick, test } from '../support/fixtures.ts';
import { sizingTable } from '../support/spec-data.ts';

test('every project type and scope gives the size of the spec table', async ({ page }) => {
  await openPage(page, '/dumpster-sizes');
  const projects = page.getByRole('radiogroup', { name: /project/i });
  const scopes = page.getByRole('radiogroup', { name: /how big|scope|size of/i });
  const ask = page.getByRole('button', { name: /recommendation/i });
  // The recommendation is announced in the live region that follows the button.
  const answer = ask.locator('xpath=following-sibling::*[@aria-live][1]');
  await hydrated(ask);
  // A recommendation needs both answers.
  await expect(ask).toBeDisabled();

  for (const [type, scope, yards, multiple] of sizingTable) {
    await pick(projects.getByRole('radio', { name: new RegExp(type, 'i') }));
    await pick(scopes.getByRole('radio', { name: new RegExp(`^${scope}$`, 'i') }));
    // A changed answer withdraws the last recommendation, so the one checked next is fresh.
    await expect(answer).toHaveText('');
    await ask.click();
    await expect(answer, `${type}, ${scope}`).toContainText(new RegExp(`\\b${yards}[ -]yard`, 'i'));
    if (multiple) await expect(answer, `${type}, ${scope}`).toContainText(/multiple/i);
    else await expect(answer, `${type}, ${scope}`).not.toContainText(/multiple/i);
  }
});

test('Select This Size lands on /book with the recommended size chosen', async ({ page }) => {
  await openPage(page, '/dumpster-sizes');
  const ask = await hydrated(page.getByRole('button', { name: /recommendation/i }));
  await pick(page.getByRole('radiogroup', { name: /project/i }).getByRole('radio', { name: /roofing/i }));
  await pick(
    page.getByRole('radiogroup', { name: /how big|scope|size of/i }).getByRole('radio', { name: /^small$/i }),
  );
  await ask.click();
  await page.getByRole('link', { name: 'Select This Size' }).click();
  await expect(page).toHaveURL(/\/book\?size=15(-yard)?$/);
  const form = page.getByRole('form', { name: 'Book a dumpster' });
  await expect(form.getByRole('radio', { name: /^15 Yard/ })).toBeChecked();
  await expect(form.getByRole('radio', { name: /^10 Yard/ })).not.toBeChecked();
});
