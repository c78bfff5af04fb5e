import type { Plugin } from 'vite';

/**
 * MUI's `createTheme` and `ThemeProvider` each import the CSS-variables machinery
 * (createThemeWithVars, CssVarsProvider and, through it, the colour-scheme script and storage
 * sync) and choose it at run time only when a theme asks for `cssVariables` or `colorSchemes`.
 * The console's themes never do (config/theme.ts: one palette per theme, modes switched by
 * preferences), yet a phone downloaded and evaluated that code before the first screen
 * (~23 kB, decision 045). This swaps the two imports for a function that says why it
 * is missing; everything else of MUI's code runs unchanged, so a theme without CSS variables
 * takes the very same path as before.
 *
 * A MUI upgrade that moves these imports fails the build here (the text is checked), rather than
 * quietly bringing the code back; config/theme.test.ts checks the themes still ask for neither.
 */
const REPLACEMENTS: { file: RegExp; importLine: string; name: string }[] = [
  {
    file: /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/,
    importLine: 'import createThemeWithVars from "./createThemeWithVars.mjs";',
    name: 'createThemeWithVars',
  },
  {
    file: /[\\/]@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/,
    importLine: 'import { CssVarsProvider } from "./ThemeProviderWithVars.mjs";',
    name: 'CssVarsProvider',
  },
];

const missing = (name: string) =>
  `const ${name} = () => { throw new Error('MUI CSS variables are left out of this build (apps/web/build/mui-without-css-vars.ts): a theme may not set cssVariables or colorSchemes'); };`;

export function muiWithoutCssVars(): Plugin {
  return {
    name: 'matchday-mui-without-css-vars',
    enforce: 'pre',
    transform(code, id) {
      const replacement = REPLACEMENTS.find((r) => r.file.test(id.split('?')[0] ?? id));
      if (!replacement) return null;
      if (!code.includes(replacement.importLine)) {
        this.error(
          `${id} no longer reads \`${replacement.importLine}\`: update apps/web/build/mui-without-css-vars.ts for this MUI version`,
        );
      }
      return { code: code.replace(replacement.importLine, missing(replacement.name)), map: null };
    },
  };
}
