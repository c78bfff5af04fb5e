import { AppLayout } from '../components/layout/app-layout.tsx';
import type { NavEntry } from '../components/layout/sidebar.tsx';
import { NoticesBell } from '../features/notices/components/notices-bell.tsx';

/** The signed-in layout with what features add to its header: composed here, as routes compose pages. */
export function AppShell({ nav }: { nav: NavEntry[] }) {
  return <AppLayout nav={nav} headerActions={<NoticesBell />} />;
}
