import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createElement as h, type ReactNode } from 'react';
import satori from 'satori';
import sharp from 'sharp';
import { formatTime } from '@app/public-pages/fan-time';
import type { PublicMatchRow } from '@app/public-pages/page-data';
import type { PublicLanguage } from '@app/public-pages/public-texts';
import { SHARE_IMAGE_SIZE } from '@app/public-pages/watch-links';
import { WATCH_TEXTS } from '@app/public-pages/watch-texts';

const require = createRequire(import.meta.url);
/** Noto Sans' Latin, Greek and Cyrillic faces: team names in those scripts are drawn as glyphs of their own. */
const FONT_FILES = ['latin', 'latin-ext', 'greek', 'cyrillic'].flatMap((subset) =>
  ([400, 700] as const).map((weight) => ({ subset, weight })),
);
let fonts: Promise<Parameters<typeof satori>[1]['fonts']> | undefined;
function loadFonts() {
  fonts ??= Promise.all(
    FONT_FILES.map(async ({ subset, weight }) => ({
      name: 'Noto Sans',
      weight,
      style: 'normal' as const,
      data: await readFile(require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`)),
    })),
  );
  return fonts;
}

/**
 * The card's language: the page's, except Arabic and Chinese, whose fonts the card does not carry
 * (and whose right-to-left lines the drawing library does not lay out): those cards are in English.
 */
const cardLanguage = (lang: PublicLanguage): PublicLanguage => (lang === 'ar' || lang === 'zh' ? 'en' : lang);

/** The zone as its short name where Intl has one ('CET', 'GMT+2'). */
function shortZone(instant: Date, timeZone: string, lang: string): string {
  return (
    new Intl.DateTimeFormat(lang, { timeZone, timeZoneName: 'short' })
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone
  );
}

function card(match: PublicMatchRow, lang: PublicLanguage, timeZone: string): ReactNode {
  const t = WATCH_TEXTS[lang];
  const kickOff = `${formatTime(match.kickOff, timeZone, 'dayTime', lang)} (${shortZone(match.kickOff, timeZone, lang)})`;
  // Long names drawn smaller, so that two lines each still leave the kick-off room.
  const teamSize = Math.max(match.homeTeam.length, match.awayTeam.length) > 22 ? 60 : 76;
  const bars = match.barCount > 0 ? `${t.bars}: ${match.barCount}` : t.noBars;
  const line = (text: string, size: number, weight: 400 | 700, color = '#ffffff') =>
    h('div', { style: { display: 'flex', fontSize: size, fontWeight: weight, color, lineHeight: 1.15 } }, text);
  return h(
    'div',
    {
      style: {
        ...SHARE_IMAGE_SIZE,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: '#0b5d3b',
        fontFamily: 'Noto Sans',
      },
    },
    line(match.competitionName, 36, 400, '#cfe8dc'),
    h(
      'div',
      { style: { display: 'flex', flexDirection: 'column', gap: 12 } },
      line(match.homeTeam, teamSize, 700),
      match.awayTeam ? line(`– ${match.awayTeam}`, teamSize, 700) : null,
    ),
    h(
      'div',
      { style: { display: 'flex', flexDirection: 'column', gap: 8 } },
      line(kickOff, 40, 700, '#ffd54f'),
      line(bars, 34, 400),
    ),
  );
}

/**
 * A match's link preview as a PNG of 1200×630: competition, teams, kick-off in `timeZone` and how
 * many bars show it. Drawn with satori (the layout and text as SVG paths, from the bundled fonts, so
 * no font of the machine is needed) and encoded by sharp as a palette PNG, well under 100 kB.
 */
export async function drawShareImage(match: PublicMatchRow, lang: PublicLanguage, timeZone: string): Promise<Buffer> {
  const svg = await satori(card(match, cardLanguage(lang), timeZone), {
    ...SHARE_IMAGE_SIZE,
    fonts: await loadFonts(),
  });
  return sharp(Buffer.from(svg)).png({ palette: true, quality: 90, compressionLevel: 9 }).toBuffer();
}
