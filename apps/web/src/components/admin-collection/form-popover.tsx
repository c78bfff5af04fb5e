import type { ReactNode } from 'react';
import { Popover } from '@mui/material';

/** A small form under the button that opened it; drawn only while open, so each opening starts afresh. */
export function FormPopover({
  anchorEl,
  open,
  onClose,
  children,
}: {
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Popover
      open={open && anchorEl !== null}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
    >
      {open ? children : null}
    </Popover>
  );
}
