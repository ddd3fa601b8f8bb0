import { describe, expect, it } from 'vitest';
import { requiredValidator } from './validators';
import {
  createFormController,
  isSameDraftValue,
  replyFieldErrors,
  replyMessages,
  type SaveReply,
} from './form-controller';

type Zone = { Title: string; Secret: string; Tags: string[] };

/** A promise the test settles by hand, to order answers as a slow network would. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const loaded: Zone = { Title: 'Office', Secret: '', Tags: ['a'] };

function zoneForm(save: (draft: Zone) => Promise<SaveReply | null>, isCreate = false) {
  return createFormController<Zone>({
    load: async () => loaded,
    save,
    isCreate,
    validate: (d) => ({ Title: requiredValidator('Title')(d.Title) ?? undefined }),
  });
}

describe('createFormController', () => {
  it('loads the draft and says create or edit', async () => {
    const form = zoneForm(async () => null, true);
    expect(form.getState()).toMatchObject({ status: 'loading', draft: null, isCreate: true });
    await form.load();
    expect(form.getState()).toMatchObject({ status: 'editing', draft: loaded, isDirty: false });
  });

  it('is dirty while the draft differs from what loaded, and clean when edited back', async () => {
    const form = zoneForm(async () => null);
    await form.load();
    form.edit({ Tags: ['a', 'b'] });
    expect(form.getState().isDirty).toBe(true);
    form.edit({ Tags: ['a'] });
    expect(form.getState().isDirty).toBe(false);
  });

  it('refuses a submit by the local rules without calling the server, and counts the failure', async () => {
    let calls = 0;
    const form = zoneForm(async () => {
      calls += 1;
      return { Success: true };
    });
    await form.load();
    form.edit({ Title: ' ' });
    const outcome = await form.submit();
    expect(outcome).toEqual({ outcome: 'invalid', errors: { Title: 'Title is required.' } });
    expect(calls).toBe(0);
    expect(form.getState()).toMatchObject({ showErrors: true, failures: 1, errors: { Title: 'Title is required.' } });
  });

  it('shows the server envelope’s field errors and messages after a refused save', async () => {
    const reply: SaveReply = {
      Success: false,
      Errors: [
        { Field: 'body.Title', Message: 'A zone named "Office" already exists.' },
        { Field: 'Title', Message: 'second message of one field' },
        { Field: null, Message: 'Check the highlighted fields.' },
      ],
    };
    const form = zoneForm(async () => reply);
    await form.load();
    expect(await form.submit()).toEqual({ outcome: 'refused', reply });
    expect(form.getState()).toMatchObject({
      status: 'editing',
      errors: { Title: 'A zone named "Office" already exists.' },
      messages: [
        'A zone named "Office" already exists.',
        'second message of one field',
        'Check the highlighted fields.',
      ],
      failures: 1,
    });
  });

  it('moves saving → saved, keeps the reply’s data and is clean again', async () => {
    const answer = deferred<SaveReply>();
    const form = zoneForm(() => answer.promise);
    await form.load();
    form.edit({ Title: 'Branch' });
    const submitting = form.submit();
    expect(form.getState().status).toBe('saving');
    expect(await form.submit()).toEqual({ outcome: 'busy' });
    answer.resolve({ Success: true, Data: { ZoneId: 'z1' } });
    expect(await submitting).toEqual({ outcome: 'saved', data: { ZoneId: 'z1' } });
    expect(form.getState()).toMatchObject({ status: 'saved', isDirty: false, saved: { ZoneId: 'z1' } });
  });

  it('returns to editing when the save was withdrawn before sending', async () => {
    const form = zoneForm(async () => null);
    await form.load();
    expect(await form.submit()).toEqual({ outcome: 'withdrawn' });
    expect(form.getState().status).toBe('editing');
  });

  it('ignores a load that answers after a newer one', async () => {
    const answers = [deferred<Zone>(), deferred<Zone>()];
    let n = 0;
    const form = createFormController<Zone>({ load: () => answers[n++]!.promise, save: async () => null });
    const first = form.load();
    const second = form.load();
    answers[1]!.resolve({ ...loaded, Title: 'newer' });
    await second;
    answers[0]!.resolve({ ...loaded, Title: 'older' });
    await first;
    expect(form.getState().draft?.Title).toBe('newer');
  });

  it('ignores a load in flight once disposed, and loads again when shown again', async () => {
    const answer = deferred<Zone>();
    const form = createFormController<Zone>({ load: () => answer.promise, save: async () => null });
    const pending = form.load();
    form.dispose();
    answer.resolve(loaded);
    await pending;
    expect(form.getState()).toMatchObject({ status: 'loading', draft: null });
    await form.load();
    expect(form.getState()).toMatchObject({ status: 'editing', draft: loaded });
  });

  it('reveals and hides a secret field’s typed value', async () => {
    const form = zoneForm(async () => null);
    await form.load();
    form.toggleSecret('Secret');
    expect(form.getState().revealedSecrets.has('Secret')).toBe(true);
    form.toggleSecret('Secret');
    expect(form.getState().revealedSecrets.has('Secret')).toBe(false);
  });

  it('tells subscribers of each change, and no one after they leave', async () => {
    const form = zoneForm(async () => null);
    let told = 0;
    const leave = form.subscribe(() => (told += 1));
    await form.load();
    const afterLoad = told;
    expect(afterLoad).toBeGreaterThan(0);
    leave();
    form.edit({ Title: 'x' });
    expect(told).toBe(afterLoad);
  });
});

describe('reply helpers', () => {
  it('map field errors without the body. prefix and skip empty ones', () => {
    expect(
      replyFieldErrors({
        Errors: [
          { Field: 'body.Name', Message: 'Bad' },
          { Field: '', Message: 'x' },
        ],
      }),
    ).toEqual({
      Name: 'Bad',
    });
    expect(replyMessages({ Errors: [{ Message: '' }, { Message: 'One' }] })).toEqual(['One']);
    expect(replyFieldErrors(null)).toEqual({});
  });
  it('compare drafts as JSON values', () => {
    expect(isSameDraftValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(isSameDraftValue({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(isSameDraftValue({ a: null }, { a: '' })).toBe(false);
    expect(isSameDraftValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
});
