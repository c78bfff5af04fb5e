import { useSyncExternalStore } from 'react';
import { announceDrafts, draftsKey, subscribeToDrafts } from './drafts-signal.ts';

/** Score fields typed and not saved yet, as the player typed them. */
export type Draft = { home: string; away: string };
type Drafts = Readonly<Record<string, Draft>>;

const EMPTY: Drafts = Object.freeze({});

/*
 * A championship's drafts live in the browser's local storage, so a reload or a closed tab keeps
 * what was typed until Save all sends it. Read once per championship and kept here; the server draws
 * the page without them and the browser adds them once it has taken the page over.
 */
const known = new Map<string, Drafts>();

function read(championshipId: string): Drafts {
  const cached = known.get(championshipId);
  if (cached) return cached;
  let drafts: Drafts = EMPTY;
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(draftsKey(championshipId)) ?? '{}');
    if (parsed && typeof parsed === 'object') {
      drafts = Object.fromEntries(
        Object.entries(parsed).filter((entry): entry is [string, Draft] => isDraft(entry[1])),
      );
    }
  } catch {
    // Storage refused or the text damaged: no drafts.
  }
  known.set(championshipId, drafts);
  return drafts;
}

const isDraft = (value: unknown): value is Draft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Draft).home === 'string' &&
  typeof (value as Draft).away === 'string';

function store(championshipId: string, drafts: Drafts): void {
  known.set(championshipId, drafts);
  try {
    if (Object.keys(drafts).length === 0) window.localStorage.removeItem(draftsKey(championshipId));
    else window.localStorage.setItem(draftsKey(championshipId), JSON.stringify(drafts));
  } catch {
    // A full or refused storage keeps the drafts for this page only.
  }
  announceDrafts();
}

/** Keeps `draft` for the match, or forgets it (null: the fields say what the server holds). */
export function setDraft(championshipId: string, matchId: string, draft: Draft | null): void {
  const { [matchId]: previous, ...others } = read(championshipId);
  if (draft === null ? previous === undefined : previous?.home === draft.home && previous?.away === draft.away) return;
  store(championshipId, draft === null ? others : { ...others, [matchId]: draft });
}

/** Forgets the drafts of these matches (saved, or closed before they could be). */
export function forgetDrafts(championshipId: string, matchIds: readonly string[]): void {
  const drafts = read(championshipId);
  if (!matchIds.some((id) => id in drafts)) return;
  store(championshipId, Object.fromEntries(Object.entries(drafts).filter(([id]) => !matchIds.includes(id))));
}

/** The draft of one match, read once when its form opens. */
export const draftOf = (championshipId: string, matchId: string): Draft | undefined => read(championshipId)[matchId];

/** The championship's drafts, kept current; none while the server draws or the page is being taken over. */
export function useDrafts(championshipId: string): Drafts {
  return useSyncExternalStore(
    subscribeToDrafts,
    () => read(championshipId),
    () => EMPTY,
  );
}
