import { defineModule } from '#kernel/modules'

/* The series context: series templates, series, registrations, reservations. */
export default defineModule({
  name: 'series',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  register(hooks) {
    // A learner's sessions follow their series registration (actions/follow_series_sessions.ts):
    // inline, so the page after registering shows them, and retried from the outbox if cut short.
    hooks.on(
      'series.registration.created',
      async ({ seriesId, userId }) => {
        const { followSeriesSessions } = await import('./actions/follow_series_sessions.js')
        await followSeriesSessions(seriesId, userId, 'register')
      },
      { name: 'follow-sessions', inline: true }
    )
    hooks.on(
      'series.registration.withdrawn',
      async ({ seriesId, userId }) => {
        const { followSeriesSessions } = await import('./actions/follow_series_sessions.js')
        await followSeriesSessions(seriesId, userId, 'unregister')
      },
      { name: 'follow-sessions', inline: true }
    )
    // issue 16 §1: a parent's withdrawn consent withdraws the learner from that program's running series.
    hooks.on(
      'consent.revoked',
      async ({ userId, programSlug }) => {
        if (!programSlug) return
        const { withdrawFromProgramSeries } = await import('./actions/withdraw_from_program_series.js')
        await withdrawFromProgramSeries(userId, programSlug)
      },
      { name: 'withdraw-on-consent-revoked' }
    )
    // issue 21: a session's curriculum on its page (registrants, hosts, staff) and the prep prompt for its hosts.
    hooks.outlet('session.sections', async ({ sessionId, seriesId, viewerId }) => {
      const { curriculumSection } = await import('./queries/teaching.js')
      return curriculumSection(sessionId, seriesId, viewerId)
    })
    hooks.outlet('session.sidebar', async ({ sessionId, seriesId, userId }) => {
      const { prepCard } = await import('./queries/teaching.js')
      return prepCard(sessionId, seriesId, userId)
    })
    hooks.outlet('series.sidebar', async ({ seriesId, userId }) => {
      const { lessonPlanCard } = await import('./queries/teaching.js')
      return lessonPlanCard(seriesId, userId)
    })
    // `{ type: 'series', id }` references: SeriesPolicy.view decides (a hidden series is null).
    hooks.subject('series', {
      async resolve(id, viewer) {
        const { User } = await import('#modules/identity/index')
        const { findSeries } = await import('./queries/series_queries.js')
        const { default: SeriesPolicy } = await import('./policies/series_policy.js')
        const series = await findSeries(id)
        if (!series) return null
        const user = viewer ? await User.find(viewer.id) : null
        if ((await new SeriesPolicy().view(user, series)) !== true) return null
        return { title: series.title, href: `/series/${id}` }
      },
      async exists(id) {
        const { findSeries } = await import('./queries/series_queries.js')
        return (await findSeries(id)) !== null
      },
    })
  },
})
