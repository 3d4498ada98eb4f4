import type { HttpContext } from '@adonisjs/core/http'
import { dismissAnnouncement } from '../actions/dismiss_announcement.js'

export default class AnnouncementsController {
  /** POST /announcements/:id/dismiss (spec 000 §2.6 banners). */
  async dismiss({ params, auth, response }: HttpContext) {
    if (!(await dismissAnnouncement(auth.user!.id, Number(params.id)))) {
      return response.notFound({ message: 'No such announcement' })
    }
    return response.redirect().back()
  }
}
