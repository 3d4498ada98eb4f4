import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { SoftDeletes } from '#app/support/soft_deletes'
import { jsonColumn } from '#app/support/json_column'

import { SCHEDULE_TYPES, type ScheduleType } from '../schedule.js'
import type { SeriesTemplateKind } from '../template_kinds.js'

export { SCHEDULE_TYPES, type ScheduleType }

/** SQLite answers booleans as 0/1; models expose real booleans. */
const toBoolean = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true'

/* spec 001 §3.3 series_template; program_* fields are written by programs:sync. */
export default class SeriesTemplate extends compose(BaseModel, SoftDeletes) {
  static table = 'series_templates'

  @column({ isPrimary: true }) declare id: number
  @column() declare slug: string
  @column() declare title: string
  @column() declare externalDescription: string
  @column() declare description: string
  @column() declare curriculum: string
  @column() declare curriculumUrl: string | null
  @column() declare attendancePolicy: string
  @column() declare scheduleType: ScheduleType
  @column() declare sessionsPerWeek: number
  @column() declare weeks: number
  @column() declare sessionMinutes: number
  @jsonColumn<unknown[]>([]) declare questionnaire: unknown[]
  @column() declare maxLearners: number
  @column({ consume: toBoolean }) declare allowCohosts: boolean
  @column() declare userId: number | null
  @column() declare courseId: number | null
  @column() declare worldId: number
  @column() declare topicId: number | null
  @column({ consume: toBoolean }) declare active: boolean
  @column({ consume: toBoolean }) declare enabled: boolean
  @column() declare gatingGroup: string | null
  @column.dateTime() declare minimumStartDate: DateTime | null
  @column() declare maxRegistrationsPerLearner: number | null
  @column() declare maxActiveSeriesPerTutor: number | null
  @column() declare programSlug: string | null
  @column() declare programIteration: string | null
  @column() declare offeringSlug: string | null
  /** standard or skills-builder (template_kinds.ts). */
  @column() declare kind: SeriesTemplateKind
  @column.dateTime() declare tutorRegistrationOpensAt: DateTime | null
  @column.dateTime() declare learnerRegistrationOpensAt: DateTime | null
  @column.dateTime() declare learnerDeadlineAt: DateTime | null
  @column.dateTime() declare startsAt: DateTime | null
  @column.dateTime() declare endsAt: DateTime | null
  @jsonColumn<Record<string, unknown>>({}) declare details: Record<string, unknown>
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}
