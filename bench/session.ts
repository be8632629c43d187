import { ADMIN_API } from '#common/admin-api';

/** Signing in as a guest does: POST /api/login?password=… with no body; the session cookie comes back. */
export async function signIn(baseUrl: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login?${new URLSearchParams({ password })}`, { method: 'POST' });
  await response.arrayBuffer();
  const setCookie = response.headers.get('set-cookie');
  if (response.status !== 200 || !setCookie) throw new Error(`Sign-in failed: HTTP ${response.status}`);
  // "name=value; HttpOnly; …" → "name=value" (the name is __Host-session in production, session otherwise).
  const cookie = setCookie.split(';')[0]!;
  const status = await fetch(`${baseUrl}/api/status`, { headers: { cookie } });
  await status.arrayBuffer();
  if (status.status !== 200) throw new Error(`The new session is not accepted: /api/status answered ${status.status}`);
  return cookie;
}

/** The couple signed in to the dashboard: their cookie, and a JSON call that fails the bench on any non-2xx answer. */
export async function signInAsCouple(baseUrl: string, adminPassword: string) {
  const login = await fetch(`${baseUrl}${ADMIN_API.login}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: adminPassword }) });
  if (login.status !== 200) throw new Error(`The couple's sign-in failed: HTTP ${login.status}`);
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
    return (response.status === 204 ? undefined : await response.json()) as T;
  };
  return { cookie, call };
}
