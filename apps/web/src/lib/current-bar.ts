import type { AccountBar } from '@app/contract/account-bars';
import { BAR_HEADER, BAR_PARAM } from '@app/contract/bar-header';
import { readChosenBar, readSession, writeChosenBar, type SessionPerson } from './session-store.ts';
import { renderingOnServer } from './server-render-context.ts';

/**
 * The bar the console works on: the tab's chosen one, else the account's first. A record the server
 * drew a page for names it already (the page's `?bar=`). Null: the account holds no bar.
 */
function currentBarOf(person: SessionPerson): AccountBar | null {
  const bars = person.bars ?? [];
  const chosen = renderingOnServer() ? person.barId : readChosenBar();
  return bars.find((bar) => bar.id === chosen) ?? bars[0] ?? null;
}

/** The person as the console shows them: in the current bar, with their role in it. */
export function inCurrentBar(person: SessionPerson): SessionPerson {
  const bar = currentBarOf(person);
  return bar ? { ...person, barId: bar.id, role: bar.role } : person;
}

/** A bar named by the page's address (`?bar=<id>`) becomes the tab's, when the account holds it. */
export function adoptBarOfAddress(person: SessionPerson, search: string): string | null {
  const named = new URLSearchParams(search).get(BAR_PARAM);
  if (!named || !(person.bars ?? []).some((bar) => bar.id === named)) return null;
  writeChosenBar(named);
  return named;
}

/** The header naming the current bar, for an account with several (one bar needs none). */
export function currentBarHeader(): Record<string, string> {
  if (renderingOnServer()) return {};
  const person = readSession();
  if (!person || (person.bars ?? []).length < 2) return {};
  const bar = currentBarOf(person);
  return bar ? { [BAR_HEADER]: bar.id } : {};
}
