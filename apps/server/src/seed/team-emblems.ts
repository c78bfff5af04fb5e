import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Club } from './football-clubs.ts';

export type Emblem = { hash: string; mime: string; bytes: Buffer; width: number; height: number; size: number };

const SIZE = 96;
const SHIELD = 'M48 4 L88 16 V48 C88 72 70 86 48 94 C26 86 8 72 8 48 V16 Z';
const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Light background → dark letters, so every code stays readable. */
function textColorOn(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const luminance = 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return luminance > 160 ? '#111111' : '#FFFFFF';
}

/** One of four shield patterns, chosen by the club's code so an emblem never changes between seeds. */
function shieldSvg(club: Club): string {
  const [primary, secondary] = club.colors;
  const pattern = [...club.code].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 4;
  const overlays = [
    `<path d="M48 4 L48 94 C26 86 8 72 8 48 V16 Z" fill="${secondary}"/>`,
    `<rect x="8" y="30" width="80" height="22" fill="${secondary}"/>`,
    `<path d="M8 16 L88 16 L88 30 L8 30 Z" fill="${secondary}"/><path d="M30 10 L40 10 L40 92 L30 88 Z M56 10 L66 10 L66 88 L56 92 Z" fill="${secondary}" opacity="0.55"/>`,
    `<circle cx="48" cy="48" r="26" fill="${secondary}"/>`,
  ];
  const label = escapeXml(club.code);
  const fontSize = label.length > 3 ? 22 : 28;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 96 96">
<clipPath id="s"><path d="${SHIELD}"/></clipPath>
<g clip-path="url(#s)"><rect width="96" height="96" fill="${primary}"/>${overlays[pattern] ?? ''}</g>
<path d="${SHIELD}" fill="none" stroke="#1b1b1b" stroke-width="3"/>
<text x="48" y="${48 + fontSize / 3}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" fill="${textColorOn(pattern === 3 ? secondary : primary)}" stroke="${pattern === 3 ? 'none' : '#00000055'}" stroke-width="0.8">${label}</text>
</svg>`;
}

/** A club's emblem as a PNG made here (no external URL), content-addressed like every stored image. */
export async function renderEmblem(club: Club): Promise<Emblem> {
  const bytes = await sharp(Buffer.from(shieldSvg(club)))
    .png({ compressionLevel: 9 })
    .toBuffer();
  return {
    hash: createHash('sha256').update(bytes).digest('hex'),
    mime: 'image/png',
    bytes,
    width: SIZE,
    height: SIZE,
    size: bytes.length,
  };
}

export const mediaUrl = (hash: string) => `/api/media/${hash}`;
