/**
 * The back-office icon set: lucide-react icons re-exported one by one under our names, so a bundle carries only
 * the icons it imports (lucide's ESM build is tree-shakable) and a later swap of an icon happens here once.
 * Icons are decoration: put them beside text, or give the control (not the svg) an accessible name. `Icon`
 * renders one at a consistent size with aria-hidden.
 */
import type { LucideIcon, LucideProps } from 'lucide-react';

export {
  ArrowDown as IconArrowDown,
  ArrowUp as IconArrowUp,
  ArrowUpDown as IconSort,
  Bell as IconBell,
  Building2 as IconCompany,
  Calendar as IconCalendar,
  ChartBar as IconChartBar,
  ChartLine as IconChartLine,
  Check as IconCheck,
  ChevronDown as IconChevronDown,
  ChevronLeft as IconChevronLeft,
  ChevronRight as IconChevronRight,
  ChevronUp as IconChevronUp,
  CircleAlert as IconError,
  CircleCheck as IconSuccess,
  CircleHelp as IconHelp,
  CircleX as IconCloseCircle,
  Clock as IconClock,
  Copy as IconCopy,
  Download as IconDownload,
  Ellipsis as IconMore,
  ExternalLink as IconExternalLink,
  Eye as IconEye,
  EyeOff as IconEyeOff,
  FileText as IconFile,
  Filter as IconFilter,
  Folder as IconFolder,
  Globe as IconLanguage,
  GripVertical as IconDragHandle,
  Headphones as IconHeadphones,
  House as IconHome,
  Image as IconImage,
  Info as IconInfo,
  LayoutDashboard as IconDashboard,
  LoaderCircle as IconLoading,
  Lock as IconLock,
  LogOut as IconLogout,
  Mail as IconMail,
  MapPin as IconLocation,
  Maximize as IconFullscreen,
  Megaphone as IconAnnouncement,
  Menu as IconMenu,
  Mic as IconMicrophone,
  Minimize as IconExitFullscreen,
  Minus as IconMinus,
  Moon as IconMoon,
  Music as IconMusic,
  Package as IconProduct,
  Palette as IconPalette,
  PanelLeftClose as IconMenuFold,
  PanelLeftOpen as IconMenuUnfold,
  Pause as IconPause,
  Pencil as IconEdit,
  Phone as IconPhone,
  Play as IconPlay,
  Plus as IconPlus,
  Printer as IconPrint,
  Receipt as IconReceipt,
  RefreshCw as IconRefresh,
  Save as IconSave,
  Search as IconSearch,
  Settings as IconSettings,
  Shield as IconShield,
  ShoppingCart as IconOrder,
  SlidersHorizontal as IconAdjust,
  Speaker as IconSpeaker,
  Store as IconStore,
  Sun as IconSun,
  Tag as IconTag,
  Trash2 as IconDelete,
  TriangleAlert as IconWarning,
  Truck as IconDelivery,
  Undo2 as IconRefund,
  Upload as IconUpload,
  User as IconUser,
  Users as IconUsers,
  Volume2 as IconVolume,
  VolumeX as IconMute,
  Wallet as IconWallet,
  Warehouse as IconWarehouse,
  X as IconClose,
} from 'lucide-react';

const SIZES = { sm: 14, md: 16, lg: 20, xl: 24 } as const;

export interface IconProps extends Omit<LucideProps, 'size'> {
  icon: LucideIcon;
  size?: keyof typeof SIZES;
}

/** One icon, sized from the scale and hidden from assistive technology. */
export function Icon({ icon: Glyph, size = 'md', ...props }: IconProps) {
  return <Glyph {...props} size={SIZES[size]} aria-hidden="true" focusable="false" data-slot="icon" />;
}
