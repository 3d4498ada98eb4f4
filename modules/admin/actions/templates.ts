import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { SeriesTemplate } from '#modules/series/index'
import { isUniqueViolation } from '#app/support/database/errors'
import { recordAudit } from './audit.js'
import { templateFormValues } from '../queries/templates.js'
import { sqlTime } from '#app/support/database/values'

export type TemplateInput = {
  slug: string
  title: string
  description?: string
  externalDescription?: string
  curriculum?: string
  curriculumUrl?: string | null
  attendancePolicy: string
  scheduleType: SeriesTemplate['scheduleType']
  sessionsPerWeek: number
  weeks: number
  sessionMinutes: number
  maxLearners: number
  allowCohosts: boolean
  worldId: number
  courseId?: number | null
  maxRegistrationsPerLearner?: number | null
  maxActiveSeriesPerTutor?: number | null
  gatingGroup?: string | null
}

export class SlugTakenError extends Error {
  constructor() {
    super('This slug is already used by another template.')
  }
}

/** The template columns a staff form writes (program fields are left to programs:sync). */
function columns(input: TemplateInput) {
  return {
    slug: input.slug,
    title: input.title,
    description: input.description ?? '',
    externalDescription: input.externalDescription ?? '',
    curriculum: input.curriculum ?? '',
    curriculumUrl: input.curriculumUrl ?? null,
    attendancePolicy: input.attendancePolicy,
    scheduleType: input.scheduleType,
    sessionsPerWeek: input.sessionsPerWeek,
    weeks: input.weeks,
    sessionMinutes: input.sessionMinutes,
    maxLearners: input.maxLearners,
    allowCohosts: input.allowCohosts,
    worldId: input.worldId,
    courseId: input.courseId ?? null,
    maxRegistrationsPerLearner: input.maxRegistrationsPerLearner ?? null,
    maxActiveSeriesPerTutor: input.maxActiveSeriesPerTutor ?? null,
    gatingGroup: input.gatingGroup ?? null,
  }
}

type Columns = ReturnType<typeof columns>

/** The editable columns as they are now (the form's values without id, active and program). */
function snapshot(template: SeriesTemplate): Columns {
  const values: Partial<ReturnType<typeof templateFormValues>> = { ...templateFormValues(template) }
  delete values.id
  delete values.active
  delete values.program
  return values as Columns
}

async function uniqueSlug<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTakenError()
    throw error
  }
}

/** A new staff template: inactive until staff activate it (decision), owned by its creator. */
export async function createTemplate(actor: { id: number }, input: TemplateInput) {
  return uniqueSlug(() =>
    db.transaction(async (trx) => {
      const template = await SeriesTemplate.create({ ...columns(input), userId: actor.id, active: false, enabled: true }, { client: trx })
      await recordAudit(trx, {
        actorUserId: actor.id,
        action: 'template.created',
        subjectType: 'series_template',
        subjectId: template.id,
        details: { slug: template.slug, title: template.title },
      })
      return template
    })
  )
}

/** Saves a template; the audit event lists the fields that changed (before and after). */
export async function updateTemplate(actor: { id: number }, template: SeriesTemplate, input: TemplateInput) {
  return uniqueSlug(() =>
    db.transaction(async (trx) => {
      const before = snapshot(template)
      const after = columns(input)
      const changes: Record<string, { from: unknown; to: unknown }> = {}
      for (const key of Object.keys(after) as Array<keyof Columns>) {
        if (before[key] !== after[key]) changes[key] = { from: before[key], to: after[key] }
      }
      if (Object.keys(changes).length === 0) return false
      template.useTransaction(trx)
      template.merge(after)
      await template.save()
      await recordAudit(trx, {
        actorUserId: actor.id,
        action: 'template.updated',
        subjectType: 'series_template',
        subjectId: template.id,
        details: { slug: template.slug, changes },
      })
      return true
    })
  )
}

/** Activates or deactivates a template; false when it already was. */
export async function setTemplateActive(actor: { id: number }, templateId: number, active: boolean) {
  return db.transaction(async (trx) => {
    const affected = await trx
      .from(SeriesTemplate.table)
      .where('id', templateId)
      .whereNull('deleted_at')
      .where('active', !active)
      .update({ active, updated_at: sqlTime(DateTime.utc()) })
    const count = Array.isArray(affected) ? affected.length : Number(affected)
    if (count === 0) return false
    await recordAudit(trx, {
      actorUserId: actor.id,
      action: active ? 'template.activated' : 'template.deactivated',
      subjectType: 'series_template',
      subjectId: templateId,
    })
    return true
  })
}
