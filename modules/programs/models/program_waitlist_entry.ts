import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { SoftDeletes } from '#app/support/soft_deletes'

/** A user waiting for a program's registration to open (kernel waitlist, any program). */
export default class ProgramWaitlistEntry extends compose(BaseModel, SoftDeletes) {
  static table = 'program_waitlist_entries'

  @column({ isPrimary: true }) declare id: number
  @column() declare programSlug: string
  @column() declare waitlist: string
  @column() declare userId: number
  /** An iteration key, or 'next' (the next iteration to be announced). */
  @column() declare iteration: string
  @column.dateTime() declare notifiedAt: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime
}
