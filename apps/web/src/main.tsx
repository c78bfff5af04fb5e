import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { i18nReady } from './lib/i18n.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
// The first paint is in the person's language: the catalogues of that language arrive first.
// Not a top-level await: the language's chunk imports from the start chunk (date-fns, shared
// with en-US), which must have finished running for that import to resolve.
void i18nReady.then(() => {
  createRoot(root).render(<StrictMode><App /></StrictMode>);
});
