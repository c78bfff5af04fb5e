/** The header's height (its Toolbar): the notifier places toasts below it so they never cover the title. */
export const APP_BAR_HEIGHT = 72;
