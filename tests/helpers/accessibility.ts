import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { BrowserContext, Page } from 'playwright'
import type { PluginFn } from '@japa/runner/types'
import { decoratorsCollection } from '@japa/browser-client'

/*
 * The accessibility gate (issue 8 §6): axe-core checks every page a browser test visits, and a
 * violation of impact "serious" or "critical" fails the test. It is a Japa plugin (tests/bootstrap.ts)
 * so no test has to remember it. A page is checked
 * - after every `page.goto` (and so every `visit`) and every `page.waitForURL`;
 * - before `page.goto` leaves a page that was reached some other way (a click, a redirect);
 * - at the end of the test, for every open page that navigated since its last check.
 */

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
/* Evaluated through the DevTools protocol: the app's CSP (nonce-only scripts) refuses an injected <script>. */
let axeSource: string | undefined
const axeScript = () => (axeSource ??= readFileSync(AXE_SCRIPT, 'utf8'))
const BLOCKING_IMPACTS = ['serious', 'critical']
/** Nodes listed per rule in a failure message; the count of the rest follows. */
const NODES_SHOWN = 8

export type AxeFinding = {
  rule: string
  impact: string
  help: string
  nodes: { target: string; summary: string }[]
}

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }

/*
 * The callbacks given to page.evaluate run in the page. The server tsconfig has no DOM types,
 * so they reach the page's globals through `globalThis` (typed `any`).
 */

/** Waits until the page stops changing: the Inertia page rendered, transitions finished. */
async function settle(page: Page) {
  await page.waitForLoadState('load')
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const { document, MutationObserver } = globalThis as any
        const quietMs = 150
        const started = performance.now()
        let changed = performance.now()
        const observer = new MutationObserver(() => (changed = performance.now()))
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
        // Looping animations (spinners) never finish: only finite ones are waited for.
        const animating = () =>
          document.getAnimations().some((animation: any) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity)
        const check = () => {
          const now = performance.now()
          if ((now - changed >= quietMs && !animating()) || now - started > 3000) {
            observer.disconnect()
            resolve()
          } else setTimeout(check, 50)
        }
        setTimeout(check, 50)
      })
  )
}

/**
 * Serious and critical axe-core violations of the page as it is now (none for non-HTML documents).
 * `settled` runs once the page has stopped changing, right before axe-core does.
 */
export async function axeFindings(page: Page, settled: () => void = () => {}): Promise<AxeFinding[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      await settle(page)
      settled()
      const isHtml = await page.evaluate(() => {
        const { document, location } = globalThis as any
        return document.contentType === 'text/html' && location.protocol.startsWith('http')
      })
      if (!isHtml) return []
      if (!(await page.evaluate(() => typeof (globalThis as any).axe === 'object'))) await page.evaluate(axeScript())
      const violations = await page.evaluate(async () => {
        const { axe, document } = globalThis as any
        const result: { violations: AxeViolation[] } = await axe.run(document, { resultTypes: ['violations'] })
        return result.violations.map((violation) => ({
          rule: violation.id,
          impact: violation.impact ?? 'unknown',
          help: violation.help,
          nodes: violation.nodes.map((node) => ({
            target: node.target.map(String).join(' >>> '),
            summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
          })),
        }))
      })
      return violations.filter((violation) => BLOCKING_IMPACTS.includes(violation.impact))
    } catch (error) {
      // The page navigated while it was being checked: check the page it landed on.
      const navigated = error instanceof Error && /context was destroyed|navigation/i.test(error.message)
      if (!navigated || attempt >= 3) throw error
    }
  }
}

export function describeFindings(findings: AxeFinding[], url: string, viewport: string) {
  const lines = [`axe-core: ${findings.length} serious/critical accessibility violation(s) on ${url} (viewport ${viewport})`]
  for (const finding of findings) {
    lines.push(`  ${finding.rule} (${finding.impact}): ${finding.help}`)
    for (const node of finding.nodes.slice(0, NODES_SHOWN)) lines.push(`    - ${node.target}${node.summary ? ` — ${node.summary}` : ''}`)
    if (finding.nodes.length > NODES_SHOWN) lines.push(`    … and ${finding.nodes.length - NODES_SHOWN} more`)
  }
  return lines.join('\n')
}

export class AccessibilityViolationError extends Error {}

/* Whether a page navigated (main frame) since its last check. */
const unchecked = new WeakMap<Page, boolean>()

/** Runs axe-core on the page and throws on serious or critical violations. */
export async function assertAccessible(page: Page) {
  // Navigations until the page settles (Inertia's history.replaceState after a load) are covered by this check.
  const findings = await axeFindings(page, () => unchecked.set(page, false))
  if (findings.length === 0) return
  const size = page.viewportSize()
  throw new AccessibilityViolationError(describeFindings(findings, page.url(), size ? `${size.width}x${size.height}` : 'default'))
}

async function checkIfNavigated(page: Page) {
  if (!page.isClosed() && unchecked.get(page) && page.url() !== 'about:blank') await assertAccessible(page)
}

/** The end-of-test check: every open page of the context that was not checked in its last state. */
export async function checkOpenPages(context: BrowserContext) {
  for (const page of context.pages()) await checkIfNavigated(page)
}

const gateDecorator = {
  page(page: Page) {
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) unchecked.set(page, true)
    })
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      await checkIfNavigated(page)
      const response = await goto(url, options)
      await assertAccessible(page)
      return response
    }
    const waitForURL = page.waitForURL.bind(page)
    page.waitForURL = async (url, options) => {
      await waitForURL(url, options)
      await assertAccessible(page)
    }
  },
}

/** The Japa plugin: decorates every page of the `suite` (browser) and checks open pages after each test. */
export function accessibilityGate(suite = 'browser'): PluginFn {
  return ({ runner }) => {
    decoratorsCollection.register(gateDecorator)
    runner.onSuite((candidate) => {
      if (candidate.name !== suite) return
      candidate.onGroup((group) => group.each.teardown((test) => checkOpenPages(test.context.browserContext)))
      candidate.onTest((test) => test.teardown((self) => checkOpenPages(self.context.browserContext)))
    })
  }
}
