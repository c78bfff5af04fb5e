import type { ReactElement, ReactNode } from 'react';
import { h } from './document.ts';
import { LanguagePicker, pageHeadTags, PublicDocument, SHARED_STYLE, type PageHeadProps } from './page-head.ts';
import { PUBLIC_TEXTS, type PublicLanguage } from './public-texts.ts';
import { keptQuery, NEAR_ME_SCRIPT_PATH } from './watch-links.ts';
import { WATCH_TEXTS } from './watch-texts.ts';

/**
 * One small inline style sheet, as the bar page has (the CSP allows inline styles, not scripts):
 * nothing to fetch before the first paint, so a cold phone load stays fast.
 */
const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#1b1f24;background:#f4f6f8}
header{background:#0b5d3b;color:#fff;padding:20px 16px}header a{color:#fff}h1{margin:0;font-size:1.6rem;line-height:1.2}header p{margin:4px 0 0}
main{max-width:760px;margin:0 auto;padding:8px 16px 32px}section{background:#fff;border-radius:12px;padding:16px;margin-top:16px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
h2{font-size:1.15rem;margin:0 0 12px}ol,ul{list-style:none;margin:0;padding:0}a{color:#0b5d3b}
form{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end}label{display:flex;flex-direction:column;font-size:.875rem;font-weight:600;flex:1 1 10em}
input{font:inherit;padding:10px;border:1px solid #8a959e;border-radius:8px;min-height:48px;width:100%}
button,.button{font:inherit;font-weight:600;min-height:48px;padding:10px 16px;border-radius:8px;border:0;background:#0b5d3b;color:#fff;cursor:pointer;text-decoration:none;display:inline-flex;align-items:center}
.row{display:flex;flex-wrap:wrap;align-items:center;gap:4px 12px;padding:12px 0;border-top:1px solid #e3e7eb}.row:first-child{border-top:0}
.teams{display:flex;align-items:center;gap:6px;flex:1 1 14em;font-weight:600;min-height:48px}.teams img{width:24px;height:24px;object-fit:contain}
.when{font-weight:600;color:#0b5d3b}.meta{flex-basis:100%;color:#5b6670;font-size:.875rem;display:flex;flex-wrap:wrap;gap:4px 12px}
.count{font-weight:600}.off{color:#a3231f;font-weight:700}.banner{margin:12px 0 0;background:#fff;color:#a3231f;padding:8px 12px;border-radius:8px;font-weight:700;display:inline-block}
.dist{font-weight:700;color:#0b5d3b;white-space:nowrap}.going{font-size:.875rem;font-weight:600;color:#0b5d3b;background:#e6f2ec;border-radius:12px;padding:2px 8px;white-space:nowrap}.acts{flex-basis:100%;display:flex;flex-wrap:wrap;gap:4px 16px;font-size:.875rem;font-weight:600}.acts a{min-height:32px;display:inline-flex;align-items:center}.name{font-weight:600;flex:1 1 12em;min-height:48px;display:flex;align-items:center;gap:8px}.logo{flex:none;border-radius:6px;object-fit:contain}
.note{color:#5b6670;font-size:.875rem}.pages{display:flex;justify-content:space-between;gap:12px;margin-top:12px}.pages a{min-height:48px;display:inline-flex;align-items:center}
.near{visibility:hidden}#near-status:empty{display:none}header .note{color:inherit;opacity:.9;margin-top:0}
h3{font-size:1rem;margin:16px 0 0;color:#5b6670}h3:first-child{margin-top:0}.when{min-width:3.2em}.score{font-weight:700}
.pair{display:flex;align-items:center;gap:6px;flex-wrap:wrap}.team{display:inline-flex;align-items:center;gap:6px}
${SHARED_STYLE}`;

export type ShellProps = {
  lang: PublicLanguage;
  title: string;
  description: string;
  canonicalUrl: string;
  image?: PageHeadProps['image'];
  jsonLd: ReactNode;
  header: ReactNode;
  main: ReactNode;
  /** The current address's query without lang, for the language picker. */
  languageQuery: URLSearchParams;
};

/**
 * The frame of /watch and /watch/{id}: head (title, description, canonical, Open Graph, JSON-LD), style, the language
 * picker, the script last.
 */
export function WatchShell(input: ShellProps): ReactElement {
  const { lang } = input;
  return h(PublicDocument, {
    lang,
    head: [
      ...pageHeadTags({
        lang,
        title: input.title,
        description: input.description,
        canonicalUrl: input.canonicalUrl,
        image: input.image,
      }),
      h('style', { dangerouslySetInnerHTML: { __html: STYLE } }),
      input.jsonLd,
    ],
    body: [
      h(
        'header',
        null,
        h(LanguagePicker, { lang, query: input.languageQuery, label: PUBLIC_TEXTS[lang].language }),
        input.header,
      ),
      h('main', null, input.main),
      h('script', { src: NEAR_ME_SCRIPT_PATH, defer: true }),
    ],
  });
}

export type PageLinksInput = {
  lang: PublicLanguage;
  path: string;
  query: Record<string, string | undefined>;
  page: number;
  pageSize: number;
  total: number;
};

/**
 * The previous and next links under a list of /watch or /watch/{id} (rel prev / next), keeping the
 * reader's query; the first page's address carries no page. An empty span holds the left place on
 * the first page, so "Next" stays on the right.
 */
export function PageLinks(input: PageLinksInput): ReactElement {
  const t = WATCH_TEXTS[input.lang];
  const link = (page: number, label: string, rel: string) =>
    h(
      'a',
      { rel, href: `${input.path}?${keptQuery(input.query, page > 0 ? { page: String(page) } : {}).toString()}` },
      label,
    );
  return h(
    'nav',
    { className: 'pages' },
    input.page > 0 ? link(input.page - 1, t.previous, 'prev') : h('span'),
    (input.page + 1) * input.pageSize < input.total ? link(input.page + 1, t.next, 'next') : null,
  );
}
