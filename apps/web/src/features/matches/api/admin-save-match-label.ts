import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { labelSchema, type LabelInput } from '@app/contract/labels';
import { api } from '../../../lib/api-client.ts';
import { adminMatchKeys } from './matches-keys.ts';

/** POST creates; PUT with an id changes that label (docs/product.md: /match/labels {label}): the editor's one Done. */
const saveMatchLabel = (label: LabelInput) =>
  api('/match/labels', { method: label.id ? 'PUT' : 'POST', body: { label }, schema: labelSchema });

/** The label editor shows the server's message (e.g. a name already taken). */
export function useSaveMatchLabel() {
  return useMutation({ mutationFn: saveMatchLabel, meta: { invalidates: [adminMatchKeys.labels()] } });
}
