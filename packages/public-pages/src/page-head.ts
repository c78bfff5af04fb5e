import type { ReactElement, ReactNode } from 'react';
import { h } from './document.ts';
import { directionOf, ogLocaleOf } from './locale.ts';
import { PUBLIC_LANGUAGES, type PublicLanguage } from './public-texts.ts';

export type PageHeadProps = {
  lang: PublicLanguage; title: string; shareTitle?: string; description: string; canonicalUrl: string;
  /** Between the canonical link and Open Graph (e.g. the bar's calendar feed). */
  extra?: ReactNode;
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
    h('meta', { name: 'theme-color', content: '#0b5d3b' }),
  ];
}

/** The document of a public page: `<html>` in the page's language and direction, its head and body. */
export function PublicDocument({ lang, head, body }: { lang: PublicLanguage; head: ReactNode[]; body: ReactNode[] }): ReactElement {
  // Spread as children, in the order written: a fixed list, so no keys.
  return h('html', { lang, dir: directionOf(lang) }, h('head', null, ...head), h('body', null, ...body));
}

/** Links to the page in the other languages, keeping the rest of its query (`query` without lang). */
export function LanguageLinks({ lang, query = new URLSearchParams() }: { lang: PublicLanguage; query?: URLSearchParams }): ReactElement {
  return h('nav', null, PUBLIC_LANGUAGES.filter((l) => l !== lang).map((l) => {
    const withLang = new URLSearchParams(query);
    withLang.set('lang', l);
    return h('a', { key: l, href: `?${withLang.toString()}`, hrefLang: l, lang: l }, new Intl.DisplayNames([l], { type: 'language' }).of(l) ?? l);
  }));
}
