import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { queryCounter } from '#tests/helpers/query_count'
import { makeLearner, makeUser } from '#tests/helpers/users'
import { lastOutboxEventId, outboxSettled } from '#tests/helpers/wait'
import { flagContent } from '../../index.js'
import { moderationQueue, QUEUE_PER_PAGE } from '../../queries/moderation_queue.js'

/*
 * No N+1 in the Moderation queue: the same number of queries (at most 5: count, page, report
 * counts, people's names, the content types for the filter) for a page of 3 flags and a full
 * page of flags from different reporters on different subjects, some reviewed. Counted from
 * Lucid's db:query events (tests/helpers/query_count).
 */
async function fill(type: string, howMany: number) {
  const staff = await makeUser({ roles: ['approved', 'admin:basic', 'admin:safety'] })
  for (let index = 0; index < howMany; index++) {
    const reporter = await makeLearner()
    await db.transaction(async (trx) => {
      const { id } = await flagContent({ subject: { type, id: index + 1 }, reporterId: reporter.id, category: index % 2 ? 'spam' : 'hateful-content', details: null, content: `#${index}`, link: '/x' }, { client: trx })
      if (index % 3 === 0) await trx.from('content_flags').where('id', id).update({ status: 'dismissed', reviewer_id: staff.id })
    })
  }
}

test.group('Moderation queue queries (no N+1)', (group) => {
  const { measure } = queryCounter(group)
  const queriesFor = (type: string, status: 'open' | 'dismissed') =>
    measure(() => moderationQueue({ status, severity: null, type, page: 1 }))

  test('the same count for 3 and for a full page of flags; at most 5', async ({ assert }) => {
    const before = await lastOutboxEventId()
    await fill('test_queue_small', 3)
    await fill('test_queue_large', QUEUE_PER_PAGE * 2)
    // With Redis the flags' content.flagged handlers run on the in-process worker: let them
    // finish, or their queries land in the counts.
    await outboxSettled(before)
    const figures = {
      smallOpen: await queriesFor('test_queue_small', 'open'),
      largeOpen: await queriesFor('test_queue_large', 'open'),
      smallClosed: await queriesFor('test_queue_small', 'dismissed'),
      largeClosed: await queriesFor('test_queue_large', 'dismissed'),
    }
    assert.equal(figures.largeOpen, figures.smallOpen, JSON.stringify(figures))
    assert.equal(figures.largeClosed, figures.smallClosed, JSON.stringify(figures))
    assert.isAtMost(figures.largeOpen, 5, JSON.stringify(figures))
  }).timeout(60_000)
})
