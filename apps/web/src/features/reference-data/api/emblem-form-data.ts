import { EMBLEM_PART } from '@app/contract/reference-data';

/** A team's or a competition's emblem travels as the one file part the contract names. */
export function emblemFormData(file: File): FormData {
  const form = new FormData();
  form.append(EMBLEM_PART, file);
  return form;
}
