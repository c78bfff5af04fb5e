import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../lib/i18n.ts';
import { DayPicker } from './day-picker.tsx';

/** The text the date field shows (its sections, as a person reads them). */
const fieldText = () =>
  screen.getByRole('group', { name: 'Jour' }).textContent?.replace(/[\u2066-\u2069\u200e\u200f]/g, '');

describe('DayPicker', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it("writes the day in the order of the person's language", async () => {
    for (const [language, text] of [
      ['fr', '12/03/2026'],
      ['zh', '2026年03月12日'],
      ['en', '03/12/2026'],
    ] as const) {
      await i18n.changeLanguage(language);
      render(<DayPicker label="Jour" value="2026-03-12" onChange={() => undefined} />);
      expect(fieldText(), language).toBe(`${text}Jour`); // the sections, then the field's legend
      cleanup();
    }
  });

  it("opens a calendar in the person's language, and gives the form YYYY-MM-DD", async () => {
    await i18n.changeLanguage('fr');
    const picked: string[] = [];
    const user = userEvent.setup({ delay: null });
    render(<DayPicker label="Jour" value="2026-03-12" onChange={(day) => picked.push(day)} />);
    await user.click(screen.getByRole('button', { name: /Choisir la date/ }));
    expect(await screen.findByText('mars 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('gridcell', { name: '20' }));
    expect(picked.at(-1)).toBe('2026-03-20');
  });
});
