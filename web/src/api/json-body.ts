/** A JSON body for a call (http.ts), typed as such: `call(path, { method: 'PUT', ...json(answer) })`. */
export const json = (value: unknown): RequestInit => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });
