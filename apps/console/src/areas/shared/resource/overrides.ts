import type { ReactNode } from 'react';
import type { PageHeaderAction, PageHeaderProps, RowAction } from '@portcullis/ui';
import type { DataTableColumn, DataTableProps } from '@portcullis/datatable';
import type { AnyResource, Envelope, RecordOf } from '@portcullis/api-client';
import type { Href } from '../../../routes/links';

type Row<D extends AnyResource> = RecordOf<D> & Record<string, unknown>;
/** A route's params (`:applicationId`, `:userId`, the record's id). */
type RouteParams = Readonly<Record<string, string | undefined>>;

/** The value and setter a custom form control receives. */
export interface ControlProps<V = unknown> {
  value: V;
  onChange: (value: V) => void;
  /** The whole draft, for controls that depend on other fields. */
  draft: Record<string, unknown>;
  isCreate: boolean;
  /** The record as saved (null while creating): its id and what the server computed. */
  saved?: Record<string, unknown> | null;
  /** The field's message (a local rule or the server's), to show beside the control. */
  error?: string;
  /** The form was submitted once: a control shows its own problems from now on (a rule builder's). */
  showErrors?: boolean;
  /** Edits several fields at once (an event that brings its own template along). */
  edit?: (next: Record<string, unknown>) => void;
}

/**
 * Override slots of the generic resource screens. Each is optional: a rich screen replaces one part
 * (a cell, a fact, a control, actions, content below) and keeps the rest generic; a whole custom screen
 * is a route with its own `screen` instead.
 */
