import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlInstant } from './sql.js'
import { TutoringSession } from '#modules/tutoring/index'
import SeriesRegistration from '../models/series_registration.js'
import Series from '../models/series.js'
import SeriesTemplate from '../models/series_template.js'
import { peopleOf } from './learners.js'
import { sessionTemplateOf } from './session_templates.js'

/*
 * Reads behind the lesson plan page and the prep prompt (issue 21 §2).
 */

/** The current (not withdrawn) registrations with their people, oldest first, at most `limit`. */
export async function learnerPlans(seriesId: number, limit = 200) {
  const registrations = await SeriesRegistration.query().where('series_id', seriesId).whereNull('withdrawn_at').orderBy('created_at').orderBy('id').limit(limit)
  return { registrations, people: await peopleOf(registrations, []) }
}

/** A session of the series (not deleted), or null: a malformed id is simply not found. */
export async function sessionOfSeries(seriesId: number, sessionId: unknown): Promise<TutoringSession | null> {
  const id = Number(sessionId)
  if (!Number.isSafeInteger(id) || id <= 0) return null
  return TutoringSession.query().where('id', id).where('series_id', seriesId).first()
}

/**
 * A session's curriculum: its session template's, else its series template's (plain text kept by
 * the Templates admin). Null when neither has one.
 */
export async function curriculumOf(session: Pick<TutoringSession, 'sessionTemplateId' | 'seriesId'>, series?: Pick<Series, 'seriesTemplateId'> | null) {
  const own = await sessionTemplateOf(session)
  if (own && (own.curriculum || own.curriculumUrl)) return { title: own.title, content: own.curriculum, url: own.curriculumUrl }
  const templateId = series?.seriesTemplateId ?? null
  if (!templateId) return null
  const template = await SeriesTemplate.query().withScopes((scopes) => scopes.withDeleted()).where('id', templateId).first()
  if (!template || (!template.curriculum.trim() && !template.curriculumUrl)) return null
  return {
    title: template.title,
    content: template.curriculum.trim() ? { serialization_method: 'plain_text' as const, content: template.curriculum } : null,
    url: template.curriculumUrl,
  }
}

/** The series' session just before this one (by start), canceled ones skipped, or null. */
export async function previousSession(session: Pick<TutoringSession, 'id' | 'seriesId' | 'startDate'>) {
  if (!session.seriesId) return null
  return TutoringSession.query()
    .where('series_id', session.seriesId)
    .whereNull('canceled_at')
    .whereNot('id', session.id)
    .where('start_date', '<', sqlInstant(db.connection(), session.startDate))
    .orderBy('start_date', 'desc')
    .first()
}

/** Prep of a session is open until it ends, unless it was canceled. */
export function prepOpen(session: Pick<TutoringSession, 'endDate' | 'canceledAt'>, now = DateTime.utc()) {
  return session.canceledAt === null && session.endDate > now
}

/**
 * The session page's curriculum section (issue 21 §1): for its registrants, its hosts and staff
 * (TeachingPolicy.viewCurriculum), when the session has a curriculum. Filled into tutoring's
 * 'session.sections' outlet: tutoring knows nothing of templates.
 */
export async function curriculumSection(sessionId: number, seriesId: number | null, viewerId: number | null) {
  // Only sessions of a series have a curriculum: other session pages pay no query here.
  if (viewerId === null || seriesId === null) return []
  const session = await TutoringSession.find(sessionId)
  if (!session) return []
  const { User } = await import('#modules/identity/index')
  const { Bouncer } = await import('@adonisjs/bouncer')
  const { default: TeachingPolicy } = await import('../policies/teaching_policy.js')
  const viewer = await User.find(viewerId)
  if (!viewer || !(await new Bouncer(viewer).with(TeachingPolicy).allows('viewCurriculum', session))) return []
  const series = session.seriesId ? await Series.find(session.seriesId) : null
  const curriculum = await curriculumOf(session, series)
  if (!curriculum) return []
  return [{ key: 'series.curriculum', component: 'series/curriculum', props: { curriculum } }]
}

/** A card on the session page for its hosts: the prep prompt, until the session ends (issue 21 §2). */
export async function prepCard(sessionId: number, seriesId: number | null, viewerId: number | null, now = DateTime.utc()) {
  if (viewerId === null || seriesId === null) return []
  const session = await TutoringSession.find(sessionId)
  if (!session?.seriesId || !prepOpen(session, now)) return []
  const { isApprovedSessionHost } = await import('../policies/teaching_policy.js')
  if (!(await isApprovedSessionHost(session.id, viewerId))) return []
  const done = session.lessonPrepCompleted
  return [
    {
      key: 'series.prep',
      title: done ? 'Lesson prep done' : 'Prepare this session',
      body: done ? 'Your prep for this session is recorded. You can update your notes until it ends.' : 'Review the curriculum, the learners’ plans and last session’s notes before you teach.',
      href: `/series/${session.seriesId}/sessions/${session.id}/prep`,
      linkLabel: done ? 'Update prep' : 'Open the prep prompt',
    },
  ]
}

/** A card beside the series for its class (hosts, current learners, staff): the lesson plan (issue 21 §2). */
export async function lessonPlanCard(seriesId: number, viewerId: number | null) {
  if (viewerId === null) return []
  const series = await Series.find(seriesId)
  const { User } = await import('#modules/identity/index')
  const viewer = await User.find(viewerId)
  if (!series || !viewer) return []
  const { Bouncer } = await import('@adonisjs/bouncer')
  const { default: TeachingPolicy } = await import('../policies/teaching_policy.js')
  const policy = new Bouncer(viewer).with(TeachingPolicy)
  if (!(await policy.allows('viewLessonPlan', series))) return []
  const tutor = await policy.allows('viewLearnerPlans', series)
  return [
    {
      key: 'series.lesson-plan',
      title: 'Lesson plan',
      body: tutor ? 'The group plan and each learner’s plan.' : 'What the class works on, and your own plan.',
      href: `/series/${series.id}/lesson-plan${tutor ? '?as=tutor' : ''}`,
      linkLabel: 'Open the lesson plan',
    },
  ]
}
