import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { listPrograms } from '#kernel/programs/registry'
import { programTemplateInputs, syncProgramTemplates } from '#modules/programs/index'
import { pinProgramClock } from '#kernel/programs/clock'
import { SeriesTemplate, hostSeriesFromTemplate, upsertProgramTemplate } from '#modules/series/index'
import { World, worldCatalogue } from '#modules/worlds/index'
import { makeUser, resetRateLimits } from '#tests/helpers/users'
import { birthForAge, makeTopic, makeTutor, unique } from '../fixtures.js'

/*
 * Issue "Kernel" §6: a learner registers for a College Admissions Workshops series and sees it on
 * the dashboard. The iterations are synced (what `node ace programs:sync` does); as every iteration
 * file is in the past, the workshop is a template of the newest iteration dated around today
 * (series windows use the template's dates) and the program's clock is pinned inside that
 * iteration's learner window (the program's registration filter uses the iteration's dates).
 */
const CAW = 'college-admissions-workshops'
const program = listPrograms().find((candidate) => candidate.slug === CAW)

async function signIn(page: any, username: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email or username').fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** A workshop of the newest iteration whose learner registration is open today. */
async function openWorkshop() {
  const caw = program!
  if (!(await World.findBy('slug', caw.world))) {
    const seed = worldCatalogue().find((world) => world.slug === caw.world)!
    await World.create({ slug: seed.slug, title: seed.title, description: seed.description, guidelines: '', primaryColor: seed.primaryColor, visibility: seed.visibility, domain: seed.domain, position: 0 })
  }
  const synced = await syncProgramTemplates(listPrograms(), upsertProgramTemplate)
  const iteration = caw.iterations.at(-1)!
  const input = programTemplateInputs(caw).find((candidate) => candidate.programIteration === iteration.key)!
  if (!synced.templates.includes(input.slug)) throw new Error(`programs:sync did not materialise ${input.slug}`)

  const now = DateTime.utc()
  const topic = await makeTopic(unique('College essays'))
  const slug = `${input.slug}-e2e-${Date.now().toString(36)}`.slice(0, 120)
  await upsertProgramTemplate({
    ...input,
    slug,
    topicId: topic.id,
    tutorRegistrationOpensAt: now.minus({ days: 14 }),
    learnerRegistrationOpensAt: now.minus({ days: 1 }),
    learnerDeadlineAt: now.plus({ days: 7 }),
    startsAt: now.plus({ days: 2 }),
    endsAt: now.plus({ days: 40 }),
  })
  const template = await SeriesTemplate.findByOrFail('slug', slug)
  // The program's own check reads the iteration's dates: stand inside its learner window.
  const opens = iteration.learnerRegistrationOpensAt.toMillis()
  pinProgramClock(DateTime.fromMillis(opens + (iteration.learnerDeadlineAt.toMillis() - opens) / 2, { zone: 'utc' }))

  const tutor = await makeTutor()
  const hosted = await hostSeriesFromTemplate({
    userId: tutor.id,
    template,
    firstStart: now.setZone(caw.zone).plus({ days: 3 }).set({ hour: 19, minute: 0, second: 0, millisecond: 0 }),
    zone: caw.zone,
  })
  if (!hosted.ok) throw new Error(`could not host the workshop: ${hosted.reason}`)
  return { seriesId: hosted.seriesId, title: template.title }
}

test.group('Dashboard in a real browser', (group) => {
  group.each.setup(() => resetRateLimits())
  group.each.teardown(() => pinProgramClock(null))

  test('a learner registers for a CAW series and sees it on the dashboard', async ({ visit }) => {
    const { seriesId, title } = await openWorkshop()
    const learner = await makeUser({ birth: birthForAge(16), password: 'a good long passphrase' })

    const page = await visit('/login')
    await signIn(page, learner.username, 'a good long passphrase')
    await page.waitForURL(/\/dashboard/)
    await page.assertTextContains('#dashboard-series', 'Your series')
    await page.assertTextContains('body', 'No series yet')

    await page.goto(`/series/${seriesId}`)
    await page.getByRole('button', { name: 'Register for the series' }).click()
    await page.assertTextContains('body', "You're registered")

    await page.goto('/dashboard')
    const link = page.locator(`section[aria-labelledby="dashboard-series"] a[href="/series/${seriesId}"]`)
    await link.waitFor()
    await page.assertTextContains(`section[aria-labelledby="dashboard-series"] a[href="/series/${seriesId}"]`, title)
    // Its sessions are on the learner's upcoming list too.
    await page.assertTextContains('section[aria-labelledby="dashboard-upcoming"]', title)
  })
    .skip(!program, 'the College Admissions Workshops program is not installed')
    .timeout(120_000)
})
