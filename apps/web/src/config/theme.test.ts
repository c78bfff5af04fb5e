import { describe, expect, it } from 'vitest';
import { decomposeColor, getContrastRatio, recomposeColor, type Theme } from '@mui/material/styles';
import { createAppTheme, createSidebarTheme, type AppThemeMode } from './theme.ts';

/** A translucent colour (MUI's text colours are) as it shows over `background`. */
function over(color: string, background: string): string {
  const fg = decomposeColor(color);
  const bg = decomposeColor(background);
  const alpha = fg.values[3] ?? 1;
  const mix = [0, 1, 2].map((i) => Math.round(fg.values[i]! * alpha + bg.values[i]! * (1 - alpha)));
  return recomposeColor({ type: 'rgb', values: [mix[0]!, mix[1]!, mix[2]!] });
}

const contrast = (text: string, background: string) => getContrastRatio(over(text, background), background);

/** WCAG AA for normal text: 4.5:1. */
function textContrastProblems(theme: Theme, label: string): string[] {
  const { palette } = theme;
  const colours: Record<string, string> = {
    'background.default': palette.background.default,
    'background.paper': palette.background.paper,
    'primary.main': palette.primary.main,
    'secondary.main': palette.secondary.main,
  };
  const texts: Record<string, string> = {
    'text.primary': palette.text.primary,
    'text.secondary': palette.text.secondary,
    'primary.main': palette.primary.main,
    'error.main': palette.error.main,
    'success.main': palette.success.main,
  };
  const pairs: [string, string, string][] = [
    ...['background.default', 'background.paper'].flatMap((bg) =>
      Object.entries(texts).map(([name, text]): [string, string, string] => [name, text, bg]),
    ),
    ['primary.contrastText', palette.primary.contrastText, 'primary.main'],
    ['secondary.contrastText', palette.secondary.contrastText, 'secondary.main'],
  ];
  return pairs
    .map(([name, text, bgName]) => ({ name, bgName, ratio: contrast(text, colours[bgName]!) }))
    .filter(({ ratio }) => ratio < 4.5)
    .map(({ name, bgName, ratio }) => `${label}: ${name} on ${bgName} is ${ratio.toFixed(2)}:1`);
}

describe('themes', () => {
  const modes: AppThemeMode[] = ['light', 'semi-dark', 'dark'];

  it.each(modes)('%s keeps WCAG AA contrast for text, in the content and in the sidebar', (mode) => {
    const content = createAppTheme({ mode, direction: 'ltr' });
    const sidebar = createSidebarTheme({ mode, direction: 'ltr' }) ?? content;
    expect([...textContrastProblems(content, 'content'), ...textContrastProblems(sidebar, 'sidebar')]).toEqual([]);
  });

  it('light is light; dark is dark everywhere; semi-dark is light content with a dark sidebar', () => {
    expect(createAppTheme({ mode: 'light', direction: 'ltr' }).palette.mode).toBe('light');
    expect(createSidebarTheme({ mode: 'light', direction: 'ltr' })).toBeNull();
    expect(createAppTheme({ mode: 'dark', direction: 'ltr' }).palette.mode).toBe('dark');
    expect(createSidebarTheme({ mode: 'dark', direction: 'ltr' })).toBeNull();
    expect(createAppTheme({ mode: 'semi-dark', direction: 'ltr' }).palette.mode).toBe('light');
    expect(createSidebarTheme({ mode: 'semi-dark', direction: 'rtl' })?.palette.mode).toBe('dark');
  });

  it('the direction goes into the theme (MUI and the RTL cache mirror from it)', () => {
    expect(createAppTheme({ mode: 'light', direction: 'rtl' }).direction).toBe('rtl');
    expect(createSidebarTheme({ mode: 'semi-dark', direction: 'rtl' })?.direction).toBe('rtl');
  });

  it.each(modes)(
    '%s asks for no CSS variables: the build leaves that part of MUI out (build/mui-without-css-vars.ts)',
    (mode) => {
      // MUI's ThemeProvider and createTheme take their CSS-variables path only for a theme with colorSchemes.
      for (const theme of [
        createAppTheme({ mode, direction: 'ltr' }),
        createSidebarTheme({ mode, direction: 'rtl' }),
      ]) {
        expect(theme ?? {}).not.toHaveProperty('colorSchemes');
      }
    },
  );

  it('the contrast check itself sees a too-light grey', () => {
    const pale = createAppTheme({ mode: 'light', direction: 'ltr' });
    expect(
      textContrastProblems(
        { ...pale, palette: { ...pale.palette, text: { ...pale.palette.text, secondary: 'rgba(0, 0, 0, 0.4)' } } },
        'x',
      ),
    ).toEqual([
      expect.stringContaining('x: text.secondary on background.default is 2.'),
      expect.stringContaining('x: text.secondary on background.paper is 2.'),
    ]);
  });
});
