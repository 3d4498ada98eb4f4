import { BaseTransformer } from '@adonisjs/core/transformers'
import { fromDbDate, parseJsonList } from '#app/support/database/values'
import { rowState, type HoursRow } from '../queries/activities.js'

/** A row of the Volunteer Hours page (staff: the person's name and username, never an e-mail). */
export default class HoursRowTransformer extends BaseTransformer<HoursRow> {
  toObject() {
    const row = this.resource
    return {
      id: Number(row.id),
      type: row.type,
      personName: row.person_name,
      personUsername: row.person_username,
      date: fromDbDate(row.date)?.toISODate() ?? '',
      durationSeconds: Number(row.duration_seconds),
      description: row.description,
      links: parseJsonList(row.links),
      fromSession: row.session_id !== null,
      requestedChanges: row.requested_changes,
      state: rowState(row),
    }
  }
}
