import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '../../models/user.js'
import { assignRole } from '../../actions/assign_role.js'
import type { Role } from '../../roles.js'

/*
 * Demo accounts, listed in the README. Only for local and demo databases: bin/start seeds once.
 */
export const DEMO_USERS: Array<{ username: string; name: string; email: string; password: string; birth: string; roles: Role[] }> = [
  { username: 'demo_learner', name: 'Lena Learner', email: 'learner@demo.peerhaven.local', password: 'learner-demo-pass', birth: '2010-04-12', roles: ['approved'] },
  { username: 'demo_tutor', name: 'Theo Tutor', email: 'tutor@demo.peerhaven.local', password: 'tutor-demo-pass', birth: '2006-09-03', roles: ['tutor'] },
  { username: 'demo_safety', name: 'Sam Safety', email: 'safety@demo.peerhaven.local', password: 'safety-demo-pass', birth: '1990-01-20', roles: ['admin:basic', 'admin:safety'] },
  { username: 'demo_admin', name: 'Ada Admin', email: 'admin@demo.peerhaven.local', password: 'admin-demo-pass', birth: '1985-06-30', roles: ['admin:basic', 'admin:super'] },
]

export async function seedDemoUsers() {
  for (const demo of DEMO_USERS) {
    const existing = await User.findBy('username', demo.username)
    if (existing) continue
    await db.transaction(async (trx) => {
      const user = await User.create(
        {
          username: demo.username,
          name: demo.name,
          email: demo.email,
          password: demo.password,
          dateOfBirth: DateTime.fromISO(demo.birth, { zone: 'utc' }),
          emailVerifiedAt: DateTime.utc(),
          onboardedAt: DateTime.utc(),
          timezone: 'America/New_York',
          country: 'US',
          onboardingDetails: { joinReason: demo.roles.includes('tutor') ? 'tutor' : 'tutoring', educationType: 'school', schoolExperience: null, zipcode: null },
          primaryInterest: { type: demo.roles.includes('tutor') ? 'tutor' : 'learn', interest: 'sat', format: 'group-sessions', worldSlug: 'sat', source: 'onboarding' },
        },
        { client: trx }
      )
      for (const role of demo.roles) {
        await assignRole({ userId: user.id, role, byUserId: null, source: 'seed' }, trx)
      }
    })
  }
}
