import { api } from '../../../lib/api-client.ts';
import { noticesSchemas } from './notices-schemas.ts';
import { useMarkRead } from './use-mark-read.ts';

const markNoticeRead = (id: string) =>
  api(`/notices/${encodeURIComponent(id)}/read`, {
    method: 'POST',
    schema: noticesSchemas().then((m) => m.markNoticesReadAnswerSchema),
  });

export const useMarkNoticeRead = () =>
  useMarkRead(markNoticeRead, (answer, id: string) => {
    const wasUnread = answer.items.some((n) => n.id === id && !n.read);
    return {
      items: answer.items.map((n) => (n.id === id ? { ...n, read: true } : n)),
      unread: Math.max(0, answer.unread - (wasUnread ? 1 : 0)),
    };
  });
