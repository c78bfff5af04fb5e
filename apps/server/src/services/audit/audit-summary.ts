import type { AuditEntry, AuditSummaryWhat } from '@app/contract/audit';

type Row = Record<string, unknown> | null;
/** Names the list query read beside the entry: the thing's, the match's and the label's. */
export type AuditNames = { subject: string | null; match: string | null; label: string | null };

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

const BY_SOURCE: Record<'broadcast' | 'dismissal' | 'labelLink' | 'rule', Record<AuditEntry['operation'], AuditSummaryWhat>> = {
  broadcast: { insert: 'broadcastOn', delete: 'broadcastOff', update: 'broadcastChanged' },
  dismissal: { insert: 'suggestionDismissed', delete: 'suggestionRestored', update: 'suggestionDismissed' },
  labelLink: { insert: 'labelAdded', delete: 'labelRemoved', update: 'labelAdded' },
  rule: { insert: 'ruleAdded', update: 'ruleChanged', delete: 'ruleRemoved' },
};
const OWN: Record<AuditEntry['operation'], AuditSummaryWhat> = { insert: 'created', update: 'updated', delete: 'deleted' };

/**
 * An entry as a sentence's parts (docs/decisions/052): what was done and to which named thing. A
 * thing that is gone is named by the row the log kept (its name, headline, nickname or email).
 */
export function auditSummary(entry: Pick<AuditEntry, 'operation' | 'entityKind' | 'entityId' | 'before' | 'after'>, names: AuditNames): AuditEntry['summary'] {
  const row = entry.after ?? entry.before;
  const source = sourceOf(entry.entityKind, row);
  const kept = source === 'own' ? text(row?.['name']) ?? text(row?.['headline']) ?? text(row?.['nickname']) ?? text(row?.['email']) : null;
  const name = names.subject ?? kept;
  let what: AuditSummaryWhat;
  if (source === 'own') {
    const changed = Object.keys(entry.after ?? {}).filter((key) => key !== 'updated_at');
    what = entry.entityKind === 'user' && entry.operation === 'update' && changed.length > 0 && changed.every((key) => key === 'language') ? 'languageChanged' : OWN[entry.operation];
  } else if (source === 'statusChange') {
    what = 'statusChanged';
  } else {
    what = BY_SOURCE[source][entry.operation];
  }
  const label = source === 'statusChange' ? text(row?.['to_status']) : names.label;
  return { what, name, match: names.match, label };
}
