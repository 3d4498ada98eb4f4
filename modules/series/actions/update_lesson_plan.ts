import db from '@adonisjs/lucid/services/db'
import type { RichTextContent } from '#modules/rich_text/index'
import Series from '../models/series.js'
import SeriesRegistration from '../models/series_registration.js'

/*
 * Lesson plans (spec 001 §3.3 series.group_lesson_plan, series_registration.lesson_plan; spec 000
 * §2.2 /series/{id}/lesson-plan). Who may write is SeriesPolicy.editLessonPlan, asked by the
 * controller; the document was checked by the shared rich text rule.
 */

/** The group lesson plan of a series. */
export async function updateGroupLessonPlan(seriesId: number, plan: RichTextContent): Promise<void> {
  await db.transaction(async (trx) => {
    const series = await Series.query({ client: trx }).where('id', seriesId).firstOrFail()
    series.groupLessonPlan = plan
    await series.save()
  })
}

/**
 * One learner's plan. Only a current (not withdrawn) registration of this series takes one:
 * false when there is none.
 */
export async function updateLearnerLessonPlan(seriesId: number, registrationId: number, plan: RichTextContent): Promise<boolean> {
  return db.transaction(async (trx) => {
    const registration = await SeriesRegistration.query({ client: trx }).where('id', registrationId).where('series_id', seriesId).whereNull('withdrawn_at').first()
    if (!registration) return false
    registration.lessonPlan = plan
    await registration.save()
    return true
  })
}
