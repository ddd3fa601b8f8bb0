import { z } from 'zod';
import { call, needs, responds } from './define';
import { GuidSchema } from './paging';
import { Permissions } from './permissions';
import { getAll, getById, name, pagedList, text, writeById } from './builders';
import type { Content } from '../entities/workflow';
import type { ContentOption } from '../entities/directory';

const read = needs(Permissions.ContentList);
const edit = needs(Permissions.ContentEdit);

/** Spec §7 Content. Content searches use a Title filter, page 1, size 100. */
export const content = {
  list: pagedList<Content>('/content/List', read, 'Paged content items.'),
  get: getById<Content>('/content/Get/:id', read, 'One content item.'),
  saveContent: call({
    method: 'POST',
    path: '/content/SaveContent',
    access: edit,
    isWrite: true,
    body: z.strictObject({ ContentId: GuidSchema.optional(), Name: name(), Title: name(), Body: text(100_000) }),
    data: responds<Content>(),
    summary: 'Creates or updates a content item.',
  }),
  removeContent: writeById<null>('POST', '/content/RemoveContent/:id', edit, 'Removes a content item.'),
  businessView: getById<Content>('/content/BusinessView/:id', read, 'A content item as end users see it.'),
  contents: getAll<ContentOption[]>('/content/Contents', read, 'Content options for pickers.'),
} as const;
