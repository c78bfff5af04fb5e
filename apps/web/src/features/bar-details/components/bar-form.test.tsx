import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material';
import type { BarDetails, BarFormValues } from '@app/contract/bar-details';
import '../../../lib/i18n.ts';
import { theme } from '../../../config/theme.ts';
import { NotifierProvider } from '../../../components/feedback/notifier.tsx';
import { BarForm } from './bar-form.tsx';

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
  address: { country: 'Romania', state: 'Bucharest', city: 'Bucharest', street: 'Strada Lipscani', number: '12', postalCode: '030031' },
  slug: 'the-corner-flag-3f0c1f', publicUrl: 'http://localhost:3000/b/the-corner-flag-3f0c1f',
  openingHours: { weekly: { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] }, special: [], temporarilyClosed: false },
  timeZone: 'Europe/Bucharest', timeZoneFromCountry: true,
  viewing: { screens: 1, soundZones: 1, bigScreen: false, outdoorScreen: false, capacity: null },
  barProgram: {
    monday: '16:00 - 00:00', tuesday: '16:00 - 00:00', wednesday: '16:00 - 00:00', thursday: '16:00 - 00:00',
    friday: '14:00 - 02:00', saturday: '12:00 - 02:00', sunday: '12:00 - 23:00',
  },
};

function renderForm(onSave = vi.fn(async (_v: BarFormValues) => undefined)) {
  render(
    <ThemeProvider theme={theme}>
      <NotifierProvider>
        <BarForm bar={bar} saving={false} onSave={onSave} />
      </NotifierProvider>
    </ThemeProvider>,
  );
  return onSave;
}

const field = (label: string) => screen.getByLabelText(label);
const startEditing = async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Edit Bar' }));
const update = async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Update Bar' }));
async function expectToast(message: string) {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('ERROR!');
  expect(alert).toHaveTextContent(message);
}

describe('BarForm', () => {
  afterEach(() => { cleanup(); });

  it('shows every field of the bar read-only until Edit Bar', async () => {
    const user = userEvent.setup();
    renderForm();
    const labels = ['Bar Name', 'Bar Email', 'Bar Phone', 'Website', 'Facebook', 'Country', 'State', 'City', 'Street', 'Number', 'Postal Code',
      'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    for (const label of labels) expect(field(label)).toHaveAttribute('readonly');
    expect(field('Bar Email')).toHaveValue('hello@cornerflag.ro');
    expect(field('Sunday')).toHaveValue('12:00 - 23:00');
    expect(screen.queryByRole('button', { name: 'Update Bar' })).not.toBeInTheDocument();
    await startEditing(user);
    for (const label of labels) expect(field(label)).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Update Bar' })).toBeInTheDocument();
  });

  const cases: [string, (user: ReturnType<typeof userEvent.setup>) => Promise<void>, string][] = [
    ['an empty name', async (user) => { await user.clear(field('Bar Name')); }, 'All fields are required'],
    ['an empty postal code', async (user) => { await user.clear(field('Postal Code')); }, 'All fields are required'],
    ['a Sunday of spaces', async (user) => { await user.clear(field('Sunday')); await user.type(field('Sunday'), '   '); }, 'All fields are required'],
    ['an email that is not an email (the admin\'s bar dialog\'s rule)', async (user) => { await user.clear(field('Bar Email')); await user.type(field('Bar Email'), 'not-an-email'); }, 'Email is not valid'],
    ['a Facebook that is not a url', async (user) => { await user.clear(field('Facebook')); await user.type(field('Facebook'), 'my page'); }, 'Facebook needs to be an url'],
    ['a Website that is not a url', async (user) => { await user.clear(field('Website')); await user.type(field('Website'), 'cornerflag'); }, 'Website needs to be an url'],
    ['a Website with a top level longer than 6', async (user) => { await user.clear(field('Website')); await user.type(field('Website'), 'cornerflag.abcdefg'); }, 'Website needs to be an url'],
  ];
  for (const [what, change, message] of cases) {
    it(`refuses ${what} with '${message}' and sends nothing`, async () => {
      const user = userEvent.setup();
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
    const user = userEvent.setup();
    const onSave = renderForm();
    await startEditing(user);
    await user.clear(field('Website'));
    await user.type(field('Website'), 'nope');
    await user.clear(field('Facebook'));
    await user.type(field('Facebook'), 'nope');
    await update(user);
    await expectToast('Facebook needs to be an url');
    await user.clear(field('City'));
    await update(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('All fields are required'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends a valid update (trimmed) and returns to read-only', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await startEditing(user);
    await user.clear(field('Bar Name'));
    await user.type(field('Bar Name'), '  The Final Whistle ');
    await user.clear(field('Website'));
    await user.type(field('Website'), 'finalwhistle.ro');
    await update(user);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({
      name: 'The Final Whistle', email: bar.email, telephoneNumber: bar.telephoneNumber, website: 'finalwhistle.ro',
      facebookUrl: bar.facebookUrl, address: bar.address, barProgram: bar.barProgram,
    });
    expect(await screen.findByRole('button', { name: 'Edit Bar' })).toBeInTheDocument();
    expect(field('Bar Name')).toHaveAttribute('readonly');
    expect(within(document.body).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays editable when the save is refused', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn(async () => { throw new Error('refused'); }));
    await startEditing(user);
    await update(user);
    expect(await screen.findByRole('button', { name: 'Update Bar' })).toBeInTheDocument();
    expect(field('Bar Name')).not.toHaveAttribute('readonly');
  });
});
