import { Fragment } from 'react';
import { Box } from '@mui/material';

/** A line may break after an email's @ or one of its dots: never inside a word ("hello@cornerflag.exa mple"). */
const emailStyle = { overflowWrap: 'normal', wordBreak: 'normal' } as const;

/**
 * An email address as text, left to right in any page direction, with break points only after its
 * @ and its dots; the whole address is its title, for a part a narrow column still cuts.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <Box component="bdi" dir="ltr" title={email} sx={emailStyle}>
      {parts.map((part, i) => (
        // The parts of one address never move: their position is their identity.
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </Box>
  );
}
