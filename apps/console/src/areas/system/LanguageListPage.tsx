import { languageResource } from '@portcullis/api-client';
import { links } from '../../routes/index';
import { routerLink } from '../shared/ConsoleLink';
import { resourceScreen } from '../shared/resource/screens';

/** System → languages: the generic list, each language with a link to its texts (languages/values/:id). */
export const LanguageListPage = resourceScreen(languageResource, 'list', {
  rowActions: (l) => [{ id: 'texts', label: 'Texts', ...routerLink(links.languageValues({ id: l.LanguageId })) }],
});
