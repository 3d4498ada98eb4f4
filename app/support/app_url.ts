/*
 * Issue 20 §3, configuration a newcomer can trust. Links in e-mails, calendar feeds and
 * certificates are built from APP_URL; without it they used HOST, which is 0.0.0.0 on a fresh
 * bin/start — a link nobody can open. The default is now localhost on the app's port, and boot
 * says so loudly when the URL people will click is plain http on a public host. An APP_KEY that is
 * too short to be random (an example value, a placeholder) stops the boot: sessions, signed links
 * and certificates all derive from it.
 */
export const MIN_APP_KEY_LENGTH = 32

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

export function defaultAppUrl(port: number) {
  return `http://localhost:${port}`
}

/** A warning for the boot log when links would go out over plain http to a non-local host. */
export function appUrlWarning(url: string): string | null {
  const parsed = new URL(url)
  if (parsed.protocol === 'https:' || LOCAL_HOSTS.has(parsed.hostname)) return null
  return `APP_URL is ${url}: links in e-mails and calendar feeds will use plain http on a public host. Set APP_URL to the https address people use.`
}

export class WeakAppKeyError extends Error {
  constructor() {
    super(`APP_KEY must be at least ${MIN_APP_KEY_LENGTH} random characters (it signs sessions, links and certificates). Generate one with: node ace generate:key`)
  }
}

export function assertStrongAppKey(key: string) {
  if (key.trim().length < MIN_APP_KEY_LENGTH || new Set(key).size < 10) throw new WeakAppKeyError()
}
