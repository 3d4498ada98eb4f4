import type { BrowserContext, Page } from 'playwright'

/*
 * Pages of browser tests that sign in as several people in turn. The first visit of each page
 * compiles it (Vite dev): the waits are generous for a busy 2-core machine.
 */
export function patient(page: Page) {
  page.setDefaultNavigationTimeout(120_000)
  page.setDefaultTimeout(60_000)
  return page
}

/** Close the page, sign out, sign in as `user` and open a fresh (patient) page. */
export async function switchUser(browserContext: BrowserContext, page: Page, user: Parameters<BrowserContext['loginAs']>[0]) {
  await page.close()
  await browserContext.clearCookies()
  await browserContext.loginAs(user)
  return patient(await browserContext.newPage())
}
