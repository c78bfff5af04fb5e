import { z } from 'zod';
import { uuidSchema } from './common.ts';

/**
 * Labels shared by the matches admin and the bars admin (docs/product.md §3: id, _id, name, slug, color).
 * `_id` carries the same value as `id` (docs/product.md reads both names).
 */
const DEFAULT_LABEL_COLOR = '#333333';
const LABEL_NAME_REQUIRED = 'This field is required!';

export const labelColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must look like #RRGGBB')
  .transform((v) => v.toLowerCase());

export const labelSchema = z.object({
  id: z.uuid(),
  _id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  color: z.string(),
});
export type Label = z.infer<typeof labelSchema>;

export const labelListSchema = z.array(labelSchema);

/** What the label editor sends: no id → create, an id → update that label. */
export const labelInputSchema = z.strictObject({
  id: uuidSchema.optional(),
  name: z.string().trim().min(1, LABEL_NAME_REQUIRED).max(60, 'Label name is too long'),
  color: labelColorSchema.default(DEFAULT_LABEL_COLOR),
});
export type LabelInput = z.input<typeof labelInputSchema>;

/** PUT /<resource>/labels {label}: create or update. */
export const saveLabelBodySchema = z.strictObject({ label: labelInputSchema });

/** PUT /<resource>/labels/delete {labelId}. */
export const deleteLabelBodySchema = z.strictObject({ labelId: uuidSchema });

/**
 * The label part of PUT /<resource>/update-label {<ids>, label, status?}: `status` true puts the
 * label on every item, false takes it off, absent toggles it per item (docs/product.md: labels toggle).
 * Each resource adds its own ids field (matchIds, barIds) with {@link idListSchema}.
 */
export const labelToggleFields = {
  label: uuidSchema,
  status: z.boolean().optional(),
};

/** A bulk id list: at least one, no more than 500, duplicates removed. */
export const idListSchema = z
  .array(uuidSchema)
  .min(1, 'Choose at least one item')
  .max(500, 'Too many items at once')
  .transform((ids) => [...new Set(ids)]);

/** Lower-case, dash-separated form of a label name. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'label';
}
