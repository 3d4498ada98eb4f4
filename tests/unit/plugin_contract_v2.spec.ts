import { test } from '@japa/runner'
import { hooks, registrarFor } from '#kernel/hooks'
import { CONSENT_UNAVAILABLE, consentVeto, setConsentStore } from '#kernel/programs/consent'
import { ledgerConsentStore } from '#modules/consent/index'
import { disabledProgramSlugs } from '#kernel/programs/registry'
import type { RegisteredProgram } from '#kernel/programs/define_program'
import type { User } from '#modules/identity/index'

/*
 * Plugin contract v2 (issue 8 §3): program-scoped handlers, the disable setting, the kernel's
 * consent veto and program abilities. Hook names here are real catalogue entries; every test
 * uses its own program slug, so handlers registered by one test never answer another's subjects.
 */
let counter = 0
const uniqueSlug = () => `contract-${Date.now().toString(36)}-${++counter}`

function subjectFor(programSlug: string | null, userId = 1) {
  return { userId, seriesId: 1, templateId: 1, programSlug, programIteration: null, offeringSlug: null }
}

test.group('Plugin contract v2: program-scoped handlers', () => {
  test("a program's filter vetoes only its own subjects", async ({ assert }) => {
    const slug = uniqueSlug()
    registrarFor(`program:${slug}`, { programSlug: slug, abilityPrefix: slug.replaceAll('-', '_') }).filter('series.canHost', () => ({
      allowed: false,
      reason: `closed by ${slug}`,
    }))
    assert.deepEqual(await hooks.ask('series.canHost', subjectFor(slug)), { allowed: false, reason: `closed by ${slug}` })
    assert.deepEqual(await hooks.ask('series.canHost', subjectFor('another-program')), { allowed: true })
    assert.deepEqual(await hooks.ask('series.canHost', subjectFor(null)), { allowed: true })
  })

  test("a program's outlet fills only its own subjects' zones; a dashboard card (no program subject) always", async ({ assert }) => {
    const slug = uniqueSlug()
    const scoped = registrarFor(`program:${slug}`, { programSlug: slug, abilityPrefix: slug })
    scoped.outlet('series.sidebar', () => [{ key: slug, title: 'Mine', body: '' }])
    scoped.outlet('dashboard.cards', () => [{ key: `${slug}-card`, title: 'Card', body: '' }])
    const mine = await hooks.outlet('series.sidebar', { userId: null, seriesId: 1, templateId: 1, programSlug: slug })
    const other = await hooks.outlet('series.sidebar', { userId: null, seriesId: 1, templateId: 1, programSlug: 'other' })
    assert.isTrue(mine.some((card) => card.key === slug))
    assert.isFalse(other.some((card) => card.key === slug))
    const cards = await hooks.outlet('dashboard.cards', { userId: 1 })
    assert.isTrue(cards.some((card) => card.key === `${slug}-card`))
  })

  test('a module filter (unscoped) is asked about every subject', async ({ assert }) => {
    const slug = uniqueSlug()
    registrarFor(`module:${slug}`).filter('session.canRegister', (subject) =>
      subject.userId === -42 ? { allowed: false, reason: 'module veto' } : { allowed: true }
    )
    const verdict = await hooks.ask('session.canRegister', { userId: -42, sessionId: 1, seriesId: null, programSlug: 'any-program' })
    assert.deepEqual(verdict, { allowed: false, reason: 'module veto' })
  })
})

test.group('Plugin contract v2: abilities', () => {
  test("a program's abilities are prefixed with its folder; unknown abilities are refused", async ({ assert }) => {
    const folder = `contract_${++counter}_${Date.now().toString(36)}`
    const registrar = registrarFor(`program:${folder}`, { programSlug: folder, abilityPrefix: folder })
    assert.throws(() => registrar.ability('waitlist.join', () => true), /must start with/)
    registrar.ability(`${folder}.waitlist.join`, (user) => user !== null)
    assert.throws(() => registrar.ability(`${folder}.waitlist.join`, () => true), /already registered/)
    assert.isTrue(await hooks.can(`${folder}.waitlist.join`, { id: 1 }))
    assert.isFalse(await hooks.can(`${folder}.waitlist.join`, null))
    assert.isFalse(await hooks.can(`${folder}.nothing.here`, { id: 1 }))
  })
})

test.group('Plugin contract v2: disable setting', () => {
  test('PROGRAMS_DISABLED lists slugs, comma-separated, blanks ignored', ({ assert }) => {
    assert.deepEqual([...disabledProgramSlugs(' sat-bootcamp, ,dialogues,')], ['sat-bootcamp', 'dialogues'])
    assert.equal(disabledProgramSlugs('').size, 0)
  })
})

test.group('Plugin contract v2: consent veto (kernel-enforced, store is a seam)', (group) => {
  // The consent module installs the ledger's store at boot: each test here puts it back after.
  group.each.teardown(() => setConsentStore(ledgerConsentStore))

  const program = {
    slug: 'consent-demo',
    consent: [
      { slug: 'parent-consent', audience: 'learner', title: 'Parent consent', requiredFor: 'minors', steps: [] },
      { slug: 'tutor-agreement', audience: 'tutor', title: 'Tutor agreement', requiredFor: 'everyone', steps: [] },
    ],
  } as unknown as RegisteredProgram

  test('without a consent store a program that declares consent registers nobody', async ({ assert }) => {
    setConsentStore(null)
    assert.deepEqual(await consentVeto(program, 7), { allowed: false, reason: CONSENT_UNAVAILABLE })
  })

  test('with a store: pending learner flows veto, naming the flow; none pending allows', async ({ assert }) => {
    const asked: string[][] = []
    setConsentStore({
      async pendingFlows(userId, _program, flows) {
        asked.push(flows.map((flow) => flow.slug))
        return userId === 7 ? [...flows] : []
      },
    })
    assert.deepEqual(await consentVeto(program, 7), { allowed: false, reason: 'Please complete "Parent consent" before registering.' })
    assert.deepEqual(await consentVeto(program, 8), { allowed: true })
    // Learner registration only asks about learner flows.
    assert.deepEqual(asked[0], ['parent-consent'])
  })

  test('a program without consent flows is never vetoed', async ({ assert }) => {
    assert.deepEqual(await consentVeto({ ...program, consent: [] } as RegisteredProgram, 7), { allowed: true })
  })
})

test.group('Plugin contract v2: program admin pages', () => {
  test('a page a program registers is listed for holders of its roles only (spec 000 §6.3)', async ({ assert }) => {
    const folder = `contract_admin_${Date.now().toString(36)}`
    // The admin menu lists, and the admin routes open, exactly the registered pages this allows.
    const { StaffConsolePolicy } = await import('#modules/admin/index')
    registrarFor(`program:${folder}`, { programSlug: folder, abilityPrefix: folder }).adminPage({
      key: folder,
      label: 'Contract waitlists',
      path: `programs/${folder}`,
      requiresAny: ['admin:program_manager'],
    })
    const staff = (roles: string[]) => ({ roles: async () => new Set(roles) }) as unknown as User
    const policy = new StaffConsolePolicy()
    assert.isTrue(await policy.openPage(staff(['admin:basic', 'admin:program_manager']), folder))
    assert.isFalse(await policy.openPage(staff(['admin:basic', 'admin:safety']), folder))
  })
})
