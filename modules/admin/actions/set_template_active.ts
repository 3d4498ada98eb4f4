import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { SeriesTemplate } from '#modules/series/index'
import { affectedRows, sqlTime } from '#app/support/database/values'
import { recordAudit } from './record_audit.js'

/** Activates or deactivates a template; false when it already was. */
export async function setTemplateActive(actor: { id: number }, templateId: number, active: boolean) {
  return db.transaction(async (trx) => {
    const affected = await trx
      .from(SeriesTemplate.table)
      .where('id', templateId)
      .whereNull('deleted_at')
      .where('active', !active)
      .update({ active, updated_at: sqlTime(DateTime.utc()) })
    if (affectedRows(affected) === 0) return false
    await recordAudit(trx, {
      actorUserId: actor.id,
      action: active ? 'template.activated' : 'template.deactivated',
      subjectType: 'series_template',
      subjectId: templateId,
    })
    return true
  })
}
