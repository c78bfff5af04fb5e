import { refusalCode, refusalText } from './refusal-text.ts';

/** A field of the form that shows a refusal of this code (react-hook-form's setError). */
export type RefusalFields<F extends string = string> = {
  setError: (field: F, error: { type: string; message: string }) => void;
  codes: Partial<Record<string, F>>;
};

/**
 * Where a call's refusal is read, one per mounted query hook (lib/refusal/use-console-query.ts): a
 * field that takes its code shows it under the field, a screen that reads the hook's `refusal` shows
 * it in place, and else the notifier says it.
 */
export class RefusalPlace {
  /** A screen has read `refusal`: it shows the refusal itself. */
  inPlace = false;
  fields: RefusalFields | undefined;
  markInPlace(): void {
    this.inPlace = true;
  }
  setFields(fields: RefusalFields | undefined): void {
    this.fields = fields;
  }
}

/** Gives a refusal to the field its code belongs to; true when one took it. */
export function refusalToField(place: RefusalPlace | undefined, error: unknown): boolean {
  const code = refusalCode(error);
  const field = code && place?.fields?.codes[code];
  if (!field || !place.fields) return false;
  place.fields.setError(field, { type: 'server', message: refusalText(error) });
  return true;
}
