import { useEffect } from 'react';

/** The forms on screen holding typed edits not saved yet. */
const holders = new Set<object>();

/**
 * Marks the calling form as holding unsaved edits while `unsaved` is true: a sign-out in another
 * tab then leaves this tab's page as it is, and the next save asks to sign in again over it
 * instead of losing what was typed.
 */
export function useUnsavedEdits(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return undefined;
    const holder = {};
    holders.add(holder);
    return () => {
      holders.delete(holder);
    };
  }, [unsaved]);
}

export const hasUnsavedEdits = (): boolean => holders.size > 0;
