import { describe, expect, it } from 'vitest';
import type { PagedData, PagedRequest } from '@portcullis/api-client';
import { FilterOperator } from './api-values';
import { createListController } from './list-controller';
import { invalidateQueries } from './query-key';
import { readTableUrlState, writeTableUrlState } from './url-state';

type Row = { Id: string; Title: string };

/** A server stand-in whose answers the test releases one by one, in any order. */
function pendingServer() {
  const asked: Array<{ request: PagedRequest; signal: AbortSignal; answer: (page: PagedData<Row>) => void }> = [];
  const fetchPage = (request: PagedRequest, { signal }: { signal: AbortSignal }) =>
    new Promise<PagedData<Row>>((resolve) => asked.push({ request, signal, answer: resolve }));
  return { asked, fetchPage };
}

const page = (title: string, total = 1): PagedData<Row> => ({
  Data: [{ Id: title, Title: title }],
  TotalItemCount: total,
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createListController', () => {
  it('fetches the first page on start with the spec’s defaults', async () => {
    const server = pendingServer();
    const list = createListController<Row>({ queryKey: ['zones'], fetchPage: server.fetchPage });
    list.start();
    expect(server.asked).toHaveLength(1);
    expect(server.asked[0]!.request).toMatchObject({ CurrentPage: 1, ItemPerPage: 25, Sorts: [], Filters: [] });
    expect(list.getState().isLoading).toBe(true);
    server.asked[0]!.answer(page('a'));
    await settle();
    expect(list.getState()).toMatchObject({ isLoading: false, data: page('a') });
    list.dispose();
  });

  it('never shows a stale answer: an older request answering last is dropped and aborted', async () => {
    const server = pendingServer();
    const list = createListController<Row>({ queryKey: ['zones'], fetchPage: server.fetchPage });
    list.start();
    list.setPage(2);
    expect(server.asked[0]!.signal.aborted).toBe(true);
    server.asked[1]!.answer(page('page 2'));
    server.asked[0]!.answer(page('page 1'));
    await settle();
    expect(list.getState().data).toEqual(page('page 2'));
    expect(list.getState().page).toBe(2);
    list.dispose();
  });

  it('builds the request from sort, search and filters, and goes back to page 1 when they change', () => {
    const server = pendingServer();
    const list = createListController<Row>({
      queryKey: ['zones'],
      fetchPage: server.fetchPage,
      searchColumns: ['Title', 'Name'],
      initial: { page: 3 },
    });
    list.start();
    list.sortBy('Title');
    list.sortBy('Title');
    list.setSearch('  off ');
    list.setFilter('Kind', '2');
    const last = server.asked.at(-1)!.request;
    expect(last).toEqual({
      CurrentPage: 1,
      ItemPerPage: 25,
      Sorts: [{ Column: 'Title', Asc: false }],
      Filters: [
        { Column: 'Title', Columns: ['Title', 'Name'], Value: 'off', Operator: FilterOperator.Contains },
        { Column: 'Kind', Value: '2', Operator: FilterOperator.Equals },
      ],
    });
    list.setSearch('off'); // the same search again asks nothing new
    expect(server.asked.at(-1)!.request).toBe(last);
    list.dispose();
  });

  it('keeps a selection across pages, and drops it when the filters change', () => {
    const server = pendingServer();
    const list = createListController<Row>({ queryKey: ['users'], fetchPage: server.fetchPage });
    list.start();
    list.toggleRow('u1');
    list.setPage(2);
    list.togglePage(['u2', 'u3']);
    expect(list.selectionRequest()).toEqual({ SelectedIds: ['u1', 'u2', 'u3'] });
    list.selectAllMatching();
    list.toggleRow('u9');
    expect(list.selectionRequest()).toEqual({ AllMatching: { Filters: [], ExceptIds: ['u9'] } });
    list.setFilter('Kind', '1');
    expect(list.selectionRequest()).toEqual({ SelectedIds: [] });
    list.dispose();
  });

  it('round-trips its page, size and filters through the address', () => {
    const server = pendingServer();
    const told: string[] = [];
    const list = createListController<Row>({
      queryKey: ['zones'],
      fetchPage: server.fetchPage,
      onTableStateChange: (state) => told.push(writeTableUrlState('?tab=1', state)),
    });
    list.start();
    list.setLimit(50);
    list.setFilter('Kind', '2');
    list.setPage(4);
    expect(told.at(-1)).toBe('?tab=1&page=4&limit=50&f-Kind=2');
    const again = createListController<Row>({
      queryKey: ['zones'],
      fetchPage: server.fetchPage,
      initial: readTableUrlState(told.at(-1)!),
    });
    again.start();
    expect(server.asked.at(-1)!.request).toEqual(list.getState().request);
    list.dispose();
    again.dispose();
  });

  it('fetches again on reload and on an invalidation of its key’s prefix, not of another key', () => {
    const server = pendingServer();
    const list = createListController<Row>({ queryKey: ['role', 'r1', 'members'], fetchPage: server.fetchPage });
    list.start();
    list.reload();
    expect(server.asked).toHaveLength(2);
    invalidateQueries(['role', 'r2']);
    expect(server.asked).toHaveLength(2);
    invalidateQueries(['role', 'r1']);
    expect(server.asked).toHaveLength(3);
    list.dispose();
    invalidateQueries(['role', 'r1']);
    expect(server.asked).toHaveLength(3);
  });

  it('resumes after dispose (a second mount) and asks again for what it was awaiting', () => {
    const server = pendingServer();
    const list = createListController<Row>({ queryKey: ['zones'], fetchPage: server.fetchPage });
    list.start();
    list.dispose();
    expect(server.asked[0]!.signal.aborted).toBe(true);
    list.start();
    expect(server.asked).toHaveLength(2);
    list.dispose();
  });

  it('reports a failed fetch and stops loading', async () => {
    const errors: unknown[] = [];
    const list = createListController<Row>({
      queryKey: ['zones'],
      fetchPage: () => Promise.reject(new Error('offline')),
      onError: (error) => errors.push(error),
    });
    list.start();
    await settle();
    expect(errors).toHaveLength(1);
    expect(list.getState().isLoading).toBe(false);
    list.dispose();
  });
});
