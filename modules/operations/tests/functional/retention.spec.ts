import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { hooks } from '#kernel/hooks'
import { makeUser } from '#tests/helpers/users'
import { runRetention } from '../../retention/run_retention.js'

/*
 * Issue 20 §4: each rule removes exactly the rows past its policy — seeded old and fresh rows side
 * by side — the dry run changes nothing, and a second run finds nothing left.
 */
const ago = (days: number) => sqlTime(DateTime.utc().minus({ days }))

async function seed() {
  const deletedLongAgo = await makeUser()
  await db.from('users').where('id', deletedLongAgo.id).update({ deleted_at: ago(31), phone_number: `+1555${deletedLongAgo.id}`.slice(0, 16) })
  // Session rows as the session library writes them: expires_at from a Date.
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000)
  await db.table('sessions').insert({ id: `retention-${deletedLongAgo.id}`, user_id: String(deletedLongAgo.id), data: '{}', expires_at: inDays(10) })
  const deletedRecently = await makeUser()
  await db.from('users').where('id', deletedRecently.id).update({ deleted_at: ago(29) })
  const unverifiedOld = await makeUser({ verified: false, onboarded: false })
  await db.from('users').where('id', unverifiedOld.id).update({ created_at: ago(31) })
  const unverifiedWithRole = await makeUser({ verified: false, onboarded: false, roles: ['tutor'] })
  await db.from('users').where('id', unverifiedWithRole.id).update({ created_at: ago(31) })
  const verifiedOld = await makeUser()
  await db.from('users').where('id', verifiedOld.id).update({ created_at: ago(400) })

  const codeOwner = await makeUser()
  const freshCodeOwner = await makeUser()
  await db.table('phone_verifications').multiInsert([
    { user_id: codeOwner.id, phone_number: '+15550000001', code_hash: 'x'.repeat(64), attempts: 0, expires_at: ago(2), created_at: ago(2) },
    { user_id: freshCodeOwner.id, phone_number: '+15550000002', code_hash: 'y'.repeat(64), attempts: 0, expires_at: ago(-1), created_at: ago(0) },
  ])
  const marker = `${Date.now()}`
  await db.table('sessions').multiInsert([
    { id: `expired-${marker}`, user_id: null, data: '{}', expires_at: inDays(-1) },
    { id: `live-${marker}`, user_id: null, data: '{}', expires_at: inDays(14) },
  ])
  await db.table('rate_limits').multiInsert([
    { key: `expired-${marker}`, points: 3, expire: Date.now() - 60_000 },
    { key: `live-${marker}`, points: 3, expire: Date.now() + 60_000 },
  ])
  await db.table('mail_deliveries').multiInsert([
    { idempotency_key: `old-${marker}`, recipient: 'old@example.org', subject: 'Old', created_at: ago(91) },
    { idempotency_key: `new-${marker}`, recipient: 'new@example.org', subject: 'New', created_at: ago(10) },
  ])
  return { deletedLongAgo, deletedRecently, unverifiedOld, unverifiedWithRole, verifiedOld, codeOwner, freshCodeOwner, marker }
}

const userRow = (id: number) => db.from('users').where('id', id).first()

test.group('Retention of personal data (issue 20 §4)', () => {
  test('every module registers its rules with the policy words the README table shows', ({ assert }) => {
    const keys = hooks.retentionRules().map((rule) => rule.key)
    assert.includeMembers(keys, [
      'identity.deleted-accounts',
      'identity.unverified-signups',
      'identity.expired-phone-codes',
      'uploads.abandoned-and-orphaned',
      'platform.expired-sessions',
      'platform.expired-rate-limits',
      'platform.mail-recipients',
    ])
    for (const rule of hooks.retentionRules()) {
      assert.isAbove(rule.what.length, 10)
      assert.isAbove(rule.after.length, 5)
      assert.isAbove(rule.why.length, 10)
    }
  })

  test('the dry run counts what is due and changes nothing', async ({ assert }) => {
    const seeded = await seed()
    const lines = await runRetention({ dryRun: true })
    const due = Object.fromEntries(lines.map((line) => [line.key, line.due]))
    assert.isAtLeast(due['identity.deleted-accounts'], 1)
    assert.isAtLeast(due['identity.unverified-signups'], 1)
    assert.isAtLeast(due['platform.mail-recipients'], 1)
    assert.isTrue(lines.every((line) => line.purged === 0 && !line.error))
    assert.isNull((await userRow(seeded.deletedLongAgo.id)).personal_data_deleted_at)
    assert.exists(await db.from('sessions').where('id', `expired-${seeded.marker}`).first())
  })

  test('a run removes exactly what is past its policy, and a second run finds nothing', async ({ assert }) => {
    const seeded = await seed()
    const lines = await runRetention()
    assert.isTrue(lines.every((line) => !line.error), JSON.stringify(lines.filter((line) => line.error)))

    const purged = await userRow(seeded.deletedLongAgo.id)
    assert.equal(purged.email, `deleted-${seeded.deletedLongAgo.id}@deleted.invalid`)
    assert.equal(purged.username, `deleted-${seeded.deletedLongAgo.id}`)
    assert.equal(purged.name, 'Deleted account')
    assert.isNull(purged.date_of_birth)
    assert.isNull(purged.phone_number)
    assert.isNotNull(purged.personal_data_deleted_at)
    assert.notExists(await db.from('sessions').where('id', `retention-${seeded.deletedLongAgo.id}`).first())

    const unverified = await userRow(seeded.unverifiedOld.id)
    assert.isNotNull(unverified.deleted_at)
    assert.equal(unverified.name, 'Deleted account')

    for (const kept of [seeded.deletedRecently, seeded.unverifiedWithRole, seeded.verifiedOld]) {
      const row = await userRow(kept.id)
      assert.equal(row.email, kept.email)
      assert.isNull(row.personal_data_deleted_at)
    }

    assert.notExists(await db.from('phone_verifications').where('user_id', seeded.codeOwner.id).first())
    assert.exists(await db.from('phone_verifications').where('user_id', seeded.freshCodeOwner.id).first())
    assert.notExists(await db.from('sessions').where('id', `expired-${seeded.marker}`).first())
    assert.exists(await db.from('sessions').where('id', `live-${seeded.marker}`).first())
    assert.notExists(await db.from('rate_limits').where('key', `expired-${seeded.marker}`).first())
    assert.exists(await db.from('rate_limits').where('key', `live-${seeded.marker}`).first())
    const mails = await db.from('mail_deliveries').whereIn('idempotency_key', [`old-${seeded.marker}`, `new-${seeded.marker}`]).orderBy('idempotency_key', 'desc')
    assert.deepEqual(
      mails.map((mail: { recipient: string }) => mail.recipient),
      ['purged', 'new@example.org']
    )

    const again = await runRetention()
    for (const key of ['identity.deleted-accounts', 'identity.unverified-signups', 'identity.expired-phone-codes', 'platform.mail-recipients']) {
      assert.equal(again.find((line) => line.key === key)!.purged, 0, key)
    }
  })
})
