import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { capturedMail } from '#app/support/mail/log_transport'
import { sendMail, sendMailJob } from '#app/support/mail/send_mail_job'
import { waitForMail } from '#tests/helpers/users'
import MainSeeder from '#database/seeders/main_seeder'
import { User, WORLD_SLUGS } from '#tests/helpers/exports'

test.group('Jobs and mail', () => {
  test('a mail job run twice with the same idempotency key sends once', async ({ assert }) => {
    const message = { idempotencyKey: `test:${Date.now()}`, to: `twice_${Date.now()}@example.org`, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' }
    await sendMail(message)
    await waitForMail(message.to)
    await sendMailJob.handle(message)
    await sendMailJob.handle(message)
    assert.lengthOf(capturedMail.to(message.to), 1)
    const rows = await db.from('mail_deliveries').where('idempotency_key', message.idempotencyKey)
    assert.lengthOf(rows, 1)
  })
})

test.group('Seed (node ace db:seed)', () => {
  test('creates the sixteen worlds and the four demo accounts with their roles, and can run twice', async ({ assert }) => {
    const seeder = new MainSeeder(db.connection())
    await seeder.run()
    await seeder.run()
    const worlds = await db.from('worlds').whereNull('deleted_at').select('slug')
    assert.sameMembers(
      worlds.map((w) => w.slug).filter((slug: string) => WORLD_SLUGS.includes(slug)),
      WORLD_SLUGS
    )
    const expected: Record<string, string[]> = {
      demo_learner: ['approved'],
      demo_tutor: ['tutor', 'approved'],
      demo_safety: ['admin:safety', 'admin:policy'],
      demo_admin: ['admin:super', 'admin:basic', 'admin:safety'],
    }
    for (const [username, roles] of Object.entries(expected)) {
      const user = await User.findByOrFail('username', username)
      const held = await user.roles()
      for (const role of roles) assert.isTrue(held.has(role as any), `${username} has ${role}`)
      assert.isTrue(user.isEmailVerified && user.isOnboarded)
    }
  })
})
