import { AppLayout } from '../components/layout/app-layout.tsx';
import type { NavEntry } from '../components/layout/sidebar.tsx';
import { NoticesBell } from '../features/notices/components/notices-bell.tsx';
import { BarSwitcher } from '../features/account-bars/components/bar-switcher.tsx';
import { AddBarMenuItem } from '../features/account-bars/components/add-bar-menu-item.tsx';

/** The signed-in layout with what features add to its header: composed here, as routes compose pages. */
export function AppShell({ nav }: { nav: NavEntry[] }) {
  return (
    <AppLayout
      nav={nav}
      headerActions={
        <>
          <BarSwitcher />
          <NoticesBell />
        </>
      }
      accountItems={(close) => <AddBarMenuItem onClick={close} />}
    />
  );
}
