import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONSOLE_LANGUAGES, consoleLanguageSchema } from '@app/contract/languages';
import { acceptedLanguages, firstLanguageOf, LANGUAGE_COOKIE, LANGUAGE_PARAM } from '@app/contract/language-choice';
import type { AuthUser } from './auth.ts';
import type { ThrottleRule } from '../../services/throttle.ts';
import { REFRESH_COOKIE, SESSION_COOKIE } from './session-cookies.ts';
import { startFirstScreenThread } from './first-screen-thread.ts';
import { createDrawingBudget } from './drawing-budget.ts';
import { redactUrl } from '../../lib/log-redaction.ts';
import { HttpError } from '../../lib/http-error.ts';
import { escapeHtml } from '../../services/public-bars/html.ts';
import { BAR_HEADER, BAR_PARAM, type AccountBar } from '@app/contract/account-bars';

/**
 * Signed-in pages answered with their first screen drawn: a phone shows the
 * person's list as soon as the HTML arrives, instead of after ~280 kB of script has arrived and
 * run. The console's own code renders it (apps/web/src/entry-server.tsx, built to dist-ssr); the
 * browser hydrates it. Anything missing or failing gives the page as before: the browser renders it.
 */

type DrawnStyles = { key: string; ids: string[]; css: string; globals: { id: string; css: string }[] };

/** The server build's entry (structural: the server does not compile the console's sources). */
type FirstScreenRenderer = {
  renderFirstScreen(request: {
    url: string;
    /** Null: signed out. */
    session: {
      userId: string;
      barId: string | null;
      bars: AccountBar[];
      nickname: string;
      email: string;
      role: AuthUser['role'];
      language: AuthUser['language'];
    } | null;
    /** Null without a reader cookie: the browser's defaults, and no screen or clock known. */
    preferences: { language: string; theme: string; layout: string } | null;
    /** The page's language, chosen as the browser chooses it (@app/contract/language-choice). */
    language: string;
    timeZone: string | null;
    viewportWidth: number | null;
    devicePixelRatio: number | null;
    fetch: typeof fetch;
  }): Promise<{
    html: string;
    styles: DrawnStyles;
    data: string;
    lang: string;
    dir: 'ltr' | 'rtl';
    renders: number;
    drawnFor: string;
  } | null>;
};

/**
 * Drawn pages per person: one every 2.5 s for five minutes; a person using the console stays far below, a loop does
 * not.
 */
export const FIRST_SCREENS_PER_PERSON: ThrottleRule = { limit: 120, windowSeconds: 5 * 60 };

const validTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The `reader` cookie the console writes (apps/web/src/lib/reader-cookie.ts): how this browser draws. */
const readerSchema = z.object({
  width: z.coerce.number().int().min(200).max(10_000),
  dpr: z.coerce.number().min(0.5).max(8),
  tz: z.string().max(64).refine(validTimeZone),
  language: consoleLanguageSchema,
  theme: z.enum(['light', 'semi-dark', 'dark']),
  layout: z.enum(['full-width', 'boxed', 'framed']),
});

/** `?lang=`, the `lang` cookie, the reader cookie's language, then Accept-Language (a first visit); else English. */
function pageLanguage(request: FastifyRequest, readerLanguage: string | null): string {
  const query = new URL(request.url, 'http://page').searchParams.get(LANGUAGE_PARAM);
  return (
    firstLanguageOf(CONSOLE_LANGUAGES, [
      query,
      request.cookies[LANGUAGE_COOKIE],
      readerLanguage,
      ...acceptedLanguages(request.headers['accept-language']),
    ]) ?? 'en'
  );
}

/**
 * The console's server build, drawing in a thread of its own, or null without a
 * build. `close()` ends the thread with the app.
 */
