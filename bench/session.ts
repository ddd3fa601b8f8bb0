/** The admin password the bench servers are started with. */
export const BENCH_ADMIN_PASSWORD = 'Bench#Password1';

/** Signs the bench admin in and returns the headers of a console call (session cookie, JSON, CSRF header). */
export async function adminHeaders(serverUrl: string): Promise<Record<string, string>> {
  const login = await fetch(serverUrl + '/account/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: 'admin', Password: BENCH_ADMIN_PASSWORD }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  return { cookie, 'content-type': 'application/json', 'x-requested-with': 'portcullis' };
}
