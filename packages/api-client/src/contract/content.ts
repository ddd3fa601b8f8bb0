import { needs } from './define';
import { Permissions } from './permissions';
import { getAll, getById } from './builders';
import { resourceCalls } from './resource-calls';
import { contentResource } from '../resources/definitions/content';
import type { Content } from '../entities/workflow';
import type { ContentOption } from '../entities/directory';

const read = needs(Permissions.ContentList);

/** Spec §7 Content: list, get, save and remove derive from the content resource. Searches use a Title filter, page 1, size 100. */
export const content = {
  ...resourceCalls(contentResource),
  businessView: getById<Content>('/content/BusinessView/:id', read, 'A content item as end users see it.'),
  contents: getAll<ContentOption[]>('/content/Contents', read, 'Content options for pickers.'),
} as const;
