import StarIcon from '@mui/icons-material/Star';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import type { BarCounter, BarFolder } from '@app/contract/bars-admin';
import type { Label } from '@app/contract/labels';

/** The folders the side panel offers, in SPEC.md's order, plus the trash (restore, delete for good). */
export const FOLDERS: { folder: BarFolder; Icon: typeof StarIcon }[] = [
  { folder: 'starred', Icon: StarIcon },
  { folder: 'accepted', Icon: CheckCircleOutlinedIcon },
  { folder: 'pending', Icon: HourglassEmptyIcon },
  { folder: 'rejected', Icon: BlockIcon },
  { folder: 'trash', Icon: DeleteOutlinedIcon },
];

export type BarsSidebarProps = {
  folder: BarFolder | undefined;
  label: string | undefined;
  counter: BarCounter | undefined;
  labels: Label[];
  onCreate: () => void;
  onChooseFolder: (folder: BarFolder) => void;
  onChooseLabel: (labelId: string) => void;
  onLabelDeleted: (labelId: string) => void;
  onExport: () => void;
  exporting: boolean;
};
