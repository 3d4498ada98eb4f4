/*
 * A person's browser, reduced to its cookie jar: for tests that go over real HTTP (several
 * processes, cookies issued or not) where the API client's cookie handling is in the way.
 * Writes carry the XSRF header from the XSRF-TOKEN cookie, as the app's pages do.
 */
export class CookieVisitor {
  cookies = new Map<string, string>()

  async fetch(base: string, path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers)
    headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (xsrf && init.method && init.method !== 'GET' && !headers.has('x-xsrf-token')) headers.set('x-xsrf-token', decodeURIComponent(xsrf))
    const response = await fetch(`${base}${path}`, { ...init, headers, redirect: 'manual' })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const index = pair.indexOf('=')
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1))
    }
    return response
  }
}

/** The names of the cookies a response sets. */
export const cookiesSet = (response: Response) => response.headers.getSetCookie().map((line) => line.slice(0, line.indexOf('=')))
