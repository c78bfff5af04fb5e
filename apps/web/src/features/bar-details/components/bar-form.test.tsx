import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material';
import type { BarDetails, BarFormValues } from '@app/contract/bar-details';
import i18n from '../../../lib/i18n.ts';
import { theme } from '../../../config/theme.ts';
import { NotifierProvider } from '../../../components/feedback/notifier.tsx';
import { BarForm } from './bar-form.tsx';
import { pasteInto, setupUser, type User } from '../../../testing/user-input.ts';

const bar: BarDetails = {
  barId: '3f0c1f7e-5b7a-4c43-9a55-8f0f4c2b1d10',
  name: 'The Corner Flag',
  email: 'hello@cornerflag.ro',
  telephoneNumber: '+40 721 000 111',
  website: 'https://www.cornerflag.ro',
  facebookUrl: 'https://facebook.com/cornerflag',
  status: 'accepted',
  statusReason: null,
  statusChangedAt: null,
  bar_user: [{ email: 'hello@cornerflag.ro' }],
  address: {
    country: 'Romania',
    state: 'Bucharest',
    city: 'Bucharest',
    street: 'Strada Lipscani',
    number: '12',
    postalCode: '030031',
  },
  slug: 'the-corner-flag-3f0c1f',
  publicUrl: 'http://localhost:3000/b/the-corner-flag-3f0c1f',
  openingHours: {
    weekly: {
      monday: [],
      tuesday: [],
      wednesday: [],
      thursday: [],
      friday: [],
      saturday: [{ opens: '16:00', closes: '00:00' }],
      sunday: [{ opens: '12:00', closes: '23:00' }],
    },
    special: [],
    temporarilyClosed: false,
  },
  timeZone: 'Europe/Bucharest',
  timeZoneFromCountry: true,
  viewing: { screens: 1, soundZones: 1, bigScreen: false, outdoorScreen: false, capacity: null },
  latitude: null,
  longitude: null,
  contactsShownToFans: false,
  logo: null,
  photos: [],
  bookings: { takesBookings: false, seatsPerMatch: 20 },
  barProgram: {
    monday: 'Closed',
    tuesday: 'Closed',
    wednesday: 'Closed',
    thursday: 'Closed',
    friday: 'Closed',
    saturday: '16:00 - 00:00',
    sunday: '12:00 - 23:00',
  },
};

function renderForm(onSave = vi.fn(async (_v: BarFormValues) => undefined), shown: BarDetails = bar) {
  render(
    <ThemeProvider theme={theme}>
      <NotifierProvider>
        <BarForm bar={shown} saving={false} onSave={onSave} />
      </NotifierProvider>
    </ThemeProvider>,
  );
  return onSave;
}

const field = (label: string) => screen.getByLabelText(label);
/** A field's text replaced by words whose keystrokes are not the subject. */
async function replaceText(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await pasteInto(user, input, text);
}
const startEditing = async (user: User) => user.click(screen.getByRole('button', { name: 'Edit Bar' }));
const update = async (user: User) => user.click(screen.getByRole('button', { name: 'Update Bar' }));
async function expectToast(message: string) {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('ERROR!');
  expect(alert).toHaveTextContent(message);
}

