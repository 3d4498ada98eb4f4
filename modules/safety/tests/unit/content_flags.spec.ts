import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeLearner, makeUser } from '#tests/helpers/users'
import { ContentFlag, flagContent, openFlagsFor, reviewContentFlag } from '../../index.js'
import { OFFERED_REPORT_REASONS, REPORT_REASONS, severityOf, type ReportReason } from '../../shared/index.js'

/*
 * Content flags (spec 001 §3.4 content_flag; spec 002 §9 report reasons and severities): one open
 * flag per reporter and subject, events recorded with the write, a review closes the subject's
 * open flags once.
 */
const TYPE = 'test_flag_thing'
let nextSubject = 1
const subject = () => ({ type: TYPE, id: nextSubject++ })

const outboxRows = (event: string, flagId: number) =>
  db.from('hook_outbox_events').where('event', event).whereLike('payload', `%"flagId":${flagId},%`).count('* as total').first()

function report(ref: { type: string; id: number }, reporterId: number, category: ReportReason = 'spam', details: string | null = null) {
  return db.transaction((trx) => flagContent({ subject: ref, reporterId, category, details, content: 'A snapshot', link: '/somewhere' }, { client: trx }))
}

test.group('Report reasons (spec 002 §9)', () => {
  test('the six named reasons are high severity', ({ assert }) => {
    const named: ReportReason[] = [
      'threatening-violence',
      'severely-crude-or-inappropriate-behavior',
      'overly-personal-content',
      'suicide-or-self-harm',
      'suspicious-interactions-with-minor',
      'background-check-failed',
    ]
    for (const reason of named) assert.equal(severityOf(reason), 'high', reason)
    assert.sameMembers(
      REPORT_REASONS.filter((reason) => reason.severity === 'high').map((reason) => reason.value),
      named
    )
  })

  test('every reason has one severity of low, medium or high; reporters are not offered background-check-failed', ({ assert }) => {
    for (const reason of REPORT_REASONS) assert.include(['low', 'medium', 'high'], reason.severity)
    assert.equal(new Set(REPORT_REASONS.map((reason) => reason.value)).size, REPORT_REASONS.length)
    assert.notInclude(
      OFFERED_REPORT_REASONS.map((reason) => reason.value),
      'background-check-failed'
    )
    assert.lengthOf(OFFERED_REPORT_REASONS, REPORT_REASONS.length - 1)
  })
})

test.group('flagContent (spec 001 §3.4 content_flag)', () => {
  test('stores the flag with the severity of its reason and records content.flagged with it', async ({ assert }) => {
    const reporter = await makeLearner()
    const ref = subject()
    const result = await report(ref, reporter.id, 'threatening-violence', 'They said they would hurt someone')
    assert.deepEqual(result, { id: result.id, severity: 'high', created: true })
    const flag = await ContentFlag.findOrFail(result.id)
    assert.include(flag.$attributes, {
      contentType: TYPE,
      subjectId: ref.id,
      category: 'threatening-violence',
      severity: 'high',
      status: 'open',
      userId: reporter.id,
      details: 'They said they would hurt someone',
      content: 'A snapshot',
      link: '/somewhere',
    })
    const row = await db.from('hook_outbox_events').where('event', 'content.flagged').orderBy('id', 'desc').first()
    assert.deepEqual(JSON.parse(row.payload), { flagId: result.id, subjectType: TYPE, subjectId: ref.id, severity: 'high' })
  })

  test('a repeat report by the same reporter answers the same open flag and emits nothing more', async ({ assert }) => {
    const reporter = await makeLearner()
    const ref = subject()
    const first = await report(ref, reporter.id, 'spam')
    const again = await report(ref, reporter.id, 'hateful-content')
    assert.deepEqual(again, { id: first.id, severity: 'low', created: false })
    assert.equal(Number((await outboxRows('content.flagged', first.id))!.total), 1)
    assert.equal(Number((await ContentFlag.query().where('subject_id', ref.id).where('content_type', TYPE).count('* as total'))[0].$extras.total), 1)
  })

  test('concurrent first reports by one reporter make one flag', async ({ assert }) => {
    const reporter = await makeLearner()
    const ref = subject()
    const results = await Promise.all([report(ref, reporter.id), report(ref, reporter.id), report(ref, reporter.id)])
    assert.equal(new Set(results.map((result) => result.id)).size, 1)
    assert.equal(results.filter((result) => result.created).length, 1)
  })

  test('another reporter makes another flag; after a review the same reporter may report again', async ({ assert }) => {
    const [first, second, staff] = await Promise.all([makeLearner(), makeLearner(), makeUser({ roles: ['approved', 'admin:basic', 'admin:safety'] })])
    const ref = subject()
    const a = await report(ref, first.id)
    const b = await report(ref, second.id)
    assert.notEqual(a.id, b.id)
    await db.transaction((trx) => reviewContentFlag(a.id, { outcome: 'dismissed', reviewerId: staff.id, note: null }, { client: trx }))
    const again = await report(ref, first.id)
    assert.isTrue(again.created)
    assert.notEqual(again.id, a.id)
  })

  test('nothing is stored when the caller’s transaction rolls back', async ({ assert }) => {
    const reporter = await makeLearner()
    const ref = subject()
    await assert.rejects(() =>
      db.transaction(async (trx) => {
        await flagContent({ subject: ref, reporterId: reporter.id, category: 'spam', details: null, content: 'x', link: '/x' }, { client: trx })
        throw new Error('rolled back')
      })
    )
    assert.isNull(await ContentFlag.query().where('content_type', TYPE).where('subject_id', ref.id).first())
  })
})

