import type { ReactNode } from 'react';
import type { PageHeaderAction, RowAction } from '@portcullis/ui';
import type { AnyResource, RecordOf } from '@portcullis/api-client';
import type { Href } from '../../../routes/links';

type Row<D extends AnyResource> = RecordOf<D> & Record<string, unknown>;

/** The value and setter a custom form control receives. */
export interface ControlProps<V = unknown> {
  value: V;
  onChange: (value: V) => void;
  /** The whole draft, for controls that depend on other fields. */
  draft: Record<string, unknown>;
  isCreate: boolean;
  /** The field's message (a local rule or the server's), to show beside the control. */
  error?: string;
  /** The form was submitted once: a control shows its own problems from now on (a rule builder's). */
  showErrors?: boolean;
  /** The record as saved (null when creating), for what the form does not edit (a rule's current owner). */
  record?: Record<string, unknown> | null;
}

/** What a save page asks before saving (a review dialog): `confirm` false keeps editing. */
export interface SaveConfirmation {
  confirm: (draft: Record<string, unknown>, record: Record<string, unknown> | null) => Promise<boolean>;
  /** The dialog the confirmation shows, rendered by the save page. */
  dialog: ReactNode;
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
  /** Save-form controls by field. */
  controls?: Partial<Record<string, (props: ControlProps<never>) => ReactNode>>;
  /** The save form's fields (a subset, e.g. a settings page); default: the definition's form. */
  formFields?: readonly string[];
  /** Accessible name of the save form. @default 'Save {noun}' */
  formLabel?: string;
  /** Extra page actions of the view (after Edit). */
  viewActions?: (record: Row<D>) => PageHeaderAction[];
  /** Whether the view offers Edit and Remove (e.g. not for a removed record). @default true */
  isEditable?: (record: Row<D>) => boolean;
  /** Whether the view offers Remove (e.g. not for a record the system defines). @default isEditable */
  isRemovable?: (record: Row<D>) => boolean;
  /** Content under the view's facts (tabs, related lists). */
  viewBelow?: (record: Row<D>) => ReactNode;
  /** Where the save page goes after saving. @default the view (or the list) */
  afterSave?: (record: Row<D>) => Href;
  /** Filter controls above the list (they read and write the URL filters, `f-{column}`). */
  toolbar?: (filters: Record<string, string>, setFilter: (column: string, value: string) => void) => ReactNode;
  /** Actions of each list row (links or buttons), in the row's Actions column, laid out by the kit's `RowActions`. */
  rowActions?: (row: Row<D>) => readonly RowAction[];
  /** Controls of each list row before its actions (an enable switch). */
  rowControls?: (row: Row<D>) => ReactNode;
  /** Accessible name of the list's table. @default the route's title */
  tableLabel?: string;
  /** Content above the list's table (a summary: which transports can deliver). */
  listAbove?: () => ReactNode;
  /** Content under the list, given the route's params (a selected record's runs at `automation/:id`). */
  listBelow?: (params: Readonly<Record<string, string | undefined>>) => ReactNode;
  /** Further buttons of the save form after Save and Cancel (a file menu), editing the draft. */
  formActions?: (draft: Record<string, unknown>, edit: (next: Record<string, unknown>) => void) => ReactNode;
  /** The save form's widest, in pixels (a builder needs more than fields do). @default 640 */
  formMaxWidth?: number;
  /**
   * A hook the save page calls on every render (so it must be the same hook for a screen): what it asks
   * before saving, and the dialog it shows (a rule change's review).
   */
  useConfirmSave?: () => SaveConfirmation;
}
