import type { Page } from 'playwright'

/** Full-page screenshots at 360 px and 1280 px into `dir` (when set), then back to 1280 px. */
export async function screenshotWidths(page: Page, dir: string | undefined, name: string) {
  if (!dir) return
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${dir}/${name}_${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}
