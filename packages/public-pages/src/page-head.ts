import type { ReactElement, ReactNode } from 'react';
import { h } from './document.ts';
import { directionOf, ogLocaleOf } from './locale.ts';
import { PUBLIC_LANGUAGES, PUBLIC_TEXTS, type PublicLanguage } from './public-texts.ts';

export type PageHeadProps = {
  lang: PublicLanguage;
  title: string;
  shareTitle?: string;
  description: string;
  canonicalUrl: string;
  /** Between the canonical link and Open Graph (e.g. the bar's calendar feed). */
  extra?: ReactNode;
  /** The link preview's picture (Open Graph's large card), absolute, with the text it says. */
  image?: { url: string; width: number; height: number; alt: string };
};

/**
 * The head every public page shares (the bar's page, /watch, a match's page): its title, the
 * description search engines and link previews show, the canonical address and Open Graph; a list
 * for PublicDocument's `head`.
 */
export function pageHeadTags(input: PageHeadProps): ReactNode[] {
  return [
    h('meta', { charSet: 'utf-8' }),
    h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
    h('title', null, input.title),
    h('meta', { name: 'description', content: input.description }),
    h('link', { rel: 'canonical', href: input.canonicalUrl }),
    input.extra ?? null,
    h('meta', { property: 'og:type', content: 'website' }),
    h('meta', { property: 'og:title', content: input.shareTitle ?? input.title }),
    h('meta', { property: 'og:description', content: input.description }),
    h('meta', { property: 'og:url', content: input.canonicalUrl }),
    h('meta', { property: 'og:locale', content: ogLocaleOf(input.lang) }),
    ...(input.image
      ? [
          h('meta', { property: 'og:image', content: input.image.url }),
          h('meta', { property: 'og:image:type', content: 'image/png' }),
          h('meta', { property: 'og:image:width', content: String(input.image.width) }),
          h('meta', { property: 'og:image:height', content: String(input.image.height) }),
          h('meta', { property: 'og:image:alt', content: input.image.alt }),
          h('meta', { name: 'twitter:card', content: 'summary_large_image' }),
          h('meta', { name: 'twitter:image', content: input.image.url }),
        ]
      : [h('meta', { name: 'twitter:card', content: 'summary' })]),
    h('meta', { name: 'theme-color', content: '#0b5d3b' }),
  ];
}

/** The head of a page search engines leave out (the printed poster, the bar's widget): its title only. */
export function unlistedHeadTags(title: string): ReactNode[] {
  return [
    h('meta', { charSet: 'utf-8' }),
    h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
    h('meta', { name: 'robots', content: 'noindex' }),
    h('title', null, title),
  ];
}

/** The document of a public page: `<html>` in the page's language and direction, its head and body. */
export function PublicDocument({
  lang,
  head,
  body,
}: {
  lang: PublicLanguage;
  head: ReactNode[];
  body: ReactNode[];
}): ReactElement {
  // Spread as children, in the order written: a fixed list, so no keys.
  return h('html', { lang, dir: directionOf(lang) }, h('head', null, ...head), h('body', null, ...body));
}

/**
 * What every fans' page adds to its style sheet: the language picker, and times in boxes that keep their width when the
 * script writes them again.
 */
export const SHARED_STYLE = `
.langs{display:flex;justify-content:flex-end;margin:-8px 0 8px}.langs details{position:relative}
.langs summary{cursor:pointer;min-height:48px;display:flex;align-items:center;padding:0 8px;font-weight:600}
.langs ul{position:absolute;inset-inline-end:0;z-index:1;background:#fff;border-radius:8px;padding:4px 0;box-shadow:0 2px 8px rgba(0,0,0,.25);min-width:10em}
.langs li a{display:block;padding:12px 16px;color:#0b5d3b}.langs li a[aria-current]{font-weight:700}
time[data-t]{font-variant-numeric:tabular-nums;white-space:nowrap}
details.map summary{cursor:pointer;min-height:32px;display:inline-flex;align-items:center;font-weight:600}details.map[open]{flex-basis:100%}
details.map iframe{display:block;width:100%;max-width:480px;height:240px;border:0;border-radius:8px;margin:8px 0 4px}details.map a{font-size:.875rem}
.share{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px;margin:12px 0 0}.share[hidden]{visibility:hidden}
.share button{font:inherit;font-weight:600;min-height:44px;padding:0 16px;border-radius:8px;border:1px solid currentColor;background:transparent;color:inherit;cursor:pointer}
`;

/**
 * The language picker at the top of every fans' page: the language's own name opens the others'
 * links, each to this address in that language (`query` without lang). A link with ?lang= sets the
 * `lang` cookie, so every later page keeps the choice (routes/public/public-pages.ts). No script.
 */
export function LanguagePicker({
  lang,
  query = new URLSearchParams(),
  label,
}: {
  lang: PublicLanguage;
  query?: URLSearchParams;
  label: string;
}): ReactElement {
  const nameOf = (l: PublicLanguage) => new Intl.DisplayNames([l], { type: 'language' }).of(l) ?? l;
  return h(
    'div',
    { className: 'langs' },
    h(
      'details',
      null,
      h('summary', { 'aria-label': `${label}: ${nameOf(lang)}` }, nameOf(lang)),
      h(
        'ul',
        { role: 'list' },
        PUBLIC_LANGUAGES.map((l) => {
          const withLang = new URLSearchParams(query);
          withLang.set('lang', l);
          return h(
            'li',
            { key: l },
            h(
              'a',
              {
                href: `?${withLang.toString()}`,
                hrefLang: l,
                lang: l,
                ...(l === lang ? { 'aria-current': 'true' } : {}),
              },
              nameOf(l),
            ),
          );
        }),
      ),
    ),
  );
}

/**
 * Share: drawn in its place but unseen, shown by the pages' script where the browser can share (its
 * share sheet) or copy (the page's canonical address), so showing it moves nothing on the page; a
 * page without JavaScript has its address bar.
 */
export function ShareButton({ lang }: { lang: PublicLanguage }): ReactElement {
  const t = PUBLIC_TEXTS[lang];
  return h(
    'p',
    { className: 'share', hidden: true },
    h('button', { type: 'button', id: 'share', 'data-copied': t.linkCopied }, t.share),
    h('span', { id: 'share-status', role: 'status' }),
  );
}
