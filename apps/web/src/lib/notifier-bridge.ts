/** What the notifier offers: the toasts of docs/product.md §§8 and 9. */
export type Notifier = {
  success: (message: string) => void;
  info: (message: string) => void;
  /** Validation toasts pass the title 'ERROR!' (docs/product.md §8). */
  error: (message: string, title?: string) => void;
};

let current: Notifier | null = null;

/** The mounted notifier registers here, so code outside React (the query client) can reach it. */
export function connectNotifier(notifier: Notifier): () => void {
  current = notifier;
  return () => {
    if (current === notifier) current = null;
  };
}

/** For code outside React (the query client's global error handler); null before the app mounts. */
export function notifyOutsideReact(): Notifier | null {
  return current;
}
