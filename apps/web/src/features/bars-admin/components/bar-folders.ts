import StarIcon from '@mui/icons-material/Star';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { BarFolder, BarStatus } from '@app/contract/bars-admin';

/** The folders the side panel offers, in docs/product.md's order, plus the trash (restore, delete for good). */
export const FOLDERS: { folder: BarFolder; Icon: SvgIconComponent }[] = [
  { folder: 'starred', Icon: StarIcon },
  { folder: 'accepted', Icon: CheckCircleOutlinedIcon },
  { folder: 'pending', Icon: HourglassEmptyIcon },
  { folder: 'rejected', Icon: BlockIcon },
  { folder: 'trash', Icon: DeleteOutlinedIcon },
];

/** The review moves between Accepted, Pending and Rejected (the detail dialog and the bulk toolbar). */
export const STATUS_MOVES: {
  status: BarStatus;
  key: string;
  Icon: SvgIconComponent;
  color: 'success' | 'warning' | 'error';
}[] = [
  { status: 'accepted', key: 'accept', Icon: CheckCircleOutlinedIcon, color: 'success' },
  { status: 'pending', key: 'toPending', Icon: HourglassEmptyIcon, color: 'warning' },
  { status: 'rejected', key: 'reject', Icon: BlockIcon, color: 'error' },
];
