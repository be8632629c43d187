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
