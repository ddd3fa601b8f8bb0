import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ProfilePropertyType, type ProfileUserValues } from '@portcullis/api-client';
import { useSignedInPage } from './browser';
import { axe } from './axe';

const baseUrl = inject('baseUrl');

let page: Page;
// The default context bypasses the CSP, which would refuse axe's injected script.
useSignedInPage((s) => ({ page } = s));

/** A call of the API from the signed-in page (its session and CSRF header). */
const apiCall = <T>(method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(p as string, {
        method: m as string,
        headers: { 'content-type': 'application/json', 'x-requested-with': 'portcullis' },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      return ((await res.json()) as { Data: unknown }).Data;
    },
    [method, path, body] as const,
  ) as Promise<T>;

/**
 * A user's profile values (§2.3 ProfileValueEdit) on the generic form controller and controls: a number
 * property's value is typed, saved, and read back as the server stored it.
 */
describe('profile values', () => {
  it("saves a number property's value and goes to the user on the profile", async () => {
    await page.goto(baseUrl + '/directory/profiles/list');
    const profiles = await apiCall<{ Data: Array<{ ProfileId: string }> }>('POST', '/profile/list', {
      CurrentPage: 1,
      ItemPerPage: 50,
    });
    // The first profile with a number property (the seed's profiles have one).
    let found: { values: ProfileUserValues; name: string } | null = null;
    for (const { ProfileId } of profiles.Data) {
      const values = await apiCall<ProfileUserValues>('GET', `/profile/${ProfileId}/values/user0000001`);
      const number = values.Values.find((v) => v.PropertyType === ProfilePropertyType.Number);
      if (number) {
        found = { values, name: number.Title };
        break;
      }
    }
    expect(found, 'a seeded profile with a number property').not.toBeNull();
    const { values, name } = found!;
    profileId = values.ProfileId;
    numberTitle = name;
    await page.goto(`${baseUrl}/directory/profilevalueedit/${values.ProfileId}/user0000001`);
    const form = page.getByRole('form', { name: 'Profile values of user0000001' });
    await fillRequired(form, values);
    await form.getByLabel(name, { exact: true }).fill('42');
    await form.getByRole('button', { name: 'Save values' }).click();
    await page.waitForURL(`**/directory/profiles/view/${values.ProfileId}/user0000001`);
    const saved = await apiCall<ProfileUserValues>('GET', `/profile/${values.ProfileId}/values/user0000001`);
    expect(saved.Values.find((v) => v.Title === name)?.Value).toBe('42');
  });

  it('adds values for a user chosen on the page: the form appears under the chooser and saves', async () => {
    await page.goto(`${baseUrl}/directory/profilevalueadd/${profileId}`);
    await page.getByRole('heading', { name: 'Add profile values' }).waitFor();
    await page.getByRole('combobox', { name: 'User' }).fill('user0000002');
    await page.getByRole('option', { name: /user0000002/ }).click();
    const form = page.getByRole('form', { name: 'Profile values of user0000002' });
    await form.waitFor();
    // The chooser stays, with its choice, above the chosen user's values.
    expect(await page.getByRole('combobox', { name: 'User' }).inputValue()).not.toBe('');
    expect(await axe(page), "the chooser with the chosen user's values").toEqual([]);
    const values = await apiCall<ProfileUserValues>('GET', `/profile/${profileId}/values/user0000002`);
    await fillRequired(form, values);
    await form.getByLabel(numberTitle, { exact: true }).fill('7');
    await form.getByRole('button', { name: 'Save values' }).click();
    await page.waitForURL(`**/directory/profiles/view/${profileId}/user0000002`);
    const saved = await apiCall<ProfileUserValues>('GET', `/profile/${profileId}/values/user0000002`);
    expect(saved.Values.find((v) => v.Title === numberTitle)?.Value).toBe('7');
  });

  it("removes a user's values from the edit page's header and goes back to the profile", async () => {
    await page.goto(`${baseUrl}/directory/profilevalueedit/${profileId}/user0000002`);
    await page.getByRole('form', { name: 'Profile values of user0000002' }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete the values of user0000002?' });
    await dialog.getByText('The user stays in the directory.').waitFor();
    expect(await axe(page), 'the remove confirmation').toEqual([]);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(new RegExp(`/directory/profiles/view/${profileId}$`));
    const after = await apiCall<ProfileUserValues>('GET', `/profile/${profileId}/values/user0000002`);
    expect(after.Values.every((v) => v.Value === null)).toBe(true);
  });
});

let profileId = '';
let numberTitle = '';

/** Required properties get a value of their kind, so only the number decides the outcome. */
async function fillRequired(form: ReturnType<Page['getByRole']>, values: ProfileUserValues) {
  for (const v of values.Values.filter((p) => p.IsRequired && !p.Value)) {
    if (v.PropertyType === ProfilePropertyType.Lookup) {
      await form.getByRole('combobox', { name: v.Title }).click();
      await page.getByRole('option', { name: v.LookupValues[0]!, exact: true }).click();
    } else
      await form.getByLabel(v.Title, { exact: true }).fill(v.PropertyType === ProfilePropertyType.Number ? '1' : 'x');
  }
}
