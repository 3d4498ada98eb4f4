import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'

export default class AdminHomeController {
  async show({ inertia }: HttpContext) {
    const [counts] = await db.rawQuery<any>(
      `select
         (select count(*) from users where deleted_at is null) as users,
         (select count(*) from users where deleted_at is null and email_verified_at is not null) as verified_users,
         (select count(*) from users where deleted_at is null and onboarded_at is not null) as onboarded_users,
         (select count(distinct user_id) from user_roles where deleted_at is null and role like 'admin:%') as staff`
    ).then((result: any) => (Array.isArray(result) ? result : result.rows))
    return inertia.render('admin/home', {
      counts: {
        users: Number(counts.users),
        verifiedUsers: Number(counts.verified_users),
        onboardedUsers: Number(counts.onboarded_users),
        staff: Number(counts.staff),
      },
    })
  }
}
