import { and, asc, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import sharp from 'sharp';
import type { SeedContext } from './context.ts';
import { championshipMatches, championships, matches, prizes, questions } from '../db/schema/index.ts';
import { encodeImage } from '../services/media/encode-image.ts';
import { saveImage } from '../services/media/media-repository.ts';
import { FINISHED_STATUSES, FUTURE_STATUSES } from '../services/championships/match-rules.ts';
import type { Database } from '../db/client.ts';

/* ---------------------------------------------------------------- pictures drawn here (no external URLs) */

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

const logoSvg = (primary: string, secondary: string) =>
  svg(
    256,
    256,
    `
<circle cx="128" cy="128" r="124" fill="${primary}"/><circle cx="128" cy="128" r="104" fill="none" stroke="${secondary}" stroke-width="8"/>
<path d="M84 70 H172 V100 C172 134 152 152 128 156 C104 152 84 134 84 100 Z" fill="${secondary}"/>
<path d="M84 82 H62 C62 112 76 124 92 126 M172 82 H194 C194 112 180 124 164 126" fill="none" stroke="${secondary}" stroke-width="8"/>
<rect x="118" y="154" width="20" height="26" fill="${secondary}"/><rect x="96" y="180" width="64" height="14" rx="3" fill="${secondary}"/>`,
  );

const coverSvg = (from: string, to: string) =>
  svg(
    1200,
    400,
    `
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/>
<g fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6">
<rect x="60" y="40" width="1080" height="320"/><line x1="600" y1="40" x2="600" y2="360"/><circle cx="600" cy="200" r="70"/>
<rect x="60" y="110" width="130" height="180"/><rect x="1010" y="110" width="130" height="180"/></g>`,
  );

const PRIZE_ART: Record<string, (color: string) => string> = {
  ball: (c) =>
    svg(
      320,
      320,
      `<rect width="320" height="320" fill="${c}"/><circle cx="160" cy="160" r="110" fill="#ffffff" stroke="#222" stroke-width="6"/>
<path d="M160 110 L200 140 L185 188 L135 188 L120 140 Z" fill="#222"/>`,
    ),
  shirt: (c) =>
    svg(
      320,
      320,
      `<rect width="320" height="320" fill="#f2f2f2"/>
<path d="M110 60 L60 100 L85 150 L110 135 V270 H210 V135 L235 150 L260 100 L210 60 C195 85 125 85 110 60 Z" fill="${c}" stroke="#222" stroke-width="5"/>`,
    ),
  ticket: (c) =>
    svg(
      320,
      320,
      `<rect width="320" height="320" fill="#20232a"/>
<path d="M40 110 H280 V145 A15 15 0 0 0 280 175 V210 H40 V175 A15 15 0 0 0 40 145 Z" fill="${c}"/><line x1="210" y1="115" x2="210" y2="205" stroke="#20232a" stroke-width="4" stroke-dasharray="8 6"/>`,
    ),
  trophy: (c) =>
    svg(
      320,
      320,
      `<rect width="320" height="320" fill="#1d3557"/>
<path d="M110 70 H210 V120 C210 160 186 180 160 184 C134 180 110 160 110 120 Z" fill="${c}"/><rect x="148" y="182" width="24" height="40" fill="${c}"/><rect x="118" y="222" width="84" height="18" fill="${c}"/>`,
    ),
};

async function storePicture(db: Database, picture: string, label: string): Promise<string> {
  const png = await sharp(Buffer.from(picture)).png().toBuffer();
  return saveImage(db, await encodeImage(png, label));
}

/* ---------------------------------------------------------------- the demo championships */

type Text = { en: string; ro: string };
type Plan = {
  name: string;
  stake: string;
  competition: string;
  colors: [string, string];
  published: boolean;
  qrCodeEligible: boolean;
  counts: { daily: number; weekly: number; allTime: number };
  /** Finished matches of the competition to include (a championship already under way), and upcoming ones. */
  past: number;
  future: number;
  howItWorks: Text;
  prizes: { name: string; art: keyof typeof PRIZE_ART; description: Text }[];
  questions: { text: Text; answers: Text[] }[];
};

const PLANS: Plan[] = [
  {
    name: 'Premier League Predictor',
    stake: '100 points',
    competition: 'Premier League',
    colors: ['#3d195b', '#00ff85'],
    published: true,
    qrCodeEligible: true,
    counts: { daily: 1, weekly: 2, allTime: 3 },
    past: 4,
    future: 8,
    howItWorks: {
      en: 'Predict the score of every selected Premier League match. The best players of each day, week and of all time win the prizes.',
      ro: 'Ghicește scorul fiecărui meci selectat din Premier League. Cei mai buni jucători ai zilei, ai săptămânii și din toate timpurile câștigă premiile.',
    },
    prizes: [
      {
        name: 'Signed match ball',
        art: 'ball',
        description: { en: 'An official match ball signed by the squad.', ro: 'O minge oficială semnată de echipă.' },
      },
      {
        name: 'Home shirt',
        art: 'shirt',
        description: {
          en: 'This season’s home shirt, in your size.',
          ro: 'Tricoul de acasă al acestui sezon, pe mărimea ta.',
        },
      },
      {
        name: 'Two match tickets',
        art: 'ticket',
        description: {
          en: 'Two tickets for a home match of your choice.',
          ro: 'Două bilete la un meci de acasă, la alegere.',
        },
      },
    ],
    questions: [
      {
        text: { en: 'Who will finish top of the league?', ro: 'Cine va termina pe primul loc?' },
        answers: [
          { en: 'Arsenal', ro: 'Arsenal' },
          { en: 'Liverpool', ro: 'Liverpool' },
          { en: 'Manchester City', ro: 'Manchester City' },
        ],
      },
      {
        text: { en: 'How many goals in the next derby?', ro: 'Câte goluri în următorul derby?' },
        answers: [
          { en: 'None', ro: 'Niciunul' },
          { en: '1 to 3', ro: 'Între 1 și 3' },
          { en: 'More than 3', ro: 'Mai mult de 3' },
        ],
      },
    ],
  },
  {
    name: 'Champions League Nights',
    stake: '250 points',
    competition: 'UEFA Champions League',
    colors: ['#0b1e5b', '#ffffff'],
    published: true,
    qrCodeEligible: false,
    counts: { daily: 0, weekly: 1, allTime: 1 },
    past: 0,
    future: 6,
    howItWorks: {
      en: 'Every Champions League night counts: predict the results and answer the quiz before kick-off.',
      ro: 'Fiecare seară de Liga Campionilor contează: ghicește rezultatele și răspunde la quiz înainte de fluierul de start.',
    },
    prizes: [
      {
        name: 'Final trophy replica',
        art: 'trophy',
        description: { en: 'A replica of the famous trophy.', ro: 'O replică a celebrului trofeu.' },
      },
    ],
    questions: [
      {
        text: { en: 'Which club lifts the trophy this season?', ro: 'Ce club câștigă trofeul în acest sezon?' },
        answers: [
          { en: 'Real Madrid', ro: 'Real Madrid' },
          { en: 'Bayern München', ro: 'Bayern München' },
        ],
      },
    ],
  },
  {
    name: 'SuperLiga Autumn Cup',
    stake: '50 points',
    competition: 'Romanian SuperLiga',
    colors: ['#c8102e', '#ffd100'],
    published: false,
    qrCodeEligible: false,
    counts: { daily: 1, weekly: 0, allTime: 2 },
    past: 0,
    future: 5,
    howItWorks: {
      en: 'Pick the winners of the SuperLiga matches this autumn.',
      ro: 'Alege câștigătoarele meciurilor din SuperLiga în această toamnă.',
    },
    prizes: [
      {
        name: 'Supporter scarf',
        art: 'shirt',
        description: {
          en: 'A knitted scarf in your club’s colours.',
          ro: 'Un fular tricotat în culorile clubului tău.',
        },
      },
      {
        name: 'Stadium tour',
        art: 'ticket',
        description: { en: 'A guided stadium tour for two.', ro: 'Un tur ghidat al stadionului pentru două persoane.' },
      },
    ],
    questions: [],
  },
];

const texts = (t: Text) => [
  { text: t.en, language: 'en' },
  { text: t.ro, language: 'ro' },
];

/** Finished and upcoming matches of a competition (upcoming never postponed). */
async function pickMatches(db: Database, now: Date, plan: Plan): Promise<string[]> {
  const inCompetition = and(eq(matches.competitionName, plan.competition), isNull(matches.trashedAt));
  const past =
    plan.past === 0
      ? []
      : await db
          .select({ id: matches.id })
          .from(matches)
          .where(and(inCompetition, inArray(matches.status, [...FINISHED_STATUSES]), lt(matches.scheduledDate, now)))
          .orderBy(desc(matches.scheduledDate))
          .limit(plan.past);
  const future = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(inCompetition, inArray(matches.status, [...FUTURE_STATUSES]), gt(matches.scheduledDate, now)))
    .orderBy(asc(matches.scheduledDate))
    .limit(plan.future);
  return [...past, ...future].map((m) => m.id);
}

