import type { AuditEntry } from '@app/contract/audit';

type Color = 'success' | 'info' | 'error' | 'warning' | 'default';
/**
 * The tag an entry wears and its colour: what was done, not the row's operation (stopping a broadcast deletes a row).
 */
export type AuditTag = { key: string; color: Color };

const STATUS_TAGS: Record<string, AuditTag> = {
  accepted: { key: 'accepted', color: 'success' },
  rejected: { key: 'rejected', color: 'error' },
  pending: { key: 'pending', color: 'warning' },
};

const TAGS: Record<string, AuditTag> = {
  created: { key: 'created', color: 'success' },
  updated: { key: 'changed', color: 'info' },
  deleted: { key: 'deleted', color: 'error' },
  broadcastOn: { key: 'broadcast', color: 'success' },
  broadcastOff: { key: 'stopped', color: 'default' },
  broadcastChanged: { key: 'changed', color: 'info' },
  labelAdded: { key: 'labelled', color: 'info' },
  labelRemoved: { key: 'unlabelled', color: 'default' },
  ruleAdded: { key: 'rule', color: 'info' },
  ruleChanged: { key: 'rule', color: 'info' },
  ruleRemoved: { key: 'rule', color: 'default' },
  suggestionDismissed: { key: 'dismissed', color: 'default' },
  suggestionRestored: { key: 'restored', color: 'info' },
  languageChanged: { key: 'preference', color: 'default' },
  preferencesChanged: { key: 'preference', color: 'default' },
  winnerAwarded: { key: 'awarded', color: 'success' },
  prizeRedeemed: { key: 'redeemed', color: 'success' },
  prizeMailed: { key: 'sent', color: 'info' },
  winnerRemoved: { key: 'removed', color: 'error' },
};

const BY_OPERATION = { insert: TAGS['created']!, update: TAGS['updated']!, delete: TAGS['deleted']! };

export function auditTagOf(entry: Pick<AuditEntry, 'operation' | 'summary'>): AuditTag {
  const { what, label } = entry.summary;
  if (what === 'statusChanged') return (label ? STATUS_TAGS[label] : undefined) ?? { key: 'changed', color: 'info' };
  return TAGS[what] ?? BY_OPERATION[entry.operation];
}
