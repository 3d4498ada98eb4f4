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
  hooks.filter('series.canRegister', (subject) => learnerMayRegister(testOf(subject.programIteration), programNow()))
  hooks.filter('series.canHost', (subject) => tutorMayCreateSeries(testOf(subject.programIteration), programNow()))
  hooks.on('series.created', async ({ seriesId, templateId }) => {
    const { linkSeriesToTest } = await import('./actions/link_series_to_test.js')
    await linkSeriesToTest(seriesId, templateId)
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
      const { satUserOf } = await import('./queries/sat_users.js')
      const row = await satUserOf(userId)
      return row ? { type: row.type, inviteCode: row.inviteCode, eligibleMath: row.eligibleMath, eligibleReading: row.eligibleReading, phoneNumber: row.phoneNumber } : null
    },
  })
}
