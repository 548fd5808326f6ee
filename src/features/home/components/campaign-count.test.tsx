// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithApp } from '@/testing/render';
import { CampaignCount } from './campaign-count';

const list = (total: number) =>
  Response.json({
    status: 'success',
    data: { data: [], total, currentPage: 1, totalPages: total },
  });

describe('CampaignCount', () => {
  it('counts again when a campaign write invalidates the campaign lists', async () => {
    let total = 12;
    const fetch = vi.fn<typeof globalThis.fetch>(async () => list(total));
    const { context } = await renderWithApp(<CampaignCount />, { fetch });
    await act(async () => {
      context.auth.credentials.signIn({ memberToken: 'token', persist: false });
    });
    expect(await screen.findByText('12 campaigns')).toBeInTheDocument();

    total = 13;
    // What every campaign write does (editor, inline and bulk edit, bulk status, undo).
    await act(async () => {
      await context.queryClient.invalidateQueries({ queryKey: ['campaigns', 'list'] });
    });
    expect(await screen.findByText('13 campaigns')).toBeInTheDocument();
  });
});
