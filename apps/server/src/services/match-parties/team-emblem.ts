import { createHash } from 'node:crypto';
import { renderEmblem, type Emblem } from '../../seed/team-emblems.ts';

/** Pairs of shirt colours a new team's shield is drawn in (primary, secondary). */
const COLOURS: [string, string][] = [
  ['#C8102E', '#FFFFFF'],
  ['#034694', '#FFFFFF'],
  ['#00954C', '#FFFFFF'],
  ['#FFE667', '#005187'],
  ['#241F20', '#FFFFFF'],
  ['#6CABDD', '#1C2C5B'],
  ['#7A263A', '#1BB1E7'],
  ['#EE8707', '#1B1B1B'],
  ['#5B2C83', '#F6EB61'],
  ['#0067B1', '#D71A28'],
  ['#FFFFFF', '#C8102E'],
  ['#1B458F', '#C4122E'],
];

/** Three letters for the shield: the initials of a name of several words, else its first letters. */
function emblemCode(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const code =
    words.length >= 3
      ? words
          .slice(0, 3)
          .map((w) => w[0])
          .join('')
      : words.length === 2
        ? `${words[0]!.slice(0, 2)}${words[1]![0]}`
        : (words[0] ?? '?').slice(0, 3);
  return code.toUpperCase();
}

/**
 * A new team's emblem, drawn the way the demo set's are (seed/team-emblems.ts): a shield in colours
 * chosen by the name, so the same name always gets the same emblem.
 */
export function drawTeamEmblem(name: string): Promise<Emblem> {
  const pick = createHash('sha256').update(name.toLowerCase()).digest()[0] ?? 0;
  return renderEmblem({ name, code: emblemCode(name), colors: COLOURS[pick % COLOURS.length]! });
}