describe('BarForm', () => {
  afterEach(() => {
    cleanup();
  });

  it('writes a special day as the reader writes dates: 24 Dec 2026 in English, 2026年12月24日 in Chinese', async () => {
    const christmas = {
      ...bar,
      openingHours: { ...bar.openingHours, special: [{ date: '2026-12-24', intervals: [] }] },
    };
    renderForm(undefined, christmas);
    expect(screen.getByText('24 Dec 2026').tagName).toBe('DT');
    cleanup();
    await i18n.changeLanguage('zh');
    try {
      renderForm(undefined, christmas);
      expect(screen.getByText('2026年12月24日').tagName).toBe('DT');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows every field of the bar read-only until Edit Bar', async () => {
    const user = setupUser();
    renderForm();
    const labels = [
      'Bar Name',
      'Bar Email',
      'Bar Phone',
      'Website',
      'Facebook',
      'Country',
      'State',
      'City',
      'Street',
      'Number',
      'Postal Code',
      'Screens',
      'With sound',
      'Capacity',
    ];
    for (const label of labels) expect(field(label)).toHaveAttribute('readonly');
    expect(field('Bar Email')).toHaveValue('hello@cornerflag.ro');
    // The hours are read as text, on the 24-hour clock; no second way to edit them.
    const hours = screen.getByRole('region', { name: 'Opening hours' });
    expect(hours).toHaveTextContent('Sunday12:00–23:00');
    expect(hours).toHaveTextContent('MondayClosed');
    expect(within(hours).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Bar' })).not.toBeInTheDocument();
    await startEditing(user);
    for (const label of labels) expect(field(label)).not.toHaveAttribute('readonly');
    expect(within(screen.getByRole('group', { name: 'Sunday' })).getByLabelText('Opens')).toHaveValue('12:00');
    expect(screen.getByRole('button', { name: 'Update Bar' })).toBeInTheDocument();
  });

  const cases: [string, (user: User) => Promise<void>, string][] = [
    [
      'an empty name',
      async (user) => {
        await user.clear(field('Bar Name'));
      },
      'All fields are required',
    ],
    [
      'an empty postal code',
      async (user) => {
        await user.clear(field('Postal Code'));
      },
      'All fields are required',
    ],
    [
      'a closing time that is no time',
      async (user) => {
        const sunday = within(screen.getByRole('group', { name: 'Sunday' }));
        await user.clear(sunday.getByLabelText('Closes'));
        await user.type(sunday.getByLabelText('Closes'), '25:00');
      },
      'Sunday: Times are written HH:MM, from 00:00 to 23:59',
    ],
    [
      'more sound zones than screens',
      async (user) => {
        await user.clear(field('With sound'));
        await user.type(field('With sound'), '3');
      },
      'There cannot be more sound zones than screens',
    ],
    [
      "an email that is not an email (the admin's bar dialog's rule)",
      async (user) => {
        await replaceText(user, field('Bar Email'), 'not-an-email');
      },
      'Email is not valid',
    ],
    [
      'a Facebook that is not a url',
      async (user) => {
        await replaceText(user, field('Facebook'), 'my page');
      },
      'Facebook needs to be an url',
    ],
    [
      'a Website that is not a url',
      async (user) => {
        await replaceText(user, field('Website'), 'cornerflag');
      },
      'Website needs to be an url',
    ],
    [
      'a Website with a top level longer than 6',
      async (user) => {
        await replaceText(user, field('Website'), 'cornerflag.abcdefg');
      },
      'Website needs to be an url',
    ],
  ];
  for (const [what, change, message] of cases) {
    it(`refuses ${what} with '${message}' and sends nothing`, async () => {
      const user = setupUser();
      const onSave = renderForm();
      await startEditing(user);
      await change(user);
      await update(user);
      await expectToast(message);
      expect(onSave).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Update Bar' })).toBeInTheDocument();
    });
  }

  it('tells an empty field before a wrong link, and Facebook before Website', async () => {
    const user = setupUser();
    const onSave = renderForm();
    await startEditing(user);
    await replaceText(user, field('Website'), 'nope');
    await replaceText(user, field('Facebook'), 'nope');
    await update(user);
    await expectToast('Facebook needs to be an url');
    await user.clear(field('City'));
    await update(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('All fields are required'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends a valid update (trimmed) and returns to read-only', async () => {
    const user = setupUser();
    const onSave = renderForm();
    await startEditing(user);
    await replaceText(user, field('Bar Name'), '  The Final Whistle ');
    await replaceText(user, field('Website'), 'finalwhistle.ro');
    await update(user);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({
      name: 'The Final Whistle',
      email: bar.email,
      telephoneNumber: bar.telephoneNumber,
      website: 'finalwhistle.ro',
      facebookUrl: bar.facebookUrl,
      address: bar.address,
      openingHours: bar.openingHours,
      timeZone: null,
      viewing: bar.viewing,
      latitude: null,
      longitude: null,
      contactsShownToFans: false,
      bookings: bar.bookings,
    });
    expect(await screen.findByRole('button', { name: 'Edit Bar' })).toBeInTheDocument();
    expect(field('Bar Name')).toHaveAttribute('readonly');
    expect(within(document.body).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the phone and website to fans once the owner ticks it, and not before 'Edit Bar'", async () => {
    const user = setupUser();
    const onSave = renderForm();
    const box = screen.getByRole('checkbox', { name: "Show the phone and website to fans on the bar's public page" });
    expect(box).toBeDisabled();
    expect(box).not.toBeChecked();
    await startEditing(user);
    await user.click(box);
    await update(user);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ contactsShownToFans: true });
  });

  it('stays editable when the save is refused, with the hours and the screens as typed', async () => {
    const user = setupUser();
    const onSave = renderForm(
      vi.fn(async () => {
        throw new Error('refused');
      }),
    );
    await startEditing(user);
    await user.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    await user.clear(field('Screens'));
    await user.type(field('Screens'), '4');
    await update(user);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Update Bar' })).toBeInTheDocument();
    expect(field('Bar Name')).not.toHaveAttribute('readonly');
    expect(field('Screens')).toHaveValue(4);
    expect(within(screen.getByRole('group', { name: 'Monday' })).getByLabelText('Opens')).toHaveValue('18:00');
  });

  it("'Add hours' beside 16:00–00:00 proposes a free slot; an overlap names the day, marks its row until fixed, and sends nothing", async () => {
    const user = setupUser();
    const onSave = renderForm();
    await startEditing(user);
    const saturday = screen.getByRole('group', { name: 'Saturday' });
    await user.click(within(saturday).getByRole('button', { name: 'Add hours on Saturday' }));
    const opens = within(saturday).getAllByLabelText('Opens');
    const closes = within(saturday).getAllByLabelText('Closes');
    expect(opens[1]).toHaveValue('12:00');
    expect(closes[1]).toHaveValue('15:00');
    // The owner moves it into the evening the first hours already cover, typing as on a phone.
    await user.clear(opens[1]!);
    await user.type(opens[1]!, '1800');
    await user.clear(closes[1]!);
    await user.type(closes[1]!, '2300');
    await update(user);
    await expectToast('Saturday: Opening intervals of one day must not overlap');
    expect(onSave).not.toHaveBeenCalled();
    expect(opens[1]).toHaveValue('18:00');
    expect(saturday).toHaveAttribute('data-invalid', 'true');
    expect(saturday).toHaveTextContent('Saturday: Opening intervals of one day must not overlap');
    expect(opens[1]).toHaveAttribute('aria-invalid', 'true');
    // Still marked while it overlaps; gone once it does not.
    await user.clear(closes[1]!);
    await user.type(closes[1]!, '1500');
    expect(saturday).toHaveAttribute('data-invalid', 'true');
    await user.clear(opens[1]!);
    await user.type(opens[1]!, '11:00');
    expect(saturday).not.toHaveAttribute('data-invalid');
    expect(saturday).not.toHaveTextContent('must not overlap');
  });

  it('brings the row of an overlap into view with its marked field focused, not told by the toast alone', async () => {
    const user = setupUser();
    renderForm();
    await startEditing(user);
    const saturday = screen.getByRole('group', { name: 'Saturday' });
    await user.click(within(saturday).getByRole('button', { name: 'Add hours on Saturday' }));
    const opens = within(saturday).getAllByLabelText('Opens');
    await replaceText(user, opens[1]!, '20:00');
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await update(user);
    await waitFor(() => expect(scrolled.mock.contexts).toContain(saturday));
    scrolled.mockRestore();
    expect(opens[1]).toHaveFocus();
  });

  it('puts split hours in time order when the row is left, not while typing in it', async () => {
    const user = setupUser();
    const onSave = renderForm();
    await startEditing(user);
    const saturday = screen.getByRole('group', { name: 'Saturday' });
    await user.click(within(saturday).getByRole('button', { name: 'Add hours on Saturday' }));
    const opens = within(saturday).getAllByLabelText('Opens');
    const closes = within(saturday).getAllByLabelText('Closes');
    await user.clear(opens[1]!);
    await user.type(opens[1]!, '1100');
    await user.clear(closes[1]!);
    await user.type(closes[1]!, '1400');
    expect(
      within(saturday)
        .getAllByLabelText('Opens')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['16:00', '11:00']);
    await user.click(field('Bar Name'));
    expect(
      within(saturday)
        .getAllByLabelText('Opens')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['11:00', '16:00']);
    expect(
      within(saturday)
        .getAllByLabelText('Closes')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['14:00', '00:00']);
    await update(user);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0].openingHours?.weekly.saturday).toEqual([
      { opens: '11:00', closes: '14:00' },
      { opens: '16:00', closes: '00:00' },
    ]);
  });

  it("'Add hours' on a day with no free half hour says so beside it", async () => {
    const user = setupUser();
    renderForm();
    await startEditing(user);
    const sunday = screen.getByRole('group', { name: 'Sunday' });
    const opens = within(sunday).getByLabelText('Opens');
    const closes = within(sunday).getByLabelText('Closes');
    // Open all day: the last minute leaves no half hour.
    await user.clear(opens);
    await user.type(opens, '00:00');
    await user.clear(closes);
    await user.type(closes, '23:59');
    await user.click(within(sunday).getByRole('button', { name: 'Add hours on Sunday' }));
    expect(sunday).toHaveTextContent('No free half hour left on Sunday');
    expect(within(sunday).getAllByLabelText('Opens')).toHaveLength(1);
  });

  describe('location (decision 055)', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });
    const stubGeolocation = (getCurrentPosition: Geolocation['getCurrentPosition']) =>
      vi.stubGlobal(
        'navigator',
        Object.assign(Object.create(navigator) as Navigator, { geolocation: { getCurrentPosition } }),
      );

    it('saves typed coordinates as numbers and offers the map once both are set', async () => {
      const user = setupUser();
      const onSave = renderForm();
      expect(screen.queryByRole('link', { name: 'Show on a map' })).not.toBeInTheDocument();
      await startEditing(user);
      await user.type(field('Latitude'), '44,4325');
      await user.type(field('Longitude'), '26.1039');
      expect(screen.getByRole('link', { name: 'Show on a map' })).toHaveAttribute(
        'href',
        'https://www.openstreetmap.org/?mlat=44.4325&mlon=26.1039#map=17/44.4325/26.1039',
      );
      await update(user);
      await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
      expect(onSave.mock.calls[0]![0]).toMatchObject({ latitude: 44.4325, longitude: 26.1039 });
    });

    it('refuses one coordinate alone or out of range, the message on the field, and saves nothing', async () => {
      const user = setupUser();
      const onSave = renderForm();
      await startEditing(user);
      await user.type(field('Latitude'), '44.4');
      await update(user);
      await expectToast('Give both latitude and longitude, or neither');
      expect(field('Longitude')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('region', { name: 'Location' })).toHaveTextContent(
        'Give both latitude and longitude, or neither',
      );
      await user.clear(field('Latitude'));
      await user.type(field('Latitude'), '95');
      await user.type(field('Longitude'), '10');
      await update(user);
      expect(field('Latitude')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('region', { name: 'Location' })).toHaveTextContent('Latitude is a number from -90 to 90');
      expect(onSave).not.toHaveBeenCalled();
    });

    it("'Use my current location' opens the form and fills both fields from the browser", async () => {
      const user = setupUser();
      stubGeolocation((success) => {
        success({ coords: { latitude: 44.43251234, longitude: 26.10389876 } } as GeolocationPosition);
      });
      renderForm();
      await user.click(screen.getByRole('button', { name: 'Use my current location' }));
      expect(field('Latitude')).toHaveValue('44.432512');
      expect(field('Longitude')).toHaveValue('26.103899');
      expect(field('Latitude')).not.toHaveAttribute('readonly');
      expect(screen.getByRole('button', { name: 'Update Bar' })).toBeInTheDocument();
    });

    it('says so when the location is refused, and when the browser has none', async () => {
      const user = setupUser();
      stubGeolocation((_success, failure) => {
        failure?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
      });
      renderForm();
      await user.click(screen.getByRole('button', { name: 'Use my current location' }));
      expect(screen.getByRole('status')).toHaveTextContent(
        'The location was not shared. Allow it in the browser, or type the latitude and longitude.',
      );
      expect(field('Latitude')).toHaveValue('');
      cleanup();
      vi.stubGlobal('navigator', Object.create(null) as Navigator);
      renderForm();
      await user.click(screen.getByRole('button', { name: 'Use my current location' }));
      expect(screen.getByRole('status')).toHaveTextContent(
        'This browser cannot tell where it is. Type the latitude and longitude instead.',
      );
    });
  });
});
