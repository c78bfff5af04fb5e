import { expect, test } from '@playwright/test';
import { adminApi } from './support/match-changes.ts';
import { barTakingBookings, calendarEventsOfMail, newFanAccount } from './support/bookings.ts';
import { latestMailTo, openSignedIn } from './support/session.ts';

test.use({ viewport: { width: 390, height: 844 } });

test("a fan books 4 seats from the match's public page, the owner accepts on a phone, the fan's mail holds the event; a second fan asking for more than is left is told; a cancel frees the seats", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { owner, barName, slug, match } = await barTakingBookings(page, await adminApi(), 6);
  const fan = await newFanAccount(page, 'Booking Fan');

  // The fan finds the bar on the match's public page and opens its booking page from the bar's row.
  await openSignedIn(page, fan, `/watch/${match.id}`);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: barName }) });
  await row.getByRole('link', { name: "Book a table · I'm going" }).click();
  await expect(page).toHaveURL(new RegExp(`/play/book/${slug}/${match.id}$`));
  await expect(page.getByRole('heading', { name: match.headline, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: "I'm going" }).click();
  await expect(page.getByRole('button', { name: "I'm going" })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1 fan is going')).toBeVisible();

  const form = page.getByRole('form', { name: 'Book a table' });
  await expect(form.getByText('6 seats left for bookings')).toBeVisible();
  await form.getByLabel('People').selectOption('4');
  await form.getByLabel('Name to ask for').fill('Ana Popescu');
  await form.getByLabel('Note for the bar (optional)').fill('Near the big screen, please');
  await form.getByRole('button', { name: 'Ask for the table' }).click();
  await expect(page.getByText('Waiting for the bar')).toBeVisible();

  // The owner, on a phone, answers from the Bookings page.
  const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const ownerPage = await ownerContext.newPage();
  await openSignedIn(ownerPage, owner, `/bookings?match=${match.id}`);
  const section = ownerPage.getByRole('region', { name: match.headline });
  await expect(section.getByText('4 of 6 seats held')).toBeVisible();
  const booking = section.getByRole('listitem', { name: 'Ana Popescu, 4 people' });
  await expect(booking.getByText('Near the big screen, please')).toBeVisible();
  await booking.getByRole('button', { name: 'Accept' }).click();
  await expect(booking.getByText('Accepted')).toBeVisible();
  await expect(booking.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  // The fan's mail says so and carries the booking as one calendar event.
  const mail = await latestMailTo(fan.email, { subject: `Your table is booked: ${match.headline}` });
  expect(mail.attachments).toEqual(['booking.ics']);
  expect(mail.text).toContain('Ask for Ana Popescu at the bar.');
  const calendar = await calendarEventsOfMail(mail.id);
  expect(calendar.method).toBe('PUBLISH');
  expect(calendar.events).toEqual([{ summary: `${match.headline} at ${barName}`, status: 'CONFIRMED', sequence: 1 }]);

  // A second fan asks for 4 when 2 are left, and is told.
  const second = await newFanAccount(page, 'Late Fan');
  const secondContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const secondPage = await secondContext.newPage();
  await openSignedIn(secondPage, second, `/play/book/${slug}/${match.id}`);
  const secondForm = secondPage.getByRole('form', { name: 'Book a table' });
  await expect(secondForm.getByText('2 seats left for bookings')).toBeVisible();
  await secondForm.getByLabel('People').selectOption('4');
  await secondForm.getByRole('button', { name: 'Ask for the table' }).click();
  await expect(secondForm.getByRole('alert')).toHaveText('Only 2 of 6 seats are free');

  // The first fan cancels from their account page: the seats return.
  await page.goto('/play/account');
  const mine = page.getByRole('region', { name: 'My bookings' });
  await mine.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(mine.getByText('Cancelled')).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  const cancelMail = await latestMailTo(fan.email, { subject: `Booking cancelled: ${match.headline}` });
  expect((await calendarEventsOfMail(cancelMail.id)).method).toBe('CANCEL');

  await secondPage.reload();
  await expect(secondForm.getByText('6 seats left for bookings')).toBeVisible();
  await secondForm.getByLabel('People').selectOption('4');
  await secondForm.getByRole('button', { name: 'Ask for the table' }).click();
  await expect(secondPage.getByText('Waiting for the bar')).toBeVisible();

  await ownerContext.close();
  await secondContext.close();
});
