import { allResources, type AnyResource, type ResourceRelation } from '@portcullis/api-client/contract';
import type { TestServer } from '../src/testing/test-server';
import { domainOf, pathWithId, relationObjectId, sampleInput } from '../src/testing/resource-samples';

type Sample = () => Promise<{ status: number; body?: unknown }>;

/**
 * One successful request per write call of every resource definition (save, sort, relations' assign
 * and unassign, remove), derived from the definitions: a new resource is covered without a line here.
 * `made` holds the id each save created, by resource name, for hand-written samples that need one.
 */
export function resourceWriteSamples(t: TestServer, admin: string) {
  const made: Record<string, string> = {};
  const saves: Record<string, Sample> = {};
  const removes: Record<string, Sample> = {};
  const send = (def: AnyResource, ref: { path: string; method?: string }, method: string, body?: unknown) =>
    t.call(ref.method ?? method, ref.path, { cookie: admin, body });
  for (const def of allResources) {
    // A hand-written write (`isHandWritten`: application users' save and remove) has its domain's sample.
    const derived = <C extends { isHandWritten?: boolean }>(call: C | undefined) =>
      call?.isHandWritten ? undefined : call;
    const [save, sort, remove] = [derived(def.calls.save), derived(def.calls.sort), derived(def.calls.remove)];
    // A definition whose writes are all hand-written (application keys and users) has no sample here.
    if (!save && !sort && !remove && !def.relations) continue;
    const domain = domainOf(def);
    if (save) {
      saves[`${domain}.${save.name}`] = async () => {
        const path = save.isNewQuery ? `${save.path}?isNew=true` : save.path;
        const res = await send(def, { ...save, path }, 'POST', await sampleInput(t.server.db, def, 'audit'));
        if (res.status === 200) made[def.name] = (res.body.Data as Record<string, string>)[def.id]!;
        return res;
      };
    }
    if (sort) saves[`${domain}.${sort.name}`] = () => send(def, sort, 'POST', { Ids: [made[def.name]] });
    for (const relation of Object.values(def.relations ?? {}) as ResourceRelation[]) {
      const { assign, unassign } = relation.calls;
      const link = (ref: typeof assign) => async () =>
        send(def, { ...ref, path: pathWithId(ref.path, made[def.name]!) }, 'POST', {
          ObjectIds: [await relationObjectId(t.server.db, relation)],
        });
      saves[`${domain}.${assign.name}`] = link(assign);
      saves[`${domain}.${unassign.name}`] = link(unassign);
    }
    if (remove) {
      removes[`${domain}.${remove.name}`] = () =>
        send(def, { ...remove, path: pathWithId(remove.path, made[def.name]!) }, 'DELETE');
    }
  }
  return { made, saves, removes };
}