/**
 * Official championships around the demo matches (seed-matches.ts runs first), with
 * locally drawn logos, covers and prize photos, texts in en and ro, quiz questions; two
 * published, one QR-eligible (seed-winners.ts records its winners).
 */
export async function seedChampionships(ctx: SeedContext): Promise<void> {
  const { db, now, users } = ctx;
  for (const [index, plan] of PLANS.entries()) {
    const matchIds = await pickMatches(db, now, plan);
    if (matchIds.length === 0) continue; // a championship needs matches (docs/product.md §5)
    const [primary, secondary] = plan.colors;
    const logo = await storePicture(db, logoSvg(primary, secondary), 'Championship Logo');
    const cover = await storePicture(
      db,
      coverSvg(primary, secondary === '#ffffff' ? '#1f6feb' : secondary),
      'Championship Cover',
    );
    const [row] = await db
      .insert(championships)
      .values({
        name: plan.name,
        stake: plan.stake,
        logo,
        cover,
        published: plan.published,
        qrCodeEligible: plan.qrCodeEligible,
        dailyPrizes: plan.counts.daily,
        weeklyPrizes: plan.counts.weekly,
        allTimePrizes: plan.counts.allTime,
        howItWorks: texts(plan.howItWorks),
        createdBy: users.staff,
        // Oldest first in the seed, so the list (newest first) shows them in plan order.
        createdAt: new Date(now.getTime() - (PLANS.length - index) * 86_400_000),
      })
      .returning({ id: championships.id });
    if (!row) throw new Error(`championship ${plan.name} not inserted`);
    for (const [position, prize] of plan.prizes.entries()) {
      const photo = await storePicture(db, PRIZE_ART[prize.art]!(primary), `Photo of ${prize.name}`);
      await db.insert(prizes).values({
        championshipId: row.id,
        name: prize.name,
        photo,
        position,
        description: [
          { description: prize.description.en, language: 'en' },
          { description: prize.description.ro, language: 'ro' },
        ],
      });
    }
    if (plan.questions.length > 0) {
      await db.insert(questions).values(
        plan.questions.map((q, position) => ({
          championshipId: row.id,
          type: 0,
          position,
          questionText: texts(q.text),
          possibleAnswers: [
            { answers: q.answers.map((a) => a.en), language: 'en' },
            { answers: q.answers.map((a) => a.ro), language: 'ro' },
          ],
        })),
      );
    }
    await db.insert(championshipMatches).values(matchIds.map((matchId) => ({ championshipId: row.id, matchId })));
  }
}
