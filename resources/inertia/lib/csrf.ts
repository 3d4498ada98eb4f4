/** The XSRF-TOKEN cookie set by @adonisjs/shield, decoded; send it as the `x-xsrf-token` header. */
export function xsrfToken(): string | null {
  const cookie = document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='))
  return cookie ? decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) : null
}

/** POST (or PUT) a JSON body with the XSRF header, for the few calls that are not Inertia visits. */
export function postJson(url: string, body: unknown, method: 'POST' | 'PUT' = 'POST'): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'accept': 'application/json',
  }
  const token = xsrfToken()
  if (token) headers['x-xsrf-token'] = token
  return fetch(url, { method, headers, body: JSON.stringify(body) })
}
