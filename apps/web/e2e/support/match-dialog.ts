import { expect, type Locator } from '@playwright/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Picks a team or a competition in the match dialog: types it, then takes the existing one of that
 * name or, when there is none, 'Add a new team / competition'.
 */
export async function pickParty(
  dialog: Locator,
  field: 'Home team' | 'Away team' | 'Competition',
  name: string,
): Promise<void> {
  const box = dialog.getByRole('combobox', { name: field });
  await box.fill(name);
  // The option whose name line is exactly `name` (other journeys add teams that start with the same
  // word, e.g. 'Visitors k3x…'), or the offer to add it.
  const page = dialog.page();
  const known = page.getByRole('option').filter({ has: page.getByText(name, { exact: true }) });
  const option = known
    .or(page.getByRole('option', { name: new RegExp(`^Add a new (team|competition): ${escape(name)}$`) }))
    .first();
  const adds = (await option.textContent())?.startsWith('Add a new') ?? false;
  // Adding is a POST: the field holds the new one only once the server answered.
  const added = adds
    ? dialog
        .page()
        .waitForResponse((r) => r.request().method() === 'POST' && /\/api\/match\/(teams|competitions)$/.test(r.url()))
    : null;
  await option.click();
  await added;
  await expect(dialog.page().getByRole('listbox')).toBeHidden();
  await expect(box).toHaveValue(name);
}

/** Types a kick-off into the dialog's date-and-time field, section by section: dd MM yyyy HH mm. */
export async function typeKickOff(dialog: Locator, digits: string): Promise<void> {
  await dialog.getByRole('spinbutton', { name: 'Day' }).click();
  await dialog.page().keyboard.type(digits);
}
