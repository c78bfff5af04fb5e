import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import '../../../lib/i18n.ts';
import { MatchName } from './match-name.tsx';
import type { ListMatch } from './match-row.ts';

const stored = `/api/media/${'d'.repeat(64)}`;

describe('MatchName emblems', () => {
  afterEach(() => {
    cleanup();
  });

  it('asks for a stored emblem at the widths the screen needs, 24 pixels wide; another address as it is', () => {
    const match = {
      headline: 'Arsenal - Chelsea',
      status: 'SCHEDULED',
      homeTeamEmblemUrl: stored,
      awayTeamEmblemUrl: 'https://example.com/chelsea.png',
    } as ListMatch;
    const { container } = render(<MatchName match={match} />);
    const [home, away] = [...container.querySelectorAll('img')];
    expect(home).toHaveAttribute('src', stored);
    expect(home).toHaveAttribute(
      'srcset',
      `${stored}?w=32 32w, ${stored}?w=64 64w, ${stored}?w=128 128w, ${stored}?w=256 256w`,
    );
    expect(home).toHaveAttribute('sizes', '24px');
    expect(home).toHaveAttribute('width', '24');
    expect(away).toHaveAttribute('src', 'https://example.com/chelsea.png');
    expect(away).not.toHaveAttribute('srcset');
  });
});
