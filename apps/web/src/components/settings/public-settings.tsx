import { useSession } from '../../lib/session/session-provider.tsx';
import { SettingsButton } from './settings-button.tsx';

/** The public screens (login, register, …) have no header: signed out, the settings button floats. */
export function PublicSettings() {
  const { user } = useSession();
  return user ? null : <SettingsButton floating />;
}
