import { createTheme } from '@mui/material/styles';

/** SPEC.md section 9 breakpoints; the sidebar becomes a drawer below lg. */
export const breakpoints = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 };
export const SIDEBAR_WIDTH = 304;
export const SIDEBAR_MINI_WIDTH = 80;

export const theme = createTheme({
  breakpoints: { values: breakpoints },
  palette: {
    mode: 'light',
    primary: { main: '#1b5e20' },
    secondary: { main: '#0d47a1' },
    background: { default: '#f4f6f4' },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
});
