import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { muiWithoutCssVars } from './build/mui-without-css-vars.ts';
import { precompress } from './build/precompress.ts';
import { pageClosureGroup, pageOwnClosureGroup, sharedClosureGroup } from './build/page-closure-group.ts';

// The owner's first /matches: the page, the notice above it and its first requests, in one file
// rather than ~25 (six at a time over HTTP/1.1, a round trip each on a phone).
const ownerMatches = pageOwnClosureGroup('owner-matches', [
  'src/features/matches/pages/matches-page.tsx',
  'src/features/bar-details/components/bar-visibility-notice.tsx',
  'src/features/matches/pages/matches-first-data.ts',
]);
const signIn = pageClosureGroup('sign-in', ['src/features/auth/pages/login-page.tsx']);
// The player pages' first screens: the frame, the list and a championship's page,
// without the parts they load later (a player's followed teams, a card's controls, the boards).
const PLAY_PAGES = [
  'src/features/play/components/play-layout.tsx',
  'src/features/play/pages/play-list-page.tsx',
  'src/features/play/pages/play-championship-page.tsx',
];
// The frame and what the list and a championship's page share in one file, each page in the next:
// together, /play would load the championship page's code to take the list over, and /play/{id}
// the list and MUI's cards (2.3 kB).
const [playFrame, playList, playChampionshipPage] = PLAY_PAGES as [string, string, string];
const play = sharedClosureGroup('play', [playFrame, playList], [playFrame, playChampionshipPage]);
const playListGroup = pageClosureGroup('play-list-page', [playList]);
const playChampionship = pageClosureGroup('play-championship', [playChampionshipPage]);
// What /login and the player pages share (buttons, links, texts, alerts), in a file both load: in
// the sign-in's file, /play would load the sign-in form.
const signInAndPlay = sharedClosureGroup('public', ['src/features/auth/pages/login-page.tsx'], PLAY_PAGES);
const shell = pageClosureGroup('shell', ['src/app/app-shell.tsx']);
// What the signed-out forms share with the signed-in frame (the contract's common schemas, dates,
// the messages' text): in the shell's file, /register would load the whole frame.
const signUpAndShell = sharedClosureGroup(
  'forms',
  ['src/app/app-shell.tsx'],
  [
    'src/features/auth/pages/register-page.tsx',
    'src/features/auth/pages/forgot-password-page.tsx',
    'src/features/auth/pages/reset-password-page.tsx',
  ],
);

// The console for the server, which renders signed-in first screens with it (build/build-console.ts):
// its libraries bundled in (the build may sit anywhere, e.g. a test run's folder,
// and some of them are installed for apps/web only); the browser's file grouping and compression
// do not apply.
// Vite leaves `process.env.NODE_ENV` to the running process in a server build: the server does not
// set it, so React and MUI ran their development code there, and MUI's class names (labelled in
// development) differed from the browser's — which then wrote every style rule again and rewrote
// the drawn page's classes while hydrating. The server's console is built in the browser's mode.
export default defineConfig(({ isSsrBuild, mode }) =>
  isSsrBuild
    ? {
        plugins: [react(), muiWithoutCssVars()],
        define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') },
        ssr: { noExternal: true },
        build: { sourcemap: true, copyPublicDir: false },
      }
    : {
        plugins: [
          react(),
          muiWithoutCssVars(),
          precompress(),
          signInAndPlay.plugin,
          signIn.plugin,
          signUpAndShell.plugin,
          shell.plugin,
          play.plugin,
          playListGroup.plugin,
          playChampionship.plugin,
          ownerMatches.plugin,
          // The prize scanner's service worker (decision 096): built from src/scanner-sw.ts with Workbox,
          // registered by the scanner page alone (no script in index.html, no manifest link on other
          // pages), precaching the shell and the scanner's manifest and icons only.
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'src',
            filename: 'scanner-sw.ts',
            injectRegister: false,
            manifest: false,
            injectManifest: { globPatterns: ['index.html', 'scan.webmanifest', 'scanner-icon-*.png'] },
          }),
        ],
        server: {
          port: 5173,
          proxy: { '/api': { target: `http://localhost:${process.env['PORT'] ?? 3000}`, changeOrigin: false } },
        },
        // Every page is its own lazy chunk (app/router.tsx); Vite's default warning limit holds for all of them.
        build: {
          outDir: 'dist',
          sourcemap: true,
          chunkSizeWarningLimit: 500,
          // The print stylesheet stays a file: the content-security-policy allows no data: styles.
          assetsInlineLimit: (file) => (file.endsWith('.css') ? false : undefined),
          rollupOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // The libraries every first paint runs, in one file rather than a dozen: on HTTP/1.1
                  // each file costs a round trip and ~1 kB of headers, and one stream compresses better.
                  {
                    name: 'framework',
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|@emotion[\\/][^\\/]+|stylis|hoist-non-react-statics)[\\/]/,
                  },
                  // Everything else the entry runs before the first page (session, preferences, i18n, the
                  // app's frame) in one file too, rather than a dozen chunks of a few hundred bytes each.
                  { name: 'start', tags: ['$initial'] },
                  // What /login's page needs beyond the start chunk, and the signed-in frame with its
                  // libraries, each in one file (build/page-closure-group.ts).
                  signInAndPlay.group,
                  signIn.group,
                  signUpAndShell.group,
                  shell.group,
                  // MUI's card parts, which the player pages and the console's lists (the owner's match
                  // cards, the championships) both draw: in the player pages' file, every signed-in
                  // /matches would load all of it (7 kB) for a card.
                  {
                    name: 'cards',
                    test: /node_modules[\\/]@mui[\\/]material[\\/](?:Card|CardContent|CardActionArea|CardMedia)[\\/]/,
                  },
                  // The media store's address helpers, which the player pages' covers (srcset) and the
                  // console's images (sized URLs) both use: in the player pages' file, every signed-in
                  // /matches would load all of it for them.
                  {
                    name: 'media',
                    test: /[\\/](?:packages[\\/]contract[\\/]src[\\/]media-url\.ts|src[\\/]lib[\\/]sized-media-url\.ts)$/,
                  },
                  play.group,
                  playListGroup.group,
                  playChampionship.group,
                  // The MUI parts that five or more pages share (tables, pagers, chips…), in one file
                  // rather than a file each; rarer parts stay with their pages. Five measured best:
                  // at 4 a page loads more it does not use, at 6+ a signed-in page needs 35–50 files.
                  // Not the Autocomplete (6.5 kB): its five users are pickers and dialogs opened later,
                  // and in this file every signed-in page's first load would carry it.
                  {
                    name: 'ui',
                    test: /node_modules[\\/]@mui[\\/](?!material[\\/](?:Autocomplete|useAutocomplete)[\\/]|x-date-pickers[\\/]|x-internals[\\/])/,
                    minShareCount: 5,
                  },
                  // The date pickers (41 kB) in a file of their own, after the shared MUI parts so that
                  // those stay in `ui`: five forms hold one, each opened after its page, and in `ui` every
                  // signed-in page's first load would carry them.
                  { name: 'date-pickers', test: /node_modules[\\/]@mui[\\/](?:x-date-pickers|x-internals)[\\/]/ },
                  // The owner's /matches alone (its own modules only, see pageOwnClosureGroup).
                  ownerMatches.group,
                ],
              },
            },
          },
        },
      },
);
