/**
 * The kit's icon set: Lucide (lucide-react, ISC), one stroke style for everything, imported icon by
 * icon so a bundler keeps only those used. Each is 16 px by default, takes `currentColor` and is
 * decorative (`aria-hidden`): the button or link around it carries the name.
 *
 * A screen that needs an icon the kit does not list imports it from `lucide-react` itself and passes
 * `size={16}`; adding it here is better when a second screen needs it.
 */
import {
  AppWindow,
  BookUser,
  ChartColumn,
  LayoutDashboard,
  Menu,
  MonitorSmartphone,
  Palette,
  Plug,
  Scale,
  Server,
  Shield,
  UserCheck,
  Workflow,
  ArrowDown,
  ArrowDownUp,
  ArrowUp,
  Calendar,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  CircleHelp,
  Columns3,
  Copy,
  Download,
  EllipsisVertical,
  ExternalLink,
  Eye,
  EyeOff,
  Funnel,
  GripVertical,
  Inbox,
  Info,
  Lock,
  Moon,
  Pencil,
  Plus,
  RefreshCw,
  Search,
  SearchX,
  Settings,
  Sun,
  Trash2,
  TriangleAlert,
  Users,
  X,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import type { ReactElement } from 'react';

/** Props of a kit icon: Lucide's (size, strokeWidth, className…). */
export type IconProps = LucideProps;
/** A kit icon component. */
export type IconComponent = (props: IconProps) => ReactElement;

/** Wraps a Lucide icon with the kit's defaults (16 px, stroke 2, decorative). */
function kitIcon(Icon: LucideIcon, name: string): IconComponent {
  const KitIcon = (props: IconProps) => <Icon size={16} strokeWidth={2} aria-hidden focusable={false} {...props} />;
  KitIcon.displayName = name;
  return KitIcon;
}

/** A calendar (date pickers). */
export const CalendarIcon = /* #__PURE__ */ kitIcon(Calendar, 'CalendarIcon');
/** Two overlapping sheets (copy). */
export const CopyIcon = /* #__PURE__ */ kitIcon(Copy, 'CopyIcon');
/** Three columns (choose the columns of a table). */
export const ColumnsIcon = /* #__PURE__ */ kitIcon(Columns3, 'ColumnsIcon');
/** A padlock (locked, no permission). */
export const LockIcon = /* #__PURE__ */ kitIcon(Lock, 'LockIcon');
/** A sun (light mode). */
export const SunIcon = /* #__PURE__ */ kitIcon(Sun, 'SunIcon');
/** A crescent moon (dark mode). */
export const MoonIcon = /* #__PURE__ */ kitIcon(Moon, 'MoonIcon');
/** A waste bin (delete, remove). */
export const TrashIcon = /* #__PURE__ */ kitIcon(Trash2, 'TrashIcon');
/** A pencil (edit). */
export const EditIcon = /* #__PURE__ */ kitIcon(Pencil, 'EditIcon');
/** A plus (add, create). */
export const PlusIcon = /* #__PURE__ */ kitIcon(Plus, 'PlusIcon');
/** A cross (close, clear, remove a chip). */
export const CloseIcon = /* #__PURE__ */ kitIcon(X, 'CloseIcon');
/** A tick (chosen, done). */
export const CheckIcon = /* #__PURE__ */ kitIcon(Check, 'CheckIcon');
/** A magnifier (search). */
export const SearchIcon = /* #__PURE__ */ kitIcon(Search, 'SearchIcon');
/** A magnifier with a cross (a search that found nothing). */
export const SearchEmptyIcon = /* #__PURE__ */ kitIcon(SearchX, 'SearchEmptyIcon');
/** A funnel (filter). */
export const FilterIcon = /* #__PURE__ */ kitIcon(Funnel, 'FilterIcon');
/** A downward chevron (menus, selects). */
export const ChevronDownIcon = /* #__PURE__ */ kitIcon(ChevronDown, 'ChevronDownIcon');
/** A left chevron (previous page). */
export const ChevronLeftIcon = /* #__PURE__ */ kitIcon(ChevronLeft, 'ChevronLeftIcon');
/** A right chevron (next page). */
export const ChevronRightIcon = /* #__PURE__ */ kitIcon(ChevronRight, 'ChevronRightIcon');
/** An upward arrow (sorted ascending, move up). */
export const ArrowUpIcon = /* #__PURE__ */ kitIcon(ArrowUp, 'ArrowUpIcon');
/** A downward arrow (sorted descending, move down). */
export const ArrowDownIcon = /* #__PURE__ */ kitIcon(ArrowDown, 'ArrowDownIcon');
/** Two opposed arrows (sortable, not sorted). */
export const SortIcon = /* #__PURE__ */ kitIcon(ArrowDownUp, 'SortIcon');
/** Three vertical dots (a row's menu). */
export const MoreIcon = /* #__PURE__ */ kitIcon(EllipsisVertical, 'MoreIcon');
/** A grip (drag handle). */
export const DragHandleIcon = /* #__PURE__ */ kitIcon(GripVertical, 'DragHandleIcon');
/** A box leaving a window (opens in a new tab). */
export const ExternalLinkIcon = /* #__PURE__ */ kitIcon(ExternalLink, 'ExternalLinkIcon');
/** An arrow into a tray (download, export). */
export const DownloadIcon = /* #__PURE__ */ kitIcon(Download, 'DownloadIcon');
/** Circling arrows (refresh, retry). */
export const RefreshIcon = /* #__PURE__ */ kitIcon(RefreshCw, 'RefreshIcon');
/** A cog (settings). */
export const SettingsIcon = /* #__PURE__ */ kitIcon(Settings, 'SettingsIcon');
/** An eye (show a secret). */
export const ShowIcon = /* #__PURE__ */ kitIcon(Eye, 'ShowIcon');
/** A struck-out eye (hide a secret). */
export const HideIcon = /* #__PURE__ */ kitIcon(EyeOff, 'HideIcon');
/** An "i" in a circle (information, help text). */
export const InfoIcon = /* #__PURE__ */ kitIcon(Info, 'InfoIcon');
/** A question mark in a circle (what does this mean?). */
export const HelpIcon = /* #__PURE__ */ kitIcon(CircleHelp, 'HelpIcon');
/** An exclamation mark in a circle (error). */
export const ErrorIcon = /* #__PURE__ */ kitIcon(CircleAlert, 'ErrorIcon');
/** An exclamation mark in a triangle (warning). */
export const WarningIcon = /* #__PURE__ */ kitIcon(TriangleAlert, 'WarningIcon');
/** A tick in a circle (success). */
export const SuccessIcon = /* #__PURE__ */ kitIcon(CircleCheck, 'SuccessIcon');
/** An empty tray (nothing here yet). */
export const EmptyIcon = /* #__PURE__ */ kitIcon(Inbox, 'EmptyIcon');
/** Two people (users, members). */
export const UsersIcon = /* #__PURE__ */ kitIcon(Users, 'UsersIcon');

/** Opens the side navigation on a narrow screen (the menu button). */
export const MenuIcon = /* #__PURE__ */ kitIcon(Menu, 'MenuIcon');

/** Side navigation sections (console areas): each names what the section holds. */
export const DashboardIcon = /* #__PURE__ */ kitIcon(LayoutDashboard, 'DashboardIcon');
/** People and their sources: the directory. */
export const DirectoryIcon = /* #__PURE__ */ kitIcon(BookUser, 'DirectoryIcon');
/** Reviews, policies and certification: governance. */
export const GovernanceIcon = /* #__PURE__ */ kitIcon(Scale, 'GovernanceIcon');
/** A server or a service running on one. */
export const ServerIcon = /* #__PURE__ */ kitIcon(Server, 'ServerIcon');
/** A connector or provider plugged into the system. */
export const PlugIcon = /* #__PURE__ */ kitIcon(Plug, 'PlugIcon');
/** A request about a user waiting for approval. */
export const UserCheckIcon = /* #__PURE__ */ kitIcon(UserCheck, 'UserCheckIcon');
/** An application. */
export const ApplicationIcon = /* #__PURE__ */ kitIcon(AppWindow, 'ApplicationIcon');
/** Security settings: zones, restrictions, roles. */
export const ShieldIcon = /* #__PURE__ */ kitIcon(Shield, 'ShieldIcon');
/** Devices and the sessions on them. */
export const DevicesIcon = /* #__PURE__ */ kitIcon(MonitorSmartphone, 'DevicesIcon');
/** Automation and flows. */
export const WorkflowIcon = /* #__PURE__ */ kitIcon(Workflow, 'WorkflowIcon');
/** Reports and charts. */
export const ChartIcon = /* #__PURE__ */ kitIcon(ChartColumn, 'ChartIcon');
/** Branding: colours, logos. */
export const PaletteIcon = /* #__PURE__ */ kitIcon(Palette, 'PaletteIcon');
