import type { Browser, LaunchOptions } from 'playwright'

/*
 * Chromium for the browser suite, launched again when it has gone away. Twice in full runs on
 * this machine kind the browser process died about 120 pages into the accessibility sweep (no
 * test's fault: "Target page, context or browser has been closed" from then on), and every later
 * browser test failed with it. Contexts are asked of the live browser, relaunching it first when
 * it is disconnected; the test that was running when it died is retried (the sweep retries once).
 *
 * A Proxy rather than the Browser itself: @japa/browser-client decorates `newContext`/`newPage` by
 * assigning wrappers around what it read; those wrappers are kept here, and what they call is the
 * relaunching method.
 */
export async function resilientBrowser(launch: (options?: LaunchOptions) => Promise<Browser>, options?: LaunchOptions): Promise<Browser> {
  let current = await launch(options)
  const live = async () => {
    if (!current.isConnected()) {
      console.warn('[browser suite] Chromium went away: launching it again')
      current = await launch(options)
    }
    return current
  }
  const overrides = new Map<PropertyKey, unknown>()
  return new Proxy(current, {
    get(_target, property) {
      if (overrides.has(property)) return overrides.get(property)
      if (property === 'newContext') return async (...args: Parameters<Browser['newContext']>) => (await live()).newContext(...args)
      if (property === 'newPage') return async (...args: Parameters<Browser['newPage']>) => (await live()).newPage(...args)
      const value = Reflect.get(current, property)
      return typeof value === 'function' ? value.bind(current) : value
    },
    set(_target, property, value) {
      overrides.set(property, value)
      return true
    },
  })
}

type BrowserTestContext = {
  test: { options: { retryAttempt?: number } }
  browser: Browser
  browserContext: Awaited<ReturnType<Browser['newContext']>>
  visit: unknown
}

/*
 * Japa retries a test inside the same setup, so a retry would get the context that belonged to
 * the dead browser. On a retry this swaps in a new context from the live browser (with the base
 * URL @japa/browser-client gives its own); the client's cleanup closes whatever context is there
 * when the test ends.
 */
export async function freshContextOnRetry(ctx: BrowserTestContext) {
  if ((ctx.test.options.retryAttempt ?? 1) <= 1) return
  await ctx.browserContext.close().catch(() => {})
  const { HOST: host, PORT: port } = process.env
  ctx.browserContext = await ctx.browser.newContext({ baseURL: host && port ? `http://${host}:${port}` : undefined })
  ctx.visit = ctx.browserContext.visit.bind(ctx.browserContext)
}
