import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import '../../../lib/i18n.ts';
import { MatchesList } from './matches-list.tsx';

describe('MatchesList pager', () => {
  afterEach(() => {
    cleanup();
  });

  const renderList = (countIsEstimate?: boolean) =>
    render(
      <MatchesList
        view="table"
        matches={[]}
        count={32990}
        countIsEstimate={countIsEstimate}
        page={0}
        pageSize={50}
        onPageChange={vi.fn()}
        onPageSizeChange={vi.fn()}
        showScore={false}
      />,
    );

  it('says "about" when the server estimated the total (decision 020: more than 10,000 rows)', () => {
    renderList(true);
    expect(screen.getByText('1–50 of about 32990')).toBeInTheDocument();
  });

  it('gives an exact total as it is', () => {
    renderList(false);
    expect(screen.getByText('1–50 of 32990')).toBeInTheDocument();
  });
});
