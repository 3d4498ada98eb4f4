import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeLearner, resetRateLimits } from '#tests/helpers/users'
import type { User } from '#modules/identity/index'
import { SessionFeedback } from '#modules/feedback/index'
import { makePastSession } from '#modules/tutoring/tests/factories'
import OneOnOneProfile from '../../models/one_on_one_profile.js'
import { MIN_RATINGS } from '../../queries/ratings.js'
import { makeListedTutor, makeTopicWithWorld } from '../factories.js'

/*
 * /explore/tutors filters by rating and availability (issue 18 §2 "browse tutors by topic,
 * language, availability, rating and certifications"), validated with VineJS (README "Rating" and
 * "Availability").
 */
async function rate(host: User, ratings: string[], type: 'tutor' | 'dialogue' = 'tutor') {
  const { session } = await makePastSession({ host })
  for (const rating of ratings) {
    const learner = await makeLearner()
    await SessionFeedback.create({ sessionId: session.id, userId: learner.id, type, rating, ratingTags: [], comment: null, internalComment: null, nps: null })
  }
}

const listed = async (client: any, qs: Record<string, unknown>, viewer?: User) => {
  let request = client.get('/explore/tutors').qs(qs).withInertia()
  if (viewer) request = request.loginAs(viewer)
  const response = await request
  response.assertStatus(200)
  return response.inertiaProps as any
}
const ids = (props: any) => (props.tutors as { userId: number }[]).map((card) => card.userId)

test.group('Tutors directory: rating and availability filters (issue 18 §2)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('rating: the average of learners’ ratings of the sessions a tutor hosted, from 3 ratings on; dialogue ratings do not count', async ({ client, assert }) => {
    assert.equal(MIN_RATINGS, 3)
    const { topic } = await makeTopicWithWorld()
    const superb = (await makeListedTutor(topic.id)).tutor
    const good = (await makeListedTutor(topic.id)).tutor
    const mixed = (await makeListedTutor(topic.id)).tutor
    const fewRatings = (await makeListedTutor(topic.id)).tutor
    await rate(superb, ['super-helpful', 'super-helpful', 'helpful'])
    await rate(good, ['helpful', 'helpful', 'helpful'])
    await rate(mixed, ['helpful', 'not-helpful', 'not-helpful'])
    await rate(fewRatings, ['super-helpful', 'super-helpful'])
    await rate(fewRatings, ['differing-views', 'differing-views', 'differing-views'], 'dialogue')

    const all = await listed(client, { topic: topic.id })
    const card = (user: User) => all.tutors.find((entry: any) => entry.userId === user.id)
    assert.deepEqual(card(superb).rating, { average: 2.7, count: 3 })
    assert.deepEqual(card(good).rating, { average: 2, count: 3 })
    assert.deepEqual(card(mixed).rating, { average: 1.3, count: 3 })
    assert.isNull(card(fewRatings).rating, 'two ratings are not shown (and dialogue ratings do not count)')

    assert.sameMembers(ids(await listed(client, { topic: topic.id, rating: 'helpful' })), [superb.id, good.id])
    assert.sameMembers(ids(await listed(client, { topic: topic.id, rating: 'super-helpful' })), [superb.id])
  })

  test('availability: a tutor ticks slots in their zone; a learner filters by day and time of day in theirs', async ({ client, assert }) => {
    const { topic } = await makeTopicWithWorld()
    const { tutor } = await makeListedTutor(topic.id)
    const other = (await makeListedTutor(topic.id)).tutor
    await db.from('users').where('id', tutor.id).update({ timezone: 'America/New_York' })
    const saved = await client
      .post('/tutor/one-on-one')
      .json({ bio: 'I love algebra.', languages: ['en'], topicIds: [topic.id], isActive: true, availability: ['mon-evening', 'sat-morning'] })
      .withCsrfToken()
      .withInertia()
      .loginAs(tutor)
      .redirects(0)
    assert.notExists(saved.flashMessages()?.error)
    const profile = await OneOnOneProfile.findByOrFail('user_id', tutor.id)
    assert.sameMembers(profile.availability, ['mon-evening', 'sat-morning'])
    assert.equal(profile.availabilityZone, 'America/New_York')

    const newYorker = await makeLearner()
    await db.from('users').where('id', newYorker.id).update({ timezone: 'America/New_York' })
    const londoner = await makeLearner()
    await db.from('users').where('id', londoner.id).update({ timezone: 'Europe/London' })

    assert.deepEqual(ids(await listed(client, { topic: topic.id, day: 'mon', part: 'evening' }, newYorker)), [tutor.id])
    assert.deepEqual(ids(await listed(client, { topic: topic.id, day: 'sat' }, newYorker)), [tutor.id])
    assert.deepEqual(ids(await listed(client, { topic: topic.id, part: 'afternoon' }, newYorker)), [], 'no afternoon in New York')
    // Saturday 6:00–12:00 in New York is Saturday afternoon in London.
    assert.deepEqual(ids(await listed(client, { topic: topic.id, day: 'sat', part: 'afternoon' }, londoner)), [tutor.id])
    assert.deepEqual(ids(await listed(client, { topic: topic.id, day: 'mon', part: 'evening' }, londoner)), [])

    const seen = await listed(client, { topic: topic.id }, newYorker)
    assert.sameMembers(seen.tutors.find((card: any) => card.userId === tutor.id).availability, ['mon-evening', 'sat-morning'])
    assert.deepEqual(seen.tutors.find((card: any) => card.userId === other.id).availability, [])
    assert.equal(seen.timezone, 'America/New_York')
  })

  test('bad filter values are dropped and named, the others still apply; a bad availability slot is refused and changes nothing', async ({ client, assert }) => {
    const { topic } = await makeTopicWithWorld()
    const spanish = (await makeListedTutor(topic.id, { languages: ['es'] })).tutor
    await makeListedTutor(topic.id, { languages: ['en'] })
    const props = await listed(client, { topic: topic.id, language: 'es', rating: 'great', day: 'funday', part: 'night', page: '0' })
    assert.deepEqual(ids(props), [spanish.id], 'the valid language filter still applies')
    assert.sameMembers(props.ignored, ['rating', 'day', 'part'])
    assert.deepInclude(props.filters, { rating: null, day: null, part: null, language: 'es', page: 1 })

    const refused = await client
      .post('/tutor/one-on-one')
      .json({ bio: 'Changed?', languages: ['en'], topicIds: [topic.id], isActive: true, availability: ['mon-night'] })
      .withCsrfToken()
      .withInertia()
      .loginAs(spanish)
      .redirects(0)
    assert.equal(refused.status(), 302)
    assert.exists((refused.flashMessages()?.inputErrorsBag as Record<string, string> | undefined)?.['availability.0'])
    const profile = await OneOnOneProfile.findByOrFail('user_id', spanish.id)
    assert.equal(profile.bio, 'I love algebra.')
    assert.deepEqual(profile.languages, ['es'])
  })
})