test.group('openFlagsFor', () => {
  test('open flags by subject, high severity first then oldest, with the reporter’s display name only', async ({ assert }) => {
    const [a, b, c, staff] = await Promise.all([makeLearner(), makeLearner(), makeLearner(), makeUser({ roles: ['approved', 'admin:basic', 'admin:safety'] })])
    const one = subject()
    const two = subject()
    const closed = subject()
    const low = await report(one, a.id, 'spam')
    const high = await report(one, b.id, 'overly-personal-content', 'Asked for my address')
    const medium = await report(one, c.id, 'bullying-or-harassment')
    const other = await report(two, a.id, 'off-topic')
    const reviewedFlag = await report(closed, a.id, 'spam')
    await db.transaction((trx) => reviewContentFlag(reviewedFlag.id, { outcome: 'upheld', reviewerId: staff.id, note: null }, { client: trx }))

    const map = await openFlagsFor(TYPE, [one.id, two.id, closed.id, 999_999])
    assert.deepEqual(
      map.get(one.id)!.map((flag) => flag.id),
      [high.id, medium.id, low.id]
    )
    assert.deepEqual(
      map.get(two.id)!.map((flag) => flag.id),
      [other.id]
    )
    assert.isFalse(map.has(closed.id))
    assert.isFalse(map.has(999_999))
    const summary = map.get(one.id)![0]
    assert.deepEqual(Object.keys(summary).sort(), ['category', 'createdAt', 'details', 'id', 'reporterName', 'severity'])
    assert.equal(summary.reporterName, b.displayName)
    assert.equal(summary.details, 'Asked for my address')
    assert.deepEqual(await openFlagsFor(TYPE, []), new Map())
  })
})

test.group('reviewContentFlag', () => {
  test('closes every open flag on the subject with the outcome, once, and records one event per flag', async ({ assert }) => {
    const [a, b, staff] = await Promise.all([makeLearner(), makeLearner(), makeUser({ roles: ['approved', 'admin:basic', 'admin:safety'] })])
    const ref = subject()
    const other = subject()
    const first = await report(ref, a.id)
    const second = await report(ref, b.id, 'suicide-or-self-harm')
    const elsewhere = await report(other, a.id)

    const done = await db.transaction((trx) => reviewContentFlag(first.id, { outcome: 'upheld', reviewerId: staff.id, note: 'Removed' }, { client: trx }))
    assert.isTrue(done)
    for (const id of [first.id, second.id]) {
      const flag = await ContentFlag.findOrFail(id)
      assert.equal(flag.status, 'upheld')
      assert.equal(flag.reviewerId, staff.id)
      assert.equal(flag.reviewNote, 'Removed')
      assert.isNotNull(flag.reviewedAt)
      const row = await db.from('hook_outbox_events').where('event', 'content.flag.reviewed').whereLike('payload', `%"flagId":${id},%`).first()
      assert.deepEqual(JSON.parse(row.payload), { flagId: id, subjectType: TYPE, subjectId: ref.id, outcome: 'upheld', reviewerId: staff.id })
    }
    assert.equal((await ContentFlag.findOrFail(elsewhere.id)).status, 'open')

    const again = await db.transaction((trx) => reviewContentFlag(second.id, { outcome: 'dismissed', reviewerId: staff.id, note: null }, { client: trx }))
    assert.isFalse(again)
    assert.equal((await ContentFlag.findOrFail(second.id)).status, 'upheld')
    assert.equal(Number((await outboxRows('content.flag.reviewed', second.id))!.total), 1)
    assert.isFalse(await db.transaction((trx) => reviewContentFlag(999_999, { outcome: 'dismissed', reviewerId: staff.id, note: null }, { client: trx })))
  })
})
