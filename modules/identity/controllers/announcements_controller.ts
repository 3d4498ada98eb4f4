import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type User from '../models/user.js'

export default class AnnouncementsController {
  /** Dismissal is stored per user and banner (spec 000 §2.6); dismissing twice is harmless. */
  async dismiss({ params, auth, response }: HttpContext) {
    const id = Number(params.id)
    const announcement = Number.isSafeInteger(id) ? await db.from('announcements').where('id', id).whereNull('deleted_at').first() : null
    if (!announcement) return response.notFound({ message: 'No such announcement' })
    await db
      .table('announcement_dismissals')
      .insert({ user_id: (auth.user as User).id, announcement_id: id, created_at: DateTime.utc().toSQL({ includeOffset: false }) })
      .onConflict(['user_id', 'announcement_id'])
      .ignore()
    return response.redirect().back()
  }
}
