import type { AuditEntry, AuditSummaryWhat } from '@app/contract/audit';

type Row = Record<string, unknown> | null;
/** Names the list query read beside the entry: the thing's, the match's, the label's and a winner's. */
export type AuditNames = {
  subject: string | null;
  match: string | null;
  label: string | null;
  winner?: string | null;
  place?: number | null;
  championship?: string | null;
  bar?: string | null;
};

const has = (row: Row, key: string) => row !== null && key in row;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** Which table an entry of a kind came from, told by its row's columns (the trigger records the kind only). */
function sourceOf(kind: string, row: Row): 'broadcast' | 'dismissal' | 'labelLink' | 'statusChange' | 'rule' | 'own' {
  if (kind === 'bar' && has(row, 'match_id')) return has(row, 'screen') ? 'broadcast' : 'dismissal';
  if ((kind === 'bar' || kind === 'match') && has(row, 'label_id')) return 'labelLink';
  if (kind === 'bar' && has(row, 'to_status')) return 'statusChange';
  if (kind === 'bar' && has(row, 'only_in_opening_hours')) return 'rule';
  return 'own';
}

const BY_SOURCE: Record<
  'broadcast' | 'dismissal' | 'labelLink' | 'rule',
  Record<AuditEntry['operation'], AuditSummaryWhat>
> = {
  broadcast: { insert: 'broadcastOn', delete: 'broadcastOff', update: 'broadcastChanged' },
  dismissal: { insert: 'suggestionDismissed', delete: 'suggestionRestored', update: 'suggestionDismissed' },
  labelLink: { insert: 'labelAdded', delete: 'labelRemoved', update: 'labelAdded' },
  rule: { insert: 'ruleAdded', update: 'ruleChanged', delete: 'ruleRemoved' },
};
const OWN: Record<AuditEntry['operation'], AuditSummaryWhat> = {
  insert: 'created',
  update: 'updated',
  delete: 'deleted',
};
const PREFERENCES = new Set(['language', 'theme', 'layout']);

/** An account's own change: a preference (language apart, as people name it) or any other. */
function userUpdate(after: Row): AuditSummaryWhat {
  const changed = Object.keys(after ?? {}).filter((key) => key !== 'updated_at');
  if (changed.length === 0 || !changed.every((key) => PREFERENCES.has(key))) return 'updated';
  return changed.every((key) => key === 'language') ? 'languageChanged' : 'preferencesChanged';
}

/** A winner's write: awarded, its QR code mailed, its prize redeemed, removed. */
function winnerWhat(entry: Pick<AuditEntry, 'operation' | 'after'>): AuditSummaryWhat {
  if (entry.operation === 'insert') return 'winnerAwarded';
  if (entry.operation === 'delete') return 'winnerRemoved';
  if (text(entry.after?.['redeemed_at'])) return 'prizeRedeemed';
  if (text(entry.after?.['emailed_at'])) return 'prizeMailed';
  return 'updated';
}

/**
 * An entry as a sentence's parts: what was done and to which named thing. A
 * thing that is gone is named by the row the log kept (its name, headline, nickname or email).
 */
export function auditSummary(
  entry: Pick<AuditEntry, 'operation' | 'entityKind' | 'entityId' | 'before' | 'after'>,
  names: AuditNames,
): AuditEntry['summary'] {
  const row = entry.after ?? entry.before;
  const source = sourceOf(entry.entityKind, row);
  const kept =
    source === 'own'
      ? (text(row?.['name']) ?? text(row?.['headline']) ?? text(row?.['nickname']) ?? text(row?.['email']))
      : null;
  if (entry.entityKind === 'winner') {
    const place = names.place ?? (typeof row?.['position'] === 'number' ? row['position'] : null);
    return {
      what: winnerWhat(entry),
      name: names.winner ?? kept,
      match: null,
      label: null,
      ...(place !== null ? { place } : {}),
      ...(names.championship ? { championship: names.championship } : {}),
      ...(names.bar ? { bar: names.bar } : {}),
    };
  }
  const name = names.subject ?? kept;
  let what: AuditSummaryWhat;
  if (source === 'own') {
    what = entry.entityKind === 'user' && entry.operation === 'update' ? userUpdate(entry.after) : OWN[entry.operation];
  } else if (source === 'statusChange') {
    what = 'statusChanged';
  } else {
    what = BY_SOURCE[source][entry.operation];
  }
  const label = source === 'statusChange' ? text(row?.['to_status']) : names.label;
  const reason = source === 'statusChange' ? text(row?.['reason']) : null;
  return { what, name, match: names.match, label, ...(reason ? { reason } : {}) };
}
