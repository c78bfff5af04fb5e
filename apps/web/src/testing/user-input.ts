import userEvent from '@testing-library/user-event';

/** userEvent without its pause between events: the answers of the page are tested, not timing. */
export const setupUser = () => userEvent.setup({ delay: null });
export type User = ReturnType<typeof setupUser>;

/**
 * What `user.type(field, text)` leaves in the field (a click, then the text at the caret), in one
 * input event. For words whose keystrokes are not the subject of the test: each keystroke renders
 * the page again (docs/decisions/060-test-run-speed-again.md). Where the keystrokes are the subject
 * (a mask, a time typed as on a phone, a search as you type), type them.
 */
export async function pasteInto(user: User, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
