import { api } from '../../../lib/api-client.ts';
import { noticesSchemas } from './notices-schemas.ts';
import { useMarkRead } from './use-mark-read.ts';

const markAllNoticesRead = () =>
  api('/notices/read-all', { method: 'POST', schema: noticesSchemas().then((m) => m.markNoticesReadAnswerSchema) });

export const useMarkAllNoticesRead = () =>
  useMarkRead(markAllNoticesRead, (answer) => ({
    items: answer.items.map((n) => ({ ...n, read: true })),
    unread: 0,
  }));
