import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material';
import '../../../lib/i18n.ts';
import { createAppTheme } from '../../../config/theme.ts';
import type { ListMatch } from './match-row.ts';
import { MatchCard } from './match-card.tsx';
import { MatchesSidebar } from './matches-sidebar.tsx';
import { PlanningFolders } from './planning-folders.tsx';

const match: ListMatch = {
  id: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10',
  headline: 'Arsenal - Chelsea',
  status: 'SCHEDULED',
  goals: { fullTimeHomeGoals: null, fullTimeAwayGoals: null, liveHomeGoals: null, liveAwayGoals: null },
  homeTeamEmblemUrl: '',
  awayTeamEmblemUrl: '',
  scheduledDate: '2026-12-03T19:45:00.000Z',
  competitionName: 'Premier League',
  broadcasted: false,
};

/** A phone: no min-width query matches. */
const onPhone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }));
const withTheme = (node: React.ReactNode, direction: 'ltr' | 'rtl' = 'ltr') => (
  <ThemeProvider theme={createAppTheme({ mode: 'light', direction })}>{node}</ThemeProvider>
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the owner's /matches on a phone", () => {
  it("a card has the table's Broadcast switch, named for its match, not a star", async () => {
    const onChange = vi.fn();
    render(withTheme(<MatchCard match={match} showScore={false} broadcast={{ onChange, isLocked: () => false }} />));
    const card = screen.getByRole('article', { name: 'Arsenal - Chelsea' });
    const toggle = within(card).getByRole('switch', { name: 'Broadcast Arsenal - Chelsea' });
    expect(toggle).not.toBeChecked();
    expect(within(card).getByText('Broadcast')).toBeInTheDocument();
    expect(within(card).queryByTestId('StarBorderIcon')).not.toBeInTheDocument();
    await userEvent.setup().click(toggle);
    expect(onChange).toHaveBeenCalledWith(match, true);
  });

  it('keeps every folder in view: the chips wrap onto more lines, none scrolled off to the side or cut short', () => {
    onPhone();
    render(
      withTheme(
        <MatchesSidebar
          status="future"
          competition={null}
          futureCount={12}
          competitions={[]}
          onSelectStatus={() => {}}
          onSelectCompetition={() => {}}
          afterFolders={
            <PlanningFolders
              suggested={false}
              suggestedCount={3}
              onSelectSuggested={() => {}}
              broadcasting={false}
              onToggleBroadcasting={() => {}}
            />
          }
        />,
        'rtl',
      ),
    );
    const nav = screen.getByRole('navigation');
    expect(getComputedStyle(nav).flexWrap).toBe('wrap');
    expect(getComputedStyle(nav).overflowX).not.toBe('auto');
    const suggested = within(nav).getByRole('button', { name: 'Suggested (3)' });
    expect(getComputedStyle(suggested).flexShrink).toBe('0');
  });
});
