import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AuditEntry } from '@app/contract/audit';

/** Marks a name's place in a translated sentence; no name or catalogue text holds it. */
const MARK = '\u2063';
const slot = (name: string) => `${MARK}${name}${MARK}`;

const STATUS_SENTENCES: Record<string, string> = {
  accepted: 'statusAccepted',
  rejected: 'statusRejected',
  pending: 'statusPending',
};
const BY_OPERATION = { insert: 'created', update: 'updated', delete: 'deleted' } as const;

/** The catalogue's sentence of an entry, with every name left as a slot, and the names by slot. */
function sentenceOf(
  t: TFunction<'audit'>,
  entry: AuditEntry,
  who: string,
): { text: string; names: Record<string, string> } {
  const { summary } = entry;
  const names: Record<string, string> = {
    who,
    name: summary.name ?? entry.entityId,
    match: summary.match ?? '',
    label: summary.label ?? '',
    bar: summary.bar ?? '',
    reason: summary.reason ?? '',
  };
  const prize = [summary.place ? t('place', { count: summary.place, ordinal: true }) : null, summary.championship]
    .filter(Boolean)
    .join(', ');
  const values = {
    ...Object.fromEntries(Object.keys(names).map((key) => [key, slot(key)])),
    kind: t(`kinds.${entry.entityKind}`, { defaultValue: entry.entityKind }),
    // A status word only for a status change: other entries' labels are names (a label's, a championship's).
    status:
      summary.what === 'statusChanged' && summary.label
        ? t(`statuses.${summary.label}`, { defaultValue: summary.label })
        : '',
    prize: prize === '' ? slot('prizeUnknown') : prize,
    interpolation: { escapeValue: false },
  };
  names['prizeUnknown'] = '—';
  const status = summary.what === 'statusChanged' && summary.label ? STATUS_SENTENCES[summary.label] : undefined;
  const key = status ?? (summary.what === 'prizeRedeemed' && !summary.bar ? 'prizeRedeemedHere' : summary.what);
  const base = t(`summary.${key}`, { ...values, defaultValue: t(`summary.${BY_OPERATION[entry.operation]}`, values) });
  const text = summary.reason
    ? t('summary.withReason', { sentence: base, reason: slot('reason'), interpolation: { escapeValue: false } })
    : base;
  return { text, names };
}

/**
 * What an entry did, as a sentence in the reader's language: 'scanner1 redeemed
 * Lucas Smith's prize (2nd place, Premier League Predictor) at The Corner Flag'. Each name is
 * isolated (<bdi>), so a Latin name keeps its order inside an Arabic sentence and the reverse.
 */
export function AuditSentence({ entry, who }: { entry: AuditEntry; who: string }) {
  const { t } = useTranslation('audit');
  const { text, names } = sentenceOf(t, entry, who);
  return (
    <>
      {text.split(MARK).map((part, i) =>
        i % 2 === 1 ? (
          <bdi key={i} dir="auto">
            {names[part] ?? part}
          </bdi>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
