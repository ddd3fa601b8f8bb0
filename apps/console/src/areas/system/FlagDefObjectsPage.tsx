import { useEffect } from 'react';
import type { ScreenProps } from '../../routes/route-types';
import { links } from '../../routes/index';
import { navigate } from '../../shell/navigate';

/**
 * §2.9 flags/defs/:id/objects: the objects a flag has values for. Decision: it is the flag values list
 * narrowed to the definition (its Scope, `?f-FlagDefId=`), so one list screen shows values whichever
 * way it is reached; this route forwards there, replacing itself in the history.
 */
export function FlagDefObjectsPage({ params }: ScreenProps) {
  useEffect(() => {
    navigate(links.flagList(undefined, { query: { 'f-FlagDefId': params.id ?? '' } }), { replace: true });
  }, [params.id]);
  return null;
}
