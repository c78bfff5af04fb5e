import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ChampionshipListItem } from '@app/contract/championships';
import '../../../lib/i18n.ts';
import { ChampionshipCard } from './championship-card.tsx';

const championship: ChampionshipListItem = {
  _id: '3b0f3c9e-6a55-4d7e-9a64-2f3f0f6f1a10',
  name: 'Derby Cup',
  logo: '',
  cover: '',
  published: false,
  qrCodeEligible: true,
  startDate: '2026-03-01T18:00:00.000Z',
  endDate: '2030-01-01T18:00:00.000Z',
  archivedAt: null,
  winners: 0,
  redeemed: 0,
  postponedMatches: 0,
  cancelledMatches: 0,
};

/** A server answer the test settles when it wants. */
function pendingAnswer() {
  let settle!: { resolve: () => void; reject: () => void };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject: () => reject(new Error('refused')) };
  });
  return { promise, ...settle };
}

function renderCard(onPublish: (publish: boolean) => Promise<unknown>) {
  return render(
    <MemoryRouter>
      <ChampionshipCard championship={championship} onPublish={onPublish} onDelete={() => undefined} />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('ChampionshipCard Published switch', () => {
  it('is on from the click, while the server is still answering', async () => {
    const answer = pendingAnswer();
    const sent: boolean[] = [];
    renderCard((publish) => {
      sent.push(publish);
      return answer.promise;
    });
    const toggle = screen.getByRole('switch', { name: 'Published' });
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    expect(sent).toEqual([true]);
    expect(toggle).toBeChecked();
    answer.resolve();
  });

  it('goes back to what the list says when the server refuses', async () => {
    const answer = pendingAnswer();
    renderCard(() => answer.promise);
    const toggle = screen.getByRole('switch', { name: 'Published' });
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();

    answer.reject();
    await waitFor(() => expect(toggle).not.toBeChecked());
  });
});

describe('ChampionshipCard match changes (decision 025)', () => {
  it('says how many of its matches are postponed and cancelled, and nothing when none is', () => {
    const { rerender } = render(
      <MemoryRouter>
        <ChampionshipCard
          championship={{ ...championship, postponedMatches: 1, cancelledMatches: 2 }}
          onPublish={async () => undefined}
          onDelete={() => undefined}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 match postponed2 matches cancelled');
    rerender(
      <MemoryRouter>
        <ChampionshipCard championship={championship} onPublish={async () => undefined} onDelete={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('ChampionshipCard cover (decision 020)', () => {
  it('offers the stored cover at the widths a card needs, for the browser to pick by the screen', () => {
    const cover = `/api/media/${'a'.repeat(64)}`;
    const { container } = render(
      <MemoryRouter>
        <ChampionshipCard
          championship={{ ...championship, cover }}
          onPublish={async () => undefined}
          onDelete={() => undefined}
        />
      </MemoryRouter>,
    );
    const image = container.querySelector(`img[src="${cover}"]`);
    expect(image).toHaveAttribute(
      'srcset',
      `${cover}?w=256 256w, ${cover}?w=512 512w, ${cover}?w=768 768w, ${cover}?w=1024 1024w`,
    );
    expect(image).toHaveAttribute('sizes', '(min-width: 1200px) 34vw, (min-width: 600px) 50vw, 100vw');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it("asks for the first card's cover first: the largest thing of the first screen", () => {
    const cover = `/api/media/${'b'.repeat(64)}`;
    const { container } = render(
      <MemoryRouter>
        <ChampionshipCard
          championship={{ ...championship, cover }}
          coverFirst
          onPublish={async () => undefined}
          onDelete={() => undefined}
        />
      </MemoryRouter>,
    );
    expect(container.querySelector(`img[src="${cover}"]`)).toHaveAttribute('fetchpriority', 'high');
  });
});
