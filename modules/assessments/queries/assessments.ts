import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { Series, SeriesTemplate } from '#modules/series/index'
import { TutoringSession } from '#modules/tutoring/index'
import { User } from '#modules/identity/index'
import Assessment from '../models/assessment.js'
import SeriesAssessment from '../models/series_assessment.js'
import AssessmentSession from '../models/assessment_session.js'
import { hostedIds } from './people.js'
import { usageCounts } from './targets.js'

export async function findAssessment(id: number) {
  return Assessment.find(id)
}

/** "My assessments": the user's own, then those linked to a series or session they host; newest first, at most 100. */
export async function assessmentsOf(userId: number) {
  const { seriesIds, sessionIds } = await hostedIds(userId)
  const seriesLinks = seriesIds.length ? await SeriesAssessment.query().whereIn('series_id', seriesIds).select('assessment_id') : []
  const sessionLinks = sessionIds.length ? await AssessmentSession.query().whereIn('session_id', sessionIds).select('assessment_id') : []
  const linkedIds = [...seriesLinks, ...sessionLinks].map((row) => row.assessmentId)
  const assessments = await Assessment.query()
    .where((query) => {
      query.where('user_id', userId)
      if (linkedIds.length) query.orWhereIn('id', linkedIds)
    })
    .whereNull('archived_at')
    .orderBy('id', 'desc')
    .limit(100)
  return withUsage(assessments)
}

/** The console's list: every assessment, newest first, one page of 50. */
export async function allAssessments(page: number) {
  const result = await Assessment.query().orderBy('id', 'desc').paginate(page, 50)
  return { rows: await withUsage(result.all()), total: result.total, lastPage: result.lastPage }
}

async function withUsage(assessments: Assessment[]) {
  const counts = await usageCounts(assessments.map((a) => a.id))
  const users = await User.query().whereIn('id', [...new Set(assessments.map((a) => a.userId))])
  const owners = new Map(users.map((user) => [user.id, user.displayName]))
  return assessments.map((assessment) => ({ assessment, ...counts.get(assessment.id)!, owner: owners.get(assessment.userId) ?? null }))
}

/** The series and sessions the user hosts that have not ended (where they may link an assessment), at most 50 each. */
export async function linkableTargets(userId: number, now = DateTime.utc()) {
  const { seriesIds, sessionIds } = await hostedIds(userId)
  const series = seriesIds.length ? await Series.query().whereIn('id', seriesIds).whereNull('closed_at').orderBy('id', 'desc').limit(50) : []
  const sessions = sessionIds.length
    ? await TutoringSession.query().whereIn('id', sessionIds).whereNull('canceled_at').where('end_date', '>', sqlTime(now)).orderBy('start_date').limit(50)
    : []
  return [...series.map((row) => ({ kind: 'series' as const, id: row.id, title: row.title })), ...sessions.map((row) => ({ kind: 'session' as const, id: row.id, title: row.title }))]
}

/** Series templates an assessment may be given to (the console's choice), by title, at most 300. */
export async function templateChoices() {
  const templates = await SeriesTemplate.query().orderBy('title').limit(300)
  return templates.map((template) => ({ id: template.id, title: template.title }))
}
