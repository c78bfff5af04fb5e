import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n.ts';
import { WebsiteWidget, widgetSnippet } from './website-widget.tsx';

const PAGE = 'https://matchday.example/b/the-corner-flag-3f0c1f';

describe("the bar's widget code in /edit-bar", () => {
  afterEach(cleanup);

  it('gives the iframe of the widget in the language and look picked, and copies it', async () => {
    const user = userEvent.setup();
    render(<WebsiteWidget publicUrl={PAGE} />);
    const code = screen.getByRole('textbox', { name: 'Code to paste into your website' });
    expect(code).toHaveValue(
      `<iframe src="${PAGE}/widget?lang=en&amp;theme=light" title="Football this week" width="100%" height="420" style="border:0" loading="lazy"></iframe>`,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Look' }), 'dark');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    expect(code).toHaveValue(
      `<iframe src="${PAGE}/widget?lang=fr&amp;theme=dark" title="Football this week" width="100%" height="420" style="border:0" loading="lazy"></iframe>`,
    );
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', `${PAGE}/widget?lang=fr&theme=dark`);
    await user.click(screen.getByRole('button', { name: 'Copy the code' }));
    expect(screen.getByRole('status')).toHaveTextContent('Code copied');
    expect(await navigator.clipboard.readText()).toBe((code as HTMLTextAreaElement).value);
  });

  it('writes every value as an attribute the host page cannot be broken by', () => {
    expect(widgetSnippet('https://x.example/b/a"><script>', 'en', 'light', 'Tom & "Jerry" <3')).toBe(
      '<iframe src="https://x.example/b/a&quot;&gt;&lt;script&gt;/widget?lang=en&amp;theme=light" title="Tom &amp; &quot;Jerry&quot; &lt;3" width="100%" height="420" style="border:0" loading="lazy"></iframe>',
    );
  });
});