export interface ResourceOverrides<D extends AnyResource = AnyResource> {
  /** List cells by column. */
  cells?: Partial<Record<string, (row: Row<D>) => ReactNode>>;
  /** View facts by field (return null to leave the fact out). */
  facts?: Partial<Record<string, (record: Row<D>) => ReactNode>>;
  /** A list column's own filter in its header (a text filter on the user list's Email). */
  columnFilters?: Partial<Record<string, DataTableColumn<Row<D>>['filter']>>;
  /** Save-form controls by field. */
  controls?: Partial<Record<string, (props: ControlProps<never>) => ReactNode>>;
  /**
   * The save form's fields (a subset, e.g. a settings page), or a function of the route's params (a field
   * the route already fixes, such as the application of `:applicationId/users/save`, is not asked);
   * default: the definition's form. The draft still holds every writable field.
   */
  formFields?: readonly string[] | ((context: { params: RouteParams; isCreate: boolean }) => readonly string[]);
  /** The title of the save page (null record: creating) and of the view. @default 'Create {noun}', 'Edit {title}', the title */
  pageTitle?: (record: Row<D> | null) => string;
  /**
   * Where Cancel, the not-found state and a removal go, given the route's params, when the kind's list is
   * not the way back (an application user goes back to its application's Users tab or to its user).
   * @default the list
   */
  backTo?: (params: RouteParams) => Href;
  /**
   * The record is a link under a parent (an application's user): the view removes it from the parent
   * ('Remove {name} from {from}?', the kit's 'remove' verb) instead of deleting it. @default delete
   */
  removesFrom?: (record: Row<D>) => { name: string; from: string };
  /** The view's Edit link when the save route takes more than the id (a parent's id). @default the save route */
  editHref?: (record: Row<D>) => Href;
  /** Accessible name of the save form, or a function of the record being edited (empty while creating). @default 'Save {noun}' */
  formLabel?: string | ((record: Row<D>) => string);
  /** Extra page actions of the view (after Edit). */
  viewActions?: (record: Row<D>) => PageHeaderAction[];
  /** Whether the view offers Edit and Remove (e.g. not for a removed record). @default true */
  isEditable?: (record: Row<D>) => boolean;
  /** Whether the view offers Remove (e.g. not for a record the system defines). @default isEditable */
  isRemovable?: (record: Row<D>) => boolean;
  /** Content under the view's facts (tabs, related lists). */
  viewBelow?: (record: Row<D>) => ReactNode;
  /** Where the save page goes after saving (the route's params beside). @default the view (or the list) */
  afterSave?: (record: Row<D>, params: RouteParams) => Href;
  /** Filter controls above the list (they read and write the URL filters, `f-{column}`). */
  toolbar?: (filters: Record<string, string>, setFilter: (column: string, value: string) => void) => ReactNode;
  /** Actions of each list row (links or buttons), in the row's Actions column, laid out by the kit's `RowActions`. */
  rowActions?: (row: Row<D>) => readonly RowAction[];
  /**
   * A question asked before the save (a group's membership rule: who joins and who leaves). A hook, called
   * on every render of the save page (keep the same one for a screen); `confirm` answers false to keep editing.
   */
  useSaveReview?: () => SaveReview;
  /**
   * The view's own removal confirmation instead of the generic one (a group with child groups asks whether
   * they go too); `onClose(true)` after the record was removed goes back to the list.
   */
  removeDialog?: (record: Row<D>, onClose: (isRemoved: boolean) => void) => ReactNode;
  /** Further actions of the list's header (after Sort): an import, an export's settings. */
  listActions?: PageHeaderAction[];
  /** Saved filters offered in the list's header (`useSavedFilters`). */
  savedFilters?: PageHeaderProps['savedFilters'];
  /** Content above the list's table (dialogs its actions open, an export's progress). */
  listAbove?: ReactNode;
  /**
   * Further props of the list's DataTable (bulk actions, export, a table id for column choices, the
   * search placeholder); the generic ones (columns, fetch, query key) stay.
   */
  table?: Partial<Omit<DataTableProps<Row<D>>, 'columns' | 'fetchPage' | 'queryKey' | 'rowKey'>>;
  /** Saves the draft instead of the definition's save call (a kind created and updated by two calls). */
  save?: (draft: Record<string, unknown>, id: string | undefined) => Promise<Envelope<unknown>>;
  /** Content of the save form after the fields (an initial password on create). */
  formBelow?: (props: {
    draft: Record<string, unknown>;
    isCreate: boolean;
    errors: Record<string, string>;
  }) => ReactNode;
  /**
   * Values a new record starts with that must be looked up (a user's default source): part of what the
   * form loaded, so an untouched create page is not a change the leave guard asks about.
   */
  createDefaults?: (params: RouteParams) => Promise<Record<string, unknown>>;
  /** The save form's submit label. @default 'Save' */
  submitLabel?: (isCreate: boolean) => string;
  /**
   * Description under the save page's title (the record beside it, null while creating or choosing).
   * @default the definition's description (create), its title (edit)
   */
  formDescription?: (isCreate: boolean, record: Row<D> | null) => string;
  /** Controls of each list row before its actions (an enable switch). */
  rowControls?: (row: Row<D>) => ReactNode;
  /** Accessible name of the list's table. @default the route's title */
  tableLabel?: string;
  /** Content under the list, given the route's params (a selected record's runs at `automation/:id`). */
  listBelow?: (params: Readonly<Record<string, string | undefined>>) => ReactNode;
  /** Further buttons of the save form after Save and Cancel (a file menu), editing the draft. */
  formActions?: (
    draft: Record<string, unknown>,
    edit: (next: Record<string, unknown>) => void,
    saved: Record<string, unknown> | null,
  ) => ReactNode;
  /** The save form's accessible name is the page's title ('Create notification', 'Edit …'). @default false */
  isFormNamedByTitle?: boolean;
  /** The not-found state's way back. @default 'Back to the list' */
  backLabel?: string;
  /** The save form's widest, in pixels (a builder needs more than fields do). @default 640 */
  formMaxWidth?: number;
  /**
   * A kind keyed by more than its route names (`key`: a user's values on a profile, whose Add route names
   * only the profile) asks for the rest first: the save page shows this chooser under its title while the
   * route's key is incomplete, and `choose` completes the key with route params (`{ username }`); the
   * record then loads with the generic get and the generic form edits it below the chooser.
   */
  recordChooser?: (choose: (params: Readonly<Record<string, string>> | null) => void) => ReactNode;
  /**
   * The save page of a record that exists offers the layer's Remove in its header (a kind without a view
   * of its own): the record's name in the confirmation; the removal goes back as `backTo` says.
   */
  removeOnSave?: (record: Row<D>) => string;
}

/** What `useSaveReview` gives the save page: the question, and the dialog that asks it. */
export interface SaveReview {
  confirm: (draft: Record<string, unknown>, saved: Record<string, unknown> | null) => Promise<boolean>;
  dialog: ReactNode;
}
