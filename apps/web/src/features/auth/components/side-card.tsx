import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AuthCard } from './auth-card.tsx';

/** Which side a sign-in screen is on: the console's (bars and staff) or the fans' (in the player pages' frame). */
export type Side = 'console' | 'fans';

/** A path of the side: the fans' screens live under /play. */
export const sidePath = (side: Side, path: string) => (side === 'fans' ? `/play${path}` : path);
/** Where the side's sign-in is. */
export const signinPathOf = (side: Side) => (side === 'fans' ? '/play/signin' : '/login');

/** The screen's card: the console's centred card on the brand colour, or a card in the fans' own frame. */
export function SideCard({ side, title, children }: { side: Side; title: string; children: ReactNode }) {
  if (side === 'console') return <AuthCard title={title}>{children}</AuthCard>;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 480, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
