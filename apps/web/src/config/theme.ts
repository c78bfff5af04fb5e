import { createTheme, type Theme } from '@mui/material/styles';
import { renderingOnServer, serverRenderContext } from '../lib/server-render-context.ts';

/** docs/product.md §9 breakpoints; the sidebar becomes a drawer below lg. */
export const breakpoints = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 };
export const SIDEBAR_WIDTH = 304;
export const SIDEBAR_MINI_WIDTH = 80;
/** The boxed layout's box: the whole console, centred, never wider than this. */
export const BOXED_MAX_WIDTH = 1280;

export type AppThemeMode = 'light' | 'semi-dark' | 'dark';
export type AppDirection = 'ltr' | 'rtl';

/*
 * Colours checked for WCAG AA (4.5:1 for text) in config/theme.test.ts: text on the backgrounds,
 * the primary colour on paper, and button labels on their fill, in every mode.
 */
const light = {
  mode: 'light',
  primary: { main: '#1b5e20' },
  secondary: { main: '#0d47a1' },
  background: { default: '#f4f6f4', paper: '#ffffff' },
} as const;

const dark = {
  mode: 'dark',
  primary: { main: '#81c784', light: '#a5d6a7', dark: '#388e3c' },
  secondary: { main: '#90caf9' },
  error: { main: '#f48a80' },
  background: { default: '#121212', paper: '#1e1e1e' },
} as const;

/** semi-dark's sidebar and drawer: a deep green, the brand colour, behind light text. */
const sidebarDark = { ...dark, background: { default: '#10241a', paper: '#10241a' } } as const;

const typography = {
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans SC", "Helvetica Neue", Arial, sans-serif',
};

const serverMatchMedia = (query: string) => ({ matches: serverRenderContext()?.matchesMedia(query) ?? false });

function build(palette: typeof light | typeof dark | typeof sidebarDark, direction: AppDirection): Theme {
  return createTheme({
    direction,
    breakpoints: { values: breakpoints },
    // getContrastText() picks black or white text for 4.5:1 (WCAG AA), not MUI's default 3:1.
    palette: { ...palette, contrastThreshold: 4.5 },
    shape: { borderRadius: 8 },
    typography,
    // Media queries answer for the screen at once, in the browser as on the server, which draws a
    // first screen for the reader's screen width: hydration finds what it drew.
    components: {
      MuiUseMediaQuery: { defaultProps: renderingOnServer() ? { ssrMatchMedia: serverMatchMedia } : { noSsr: true } },
    },
  });
}

/**
 * The console's theme for a mode and a writing direction. semi-dark is light content with a dark
 * sidebar: the content theme is the light one and `createSidebarTheme` gives the sidebar's.
 */
export function createAppTheme({ mode, direction }: { mode: AppThemeMode; direction: AppDirection }): Theme {
  return build(mode === 'dark' ? dark : light, direction);
}

/** The theme the sidebar and menu drawer use when it differs from the content's (semi-dark), else null. */
export function createSidebarTheme({ mode, direction }: { mode: AppThemeMode; direction: AppDirection }): Theme | null {
  return mode === 'semi-dark' ? build(sidebarDark, direction) : null;
}

/** The default: light, left to right. */
export const theme = createAppTheme({ mode: 'light', direction: 'ltr' });
