import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ChampionshipListItem } from '@app/contract/championships';
import '../../../lib/i18n.ts';
import { DeleteChampionshipDialog } from './delete-championship-dialog.tsx';

const base: ChampionshipListItem = {
  _id: '3b0f3c9e-6a55-4d7e-9a64-2f3f0f6f1a10',
  name: 'Derby Cup',
  logo: '',
  cover: '',
  published: true,
  qrCodeEligible: true,
  startDate: null,
  endDate: null,
  archivedAt: null,
  winners: 0,
  redeemed: 0,
  postponedMatches: 0,
  cancelledMatches: 0,
};
const open = (c: ChampionshipListItem) =>
  render(<DeleteChampionshipDialog championship={c} busy={false} onCancel={vi.fn()} onConfirm={vi.fn()} />);

describe('DeleteChampionshipDialog', () => {
  afterEach(() => {
    cleanup();
  });

  it('says what a championship with winners holds, and that it will be archived', () => {
    open({ ...base, winners: 3, redeemed: 1 });
    const dialog = screen.getByRole('dialog', { name: 'Archive this championship?' });
    expect(dialog).toHaveTextContent('Derby Cup holds 3 winners, 1 prize already redeemed.');
    expect(dialog).toHaveTextContent('QR codes stay valid');
    expect(screen.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
  });

  it("keeps docs/product.md's question for a championship without winners", () => {
    open(base);
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toHaveTextContent(
      'Are you sure you want to delete this Official Championship?',
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});
