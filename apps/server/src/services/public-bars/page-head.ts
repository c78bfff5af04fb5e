import { escapeHtml as e } from './html.ts';
import { ogLocaleOf } from './public-locale.ts';
import { PUBLIC_LANGUAGES, type PublicLanguage } from './public-texts.ts';

/**
 * The head every public page shares (the bar's page, /watch, a match's page): its title, the
 * description search engines and link previews show, the canonical address and Open Graph.
 * `extra` goes between the canonical link and Open Graph (e.g. the bar's calendar feed).
 */
export function pageHeadTags(input: { lang: PublicLanguage; title: string; shareTitle?: string; description: string; canonicalUrl: string; extra?: string }): string {
  return `<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(input.title)}</title>
<meta name="description" content="${e(input.description)}">
<link rel="canonical" href="${e(input.canonicalUrl)}">${input.extra ? `\n${input.extra}` : ''}
<meta property="og:type" content="website">
<meta property="og:title" content="${e(input.shareTitle ?? input.title)}">
<meta property="og:description" content="${e(input.description)}">
<meta property="og:url" content="${e(input.canonicalUrl)}">
<meta property="og:locale" content="${ogLocaleOf(input.lang)}">
<meta name="theme-color" content="#0b5d3b">`;
}

/** Links to the page in the other languages, keeping the rest of its query (`query` without lang). */
export function languageLinks(lang: PublicLanguage, query: URLSearchParams = new URLSearchParams()): string {
  return PUBLIC_LANGUAGES.filter((l) => l !== lang).map((l) => {
    const withLang = new URLSearchParams(query);
    withLang.set('lang', l);
    return `<a href="?${e(withLang.toString())}" hreflang="${l}" lang="${l}">${new Intl.DisplayNames([l], { type: 'language' }).of(l) ?? l}</a>`;
  }).join('');
}
