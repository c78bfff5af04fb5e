/** The owner's page that adds a bar to the account. */
export const ADD_BAR_PATH = '/add-bar';
