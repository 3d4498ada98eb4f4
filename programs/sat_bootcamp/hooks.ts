import type { HookRegistrar } from '#kernel/hooks'
import type { RegisteredProgram } from '#kernel/programs/define_program'
import { programNow } from '#kernel/programs/clock'
import { HOME_PATH } from './constants.js'
import { SAT_ADMIN_PAGE } from './pages.js'
import { satTestOf } from './sat_tests.js'
import { learnerMayRegister, tutorMayCreateSeries } from './windows.js'

/* What the SAT Bootcamp plugs into the kernel (synchronous, no I/O here). */
export function registerSatBootcampHooks(hooks: HookRegistrar, program: RegisteredProgram) {
  const testOf = (key: string | null) => satTestOf(program.iterations.find((iteration) => iteration.key === key))
  // spec 001 §4.3: the SAT test's own windows, not the kernel's generic ones (tutors publish until
  // the series creation deadline, which is before the learner deadline). Consent is the kernel's
  // consentVeto, from the manifest's `consent`.
  // A skills builder linked to no test is not held to a test's windows (skills_builders.ts).
  const testlessSkillsBuilder = async (subject: { programIteration: string | null; templateId: number | null }) => {
    if (subject.programIteration) return false
    const { isSkillsBuilder } = await import('./queries/skills_builders.js')
    return isSkillsBuilder(subject.templateId)
  }
  hooks.filter('series.canRegister', async (subject) =>
    (await testlessSkillsBuilder(subject)) ? { allowed: true } : learnerMayRegister(testOf(subject.programIteration), programNow())
  )
  hooks.filter('series.canHost', async (subject) =>
    (await testlessSkillsBuilder(subject)) ? { allowed: true } : tutorMayCreateSeries(testOf(subject.programIteration), programNow())
  )
  // issue 18 §3: a skills builder's series takes learners at its level (skills_builders.ts).
  hooks.filter('series.canRegister', async (subject) => {
    const { skillsBuilderVerdict } = await import('./queries/skills_builders.js')
    return skillsBuilderVerdict(subject)
  })
  // spec 000 §6.4 and issue 16 "onboarding sessions that new bootcamp tutors attend before
  // publishing": the tutor agreement, a parent's consent under 18, and onboarding (tutor_rules.ts).
  hooks.filter('series.canHost', async (subject) => {
    const { tutorReadinessOf } = await import('./queries/tutor_status.js')
    const { tutorMayPublish } = await import('./tutor_rules.js')
    const readiness = await tutorReadinessOf(subject.userId)
    return readiness ? tutorMayPublish(readiness) : { allowed: false, reason: 'Sign in to publish a bootcamp.' }
  })
  // spec 000 §2.4 prompt 4: publish a bootcamp after levelling up to tutor in the world.
  hooks.prompt({
    key: 'sat_bootcamp.publish',
    priority: 4,
    pending: async (context) => {
      const { publishPromptFor } = await import('./queries/publish_prompt.js')
      return publishPromptFor(context)
    },
  })
  hooks.on('series.created', async ({ seriesId, templateId }) => {
    const { linkSeriesToTest } = await import('./actions/link_series_to_test.js')
    await linkSeriesToTest(seriesId, templateId)
  })
  // Score-band placement (score_bands.ts): a bootcamp's band follows its learners.
  hooks.on('series.registration.created', async ({ seriesId }) => {
    const { placeSeries } = await import('./actions/place_series.js')
    await placeSeries(seriesId)
  })
  // issue 16 §2: a seat a friend held in a bootcamp (record_friend_reservation.ts).
  hooks.on(
    'series.registration.created',
    async ({ seriesId, userId }) => {
      const { recordFriendReservation } = await import('./actions/record_friend_reservation.js')
      await recordFriendReservation(seriesId, userId)
    },
    { name: 'friend-reserved-series' }
  )
  hooks.on('series.registration.withdrawn', async ({ seriesId }) => {
    const { placeSeries } = await import('./actions/place_series.js')
    await placeSeries(seriesId)
  })
  // spec 002 §9: the SAT wording of a bootcamp's NPS questions near its test (nps_wording.ts).
  hooks.outlet('feedback.npsQuestion', async ({ seriesId, audience }) => {
    const { satTestKeyOfSeries } = await import('./queries/series_test.js')
    const { SAT_NPS_QUESTIONS, usesSatNpsWording } = await import('./nps_wording.js')
    return usesSatNpsWording(testOf(await satTestKeyOfSeries(seriesId)), programNow()) ? [{ question: SAT_NPS_QUESTIONS[audience] }] : []
  })
  hooks.adminPage(SAT_ADMIN_PAGE)
  // spec 000 §2.5: the Learn menu lists SAT Bootcamps with a subtitle.
  hooks.nav({
    menu: 'learn',
    group: 'Programs',
    label: 'SAT Bootcamps',
    subtitle: '4 weeks of small-group SAT practice',
    href: HOME_PATH,
    audience: 'everyone',
    order: 150,
  })
  hooks.personalData({
    key: 'sat_bootcamp',
    label: 'SAT Bootcamp',
    async collect(userId) {
      const { satUserOf, placementOf } = await import('./queries/sat_users.js')
      const { tutorAgreementOf } = await import('./queries/tutor_status.js')
      const row = await satUserOf(userId)
      if (!row) return null
      const [placement, agreement] = await Promise.all([placementOf(userId), tutorAgreementOf(userId)])
      return {
        type: row.type,
        inviteCode: row.inviteCode,
        eligibleMath: row.eligibleMath,
        eligibleReading: row.eligibleReading,
        phoneNumber: row.phoneNumber,
        scoreBands: placement,
        tutorAgreement: agreement,
      }
    },
  })
}
