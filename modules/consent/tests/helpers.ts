import { appKey } from '#config/app'
import type { ConsentFlow } from '#kernel/programs/define_program'
import { useConsentPrograms, type ConsentProgram } from '../programs.js'
import { signLink } from '../shared/signed_links.js'
import { emailDigest } from '../links.js'

/* A test program that asks minors for a parent's consent and their own assent (no program in the registry declares consent yet). */
export const DEMO_FLOWS: ConsentFlow[] = [
  { slug: 'parent', audience: 'learner', title: 'Parent consent', requiredFor: 'minors', steps: [{ slug: 'parent-consent', title: 'A parent or guardian consents', page: 'programs/demo/parent' }] },
  { slug: 'assent-flow', audience: 'learner', title: 'Your assent', requiredFor: 'minors', steps: [{ slug: 'assent', title: 'You assent', page: 'programs/demo/assent' }] },
]

export const DEMO: ConsentProgram = { slug: 'consent-demo', title: 'Consent Demo Bootcamp', description: 'Four weeks of small-group practice.', flows: DEMO_FLOWS }
export const PLAIN: ConsentProgram = { slug: 'consent-plain', title: 'Plain Program', description: 'No consent needed.', flows: [] }

export function installDemoPrograms() {
  useConsentPrograms(() => [DEMO, PLAIN])
}

export function restorePrograms() {
  useConsentPrograms(null)
}

export const pathOf = (url: string) => new URL(url).pathname

/** The consent link in the newest mail to an address. */
export function linkIn(text: string, prefix: '/parent-consent/' | '/guardian/') {
  const found = text.match(new RegExp(`https?://[^\\s]+${prefix}[A-Za-z0-9_.-]+`))
  if (!found) throw new Error(`no ${prefix} link in the mail`)
  return pathOf(found[0])
}

export const expiredParentLink = (requestId: number) => `/parent-consent/${signLink(appKey.release(), 'parent-consent', { r: requestId }, new Date(Date.now() - 1000))}`
export const guardianLinkFor = (learnerId: number, email: string, expiresAt = new Date(Date.now() + 3_600_000)) =>
  `/guardian/${signLink(appKey.release(), 'guardian', { u: learnerId, g: emailDigest(email) }, expiresAt)}`