export function loadFirstScreenRenderer(ssrDist: string): (FirstScreenRenderer & { close(): Promise<void> }) | null {
  const entry = path.join(ssrDist, 'entry-server.js');
  return existsSync(entry)
    ? startFirstScreenThread<
        Parameters<FirstScreenRenderer['renderFirstScreen']>[0],
        Awaited<ReturnType<FirstScreenRenderer['renderFirstScreen']>>
      >(entry)
    : null;
}

/**
 * The console's `/api/…` reads, answered inside this process as the person (in the page's bar), or
 * signed out (GET only: a render writes nothing).
 */
function fetchAs(app: FastifyInstance, accessToken: string | null, barId: string | null): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if ((init?.method ?? 'GET') !== 'GET' || !url.startsWith('/api/'))
      throw new Error(`A first screen only reads: ${init?.method ?? 'GET'} ${url}`);
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: {
        accept: 'application/json',
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
        ...(accessToken && barId ? { [BAR_HEADER]: barId } : {}),
      },
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** A rule cannot end its element early, whatever text (a bar's photo URL) it carries. */
const inStyleElement = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The page's style rules as the browser's console takes them over. Its components' rules go in one
 * element marked `data-drawn-styles="<key> <ids>"`: the console counts those ids as written in its
 * style cache of that key and leaves the element where it is (lib/direction-style-cache.ts) —
 * emotion's own hydration of `data-emotion` elements re-inserts each one into <head>, and the
 * browser parsed the page's ~80 kB of rules again on a phone's busiest moment. Each
 * global rule is emotion's `<key>-global <name>` element, which its Global component adopts;
 * `data-s` keeps emotion's default cache from moving those.
 */
function styleElements({ key, ids, css, globals }: DrawnStyles): string {
  return (
    `<style data-drawn-styles="${key} ${ids.join(' ')}">${inStyleElement(css)}</style>` +
    globals
      .map((rule) => `<style data-emotion="${key}-global ${rule.id}" data-s="">${inStyleElement(rule.css)}</style>`)
      .join('')
  );
}

/** A drawn page and the renders it took (said in its Server-Timing header: one is the rule). */
export type DrawnPage = { html: string; renders: number };

/**
 * The person of the console's session cookies, as every API request reads
 * them: the access cookie; once it has expired (15 minutes), the refresh cookie's session, left
 * unspent — a GET must not rotate it (two tabs loading at once would look like a replay); the
 * page's first API call refreshes as usual. Either way the session must still be alive.
 */
async function signedInByCookies(
  app: FastifyInstance,
  request: FastifyRequest,
  barId: string | null,
): Promise<AuthUser | null> {
  const access = request.cookies[SESSION_COOKIE];
  const claims = access ? await app.accessTokens.verify(access) : null;
  const refresh = request.cookies[REFRESH_COOKIE];
  const session = claims ?? (refresh ? await app.accounts.refreshableSession(refresh) : null);
  return session ? app.findSignedInUser(session, barId) : null;
}

/** The bar the page's address names (`?bar=<id>`); undefined: it names something that is no bar id. */
function pageBarId(request: FastifyRequest): string | null | undefined {
  const asked = new URL(request.url, 'http://page').searchParams.get(BAR_PARAM);
  if (asked === null) return null;
  const parsed = z.uuid().safeParse(asked);
  return parsed.success ? parsed.data.toLowerCase() : undefined;
}

/**
 * The page (index.html with the first screen in #root), or null: nothing to render here (a page
 * the console does not draw for this reader), past the person's budget, or it failed. Signed out,
 * the console draws only its pages open to anyone (a fan's /play); without a reader
 * cookie (a first visit) it draws with the browser's default preferences, and only a page that
 * reads nothing of the screen or clock it does not know.
 */
export function createFirstScreens(app: FastifyInstance, renderer: FirstScreenRenderer, template: string) {
  async function firstScreenPage(request: FastifyRequest): Promise<DrawnPage | null> {
    const readerText = request.cookies['reader'];
    const reader =
      readerText === undefined ? null : readerSchema.safeParse(Object.fromEntries(new URLSearchParams(readerText)));
    if (reader && !reader.success) return null;
    // Past the instance's budget a page goes out plain at once, before any read, as fast as
    // index.html, however many people reload. Counted for a session only: most pages signed out are
    // not drawn anyway.
    if (!mayDraw()) {
      if (request.cookies[SESSION_COOKIE] ?? request.cookies[REFRESH_COOKIE])
        app.metrics.undrawnPages.inc({ reason: 'instance-budget' });
      return null;
    }
    // The page draws the bar its address names; one the person holds no role in, or a person with
    // several bars and none named, is left to the browser (it asks or says so).
    const barId = pageBarId(request);
    if (barId === undefined) return null;
    const user = await signedInByCookies(app, request, barId).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 403) return 'refused' as const;
      throw error;
    });
    if (user === 'refused' || user?.mustChooseBar) return null;
    // The console's signed-in frame reads the screen's width: without the cookie it cannot be drawn.
    if (user && !reader) return null;
    drawing += 1;
    app.metrics.drawing.set(drawing);
    try {
      return await drawnPage(request, user, reader?.data ?? null);
    } finally {
      drawing -= 1;
      app.metrics.drawing.set(drawing);
    }
  }

  async function drawnPage(
    request: FastifyRequest,
    user: AuthUser | null,
    reader: z.infer<typeof readerSchema> | null,
  ): Promise<DrawnPage | null> {
    // A drawn page costs its thread 20–160 ms; a person reloading in a loop gets
    // their pages as before once past the budget. Signed out, the instance's budget is the bound:
    // a fan's page asks nothing of the database for it.
    if (user) {
      const budget = await app.throttle.hit(`first-screen:${user.id}`, FIRST_SCREENS_PER_PERSON);
      if (budget.count > FIRST_SCREENS_PER_PERSON.limit) {
        app.metrics.undrawnPages.inc({ reason: 'person-budget' });
        return null;
      }
    }
    const accessToken = user
      ? await app.accessTokens.sign({ userId: user.id, role: user.role, familyId: user.familyId })
      : null;
    try {
      const screen = await renderer.renderFirstScreen({
        url: request.url,
        session: user
          ? {
              userId: user.id,
              barId: user.barId,
              bars: await app.accountBars.list(user.id),
              nickname: user.nickname,
              email: user.email,
              role: user.role,
              language: user.language,
            }
          : null,
        preferences: reader ? { language: reader.language, theme: reader.theme, layout: reader.layout } : null,
        language: pageLanguage(request, reader?.language ?? null),
        timeZone: reader?.tz ?? null,
        viewportWidth: reader?.width ?? null,
        devicePixelRatio: reader?.dpr ?? null,
        fetch: fetchAs(app, accessToken, user?.barId ?? null),
      });
      if (!screen) return null;
      // `inert` until the console has taken the page over (main.tsx): a tap on a control that
      // cannot work yet is not taken, and the control looks it (index.html).
      const html = template
        // Functions, not strings: `$&` or `$'` in a bar's name must not be read as patterns.
        .replace(/<html lang="[^"]*" dir="[^"]*">/, () => `<html lang="${screen.lang}" dir="${screen.dir}">`)
        .replace('</head>', () => `${styleElements(screen.styles)}</head>`)
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root" data-first-screen="${user?.id ?? ''}" data-drawn-for="${escapeHtml(screen.drawnFor)}" inert>${screen.html}</div><script type="application/json" id="first-screen-data">${screen.data}</script>`,
        );
      app.metrics.drawnPages.inc();
      return { html, renders: screen.renders };
    } catch (error) {
      request.log.warn(
        { err: error, url: redactUrl(request.url) },
        'first screen not rendered; the browser renders the page',
      );
      app.metrics.undrawnPages.inc({ reason: 'failed' });
      return null;
    }
  }

  const mayDraw = createDrawingBudget();
  let drawing = 0;
  return firstScreenPage;
}
