import db from '@adonisjs/lucid/services/db'
import { Series } from '#modules/series/index'
import { TutoringSession } from '#modules/tutoring/index'
import type Assessment from '../models/assessment.js'
import SeriesAssessment from '../models/series_assessment.js'
import AssessmentSession from '../models/assessment_session.js'
import SeriesTemplateAssessment from '../models/series_template_assessment.js'
import AssessmentSubmission from '../models/assessment_submission.js'

/*
 * A target: where an assessment is given, a series or a session, with its release row (null while a
 * template link has not been released yet).
 *
 * Decision (issue 21 §4 "every series from the template gets it"): series template links are read at
 * read time, not copied by an event: a series hosted from a template that links an assessment is
 * linked to it, also series hosted before the link was made; its series_assessment row is written
 * when a host first releases it.
 */
export const TARGET_KINDS = ['series', 'session'] as const
export type TargetKind = (typeof TARGET_KINDS)[number]

export type Target = {
  assessment: Assessment
  kind: TargetKind
  targetId: number
  title: string
  /** The series of a session target (its series registrants may take it too), or the series itself. */
  seriesId: number | null
  release: SeriesAssessment | AssessmentSession | null
  /** A series hosted from a template that links the assessment (set by targetsOf only). */
  viaTemplate?: boolean
}

export const isTargetKind = (value: unknown): value is TargetKind => (TARGET_KINDS as readonly unknown[]).includes(value)

export async function templateLinked(assessmentId: number, templateId: number | null) {
  if (!templateId) return false
  return (await SeriesTemplateAssessment.query().where('series_template_id', templateId).where('assessment_id', assessmentId).first()) !== null
}

/** The target if the assessment is linked to it (directly, or through the series' template); else null. */
export async function findTarget(assessment: Assessment, kind: TargetKind, targetId: number): Promise<Target | null> {
  if (kind === 'series') {
    const series = await Series.find(targetId)
    if (!series) return null
    const release = await SeriesAssessment.query().where('assessment_id', assessment.id).where('series_id', series.id).first()
    if (!release && !(await templateLinked(assessment.id, series.seriesTemplateId))) return null
    return { assessment, kind, targetId: series.id, title: series.title, seriesId: series.id, release }
  }
  const session = await TutoringSession.find(targetId)
  if (!session) return null
  const release = await AssessmentSession.query().where('assessment_id', assessment.id).where('session_id', session.id).first()
  if (!release) return null
  return { assessment, kind, targetId: session.id, title: session.title, seriesId: session.seriesId, release }
}

/** Every target of an assessment (direct links, then series hosted from its templates), newest first. */
export async function targetsOf(assessment: Assessment): Promise<Target[]> {
  const seriesRows = await SeriesAssessment.query().where('assessment_id', assessment.id).orderBy('id', 'desc')
  const sessionRows = await AssessmentSession.query().where('assessment_id', assessment.id).orderBy('id', 'desc')
  const templateLinks = await SeriesTemplateAssessment.query().where('assessment_id', assessment.id)
  const templateIds = templateLinks.map((row) => row.seriesTemplateId)
  const linkedSeriesIds = new Set(seriesRows.map((row) => row.seriesId))
  const fromTemplates = templateIds.length ? await Series.query().whereIn('series_template_id', templateIds).orderBy('id', 'desc').limit(200) : []
  const viaTemplate = fromTemplates.filter((series) => !linkedSeriesIds.has(series.id))
  const linkedSeries = await Series.query().whereIn('id', [...linkedSeriesIds])
  const seriesById = new Map(linkedSeries.map((series) => [series.id, series]))
  const linkedSessions = await TutoringSession.query().whereIn('id', sessionRows.map((row) => row.sessionId))
  const sessionsById = new Map(linkedSessions.map((session) => [session.id, session]))
  const targets: Target[] = []
  for (const row of seriesRows) {
    const series = seriesById.get(row.seriesId)
    if (series) targets.push({ assessment, kind: 'series', targetId: series.id, title: series.title, seriesId: series.id, release: row, viaTemplate: series.seriesTemplateId !== null && templateIds.includes(series.seriesTemplateId) })
  }
  for (const series of viaTemplate) targets.push({ assessment, kind: 'series', targetId: series.id, title: series.title, seriesId: series.id, release: null, viaTemplate: true })
  for (const row of sessionRows) {
    const session = sessionsById.get(row.sessionId)
    if (session) targets.push({ assessment, kind: 'session', targetId: session.id, title: session.title, seriesId: session.seriesId, release: row })
  }
  return targets
}

/** The learner's submission for this release, or null. */
export async function submissionOf(target: Target, userId: number) {
  if (!target.release) return null
  const column = target.kind === 'series' ? 'series_assessment_id' : 'assessment_session_id'
  return AssessmentSubmission.query().where(column, target.release.id).where('user_id', userId).first()
}

/** Every submission for this release, oldest first. */
export async function submissionsFor(target: Target) {
  if (!target.release) return []
  const column = target.kind === 'series' ? 'series_assessment_id' : 'assessment_session_id'
  return AssessmentSubmission.query().where(column, target.release.id).orderBy('created_at').orderBy('id')
}

/** Links (series, session, template) and submissions per assessment, for the admin list. */
export async function usageCounts(ids: number[]) {
  const counts = new Map<number, { links: number; submissions: number }>(ids.map((id) => [id, { links: 0, submissions: 0 }]))
  if (ids.length === 0) return counts
  for (const table of ['series_assessments', 'assessment_sessions', 'series_template_assessments']) {
    const rows = await db.from(table).whereIn('assessment_id', ids).groupBy('assessment_id').select('assessment_id').count('* as total')
    for (const row of rows) counts.get(Number(row.assessment_id))!.links += Number(row.total)
  }
  const submissions = await db.from('assessment_submissions').whereIn('assessment_id', ids).groupBy('assessment_id').select('assessment_id').count('* as total')
  for (const row of submissions) counts.get(Number(row.assessment_id))!.submissions = Number(row.total)
  return counts
}
