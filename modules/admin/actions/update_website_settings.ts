import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import WebsiteSetting from '../models/website_setting.js'
import { getWebsiteSettings, type WebsiteSettingKey, type WebsiteSettings } from '../website_settings.js'
import { recordAudit } from './record_audit.js'

/**
 * Saves website settings (spec 001 §3.5). Each key that changed is written (insert or update of
 * its row) with one audit event holding the value before and after; unchanged keys are left
 * alone. All in one transaction. Returns the keys that changed.
 */
export async function updateWebsiteSettings(actor: { id: number }, values: Partial<WebsiteSettings>) {
  return db.transaction(async (trx) => {
    const keys = Object.keys(values) as WebsiteSettingKey[]
    const before = await getWebsiteSettings(keys, { client: trx })
    const changed: WebsiteSettingKey[] = []
    for (const key of keys) {
      const next = values[key]
      if (JSON.stringify(before[key]) === JSON.stringify(next)) continue
      // An upsert: two staff saving a key for the first time at once do not collide.
      const now = sqlTime(DateTime.utc())
      await trx
        .knexQuery()
        .table(WebsiteSetting.table)
        .insert({ key, value: JSON.stringify(next), updated_by_user_id: actor.id, created_at: now, updated_at: now })
        .onConflict('key')
        .merge(['value', 'updated_by_user_id', 'updated_at'])
      await recordAudit(trx, {
        actorUserId: actor.id,
        action: 'setting.updated',
        subjectType: 'website_setting',
        subjectId: key,
        details: { from: before[key], to: next },
      })
      changed.push(key)
    }
    return changed
  })
}
