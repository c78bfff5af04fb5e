import { describe, expect, it } from 'vitest';
import type { FirstScreenRequest } from '../src/entry-server.tsx';

/**
 * The console's server renders (src/entry-server.tsx) run side by side in the drawing thread, each with its own
 * person, language and reads: nothing of one render is the process's while another runs.
 */
describe('server renders side by side', () => {
  it('draws two pages at once, each in its own language, from its own reads', { timeout: 20_000 }, async () => {
    const { renderFirstScreen } = await import('../src/entry-server.tsx');
    const asked: string[] = [];
    let englishDrawn = (): void => undefined;
    const english = new Promise<void>((resolve) => (englishDrawn = resolve));
    /** Answers the frame's reads; the French render's wait until the English page is drawn, so the two overlap. */
    const fetchUntil =
      (language: string, hold: Promise<void> | null): typeof fetch =>
      async (input) => {
        const url = input instanceof Request ? input.url : input.toString();
        asked.push(`${language} ${url}`);
        if (hold) await hold;
        if (url.startsWith('/api/notices'))
          return Response.json({ items: [], unread: 0, total: 0 }, { headers: { 'content-type': 'application/json' } });
        return new Response('{}', { status: 404 });
      };
    const request = (language: 'fr' | 'en', hold: Promise<void> | null): FirstScreenRequest => ({
      url: '/change-password',
      session: {
        userId: '00000000-0000-4000-8000-000000000001',
        barId: '00000000-0000-4000-8000-000000000002',
        nickname: 'Sam',
        email: 'sam@example.com',
        role: 'owner',
      },
      preferences: { language, theme: 'light', layout: 'full-width' },
      language,
      timeZone: 'Europe/Paris',
      viewportWidth: 390,
      devicePixelRatio: 2,
      fetch: fetchUntil(language, hold),
    });
    // A first render loads the console's parts and catalogues; the two after it find them loaded.
    expect((await renderFirstScreen(request('en', null)))?.renders).toBe(1);
    asked.length = 0;
    const [french, englishPage] = await Promise.all([
      renderFirstScreen(request('fr', english)),
      renderFirstScreen(request('en', null)).then((screen) => {
        englishDrawn();
        return screen;
      }),
    ]);
    // Each read once, as its own person; the French read was answered only once the English page was drawn.
    expect(asked.sort()).toEqual(['en /api/notices', 'fr /api/notices']);
    // Each in one pass: its own i18next is ready before it renders.
    expect([french?.renders, englishPage?.renders]).toEqual([1, 1]);
    expect(englishPage?.lang).toBe('en-US');
    expect(french?.lang).toBe('fr-FR');
    expect(englishPage?.html).toContain('Change Password');
    expect(french?.html).toContain('Changer le mot de passe');
    expect(french?.html).not.toContain('Change Password');
  });
});
