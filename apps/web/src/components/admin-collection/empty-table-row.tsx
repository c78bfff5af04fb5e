import { TableCell, TableRow, Typography } from '@mui/material';

/** The one row an admin list's table shows when the filter finds nothing: its words across every column. */
export function EmptyTableRow({ columns, text }: { columns: number; text: string }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} align="center" sx={{ py: 6 }}>
        <Typography color="text.secondary">{text}</Typography>
      </TableCell>
    </TableRow>
  );
}
