import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { hooks } from '#kernel/hooks'
import { pinProgramClock } from '#kernel/programs/clock'
import { eventually } from '#tests/helpers/wait'
import { makeUser, resetRateLimits } from '#tests/helpers/users'
import { openProgramSeries } from '#tests/helpers/program_series'
import { makeSession } from '#modules/tutoring/tests/factories'
import { awardCampBadges, campBadgeOf } from '../../badges.js'

/* Camp badges (issue 17 §3; spec 002 §9 one-off badges "summer camps 2022 to 2025", and later camps). */
const badgesOf = async (userId: number) => (await db.from('user_badges').where('user_id', userId).select('badge')).map((row) => row.badge as string)

async function campSession(iteration: string) {
  const { seriesId } = await openProgramSeries('summer-camp', { iteration })
  const session = await db.from('tutoring_sessions').where('series_id', seriesId).orderBy('start_date').select('id').first()
  const host = await db.from('session_hosts').where('session_id', session.id).select('user_id').first()
  return { sessionId: Number(session.id), hostId: Number(host.user_id) }
}

test.group('Summer camp badges', (group) => {
  group.each.setup(() => resetRateLimits())
  group.each.teardown(() => pinProgramClock(null))

  test('a camp year has its badge; other keys have none', ({ assert }) => {
    assert.equal(campBadgeOf('2025'), 'summer_camp_2025')
    assert.equal(campBadgeOf('2026'), 'summer_camp_2026')
    assert.isNull(campBadgeOf('2031'))
    assert.isNull(campBadgeOf(null))
  })

  test('confirmed attendance at a camp session gives the present learners and the hosts that camp’s badge, once', async ({ assert }) => {
    const { sessionId, hostId } = await campSession('2026')
    const [present, absent] = await Promise.all([makeUser(), makeUser()])
    await db.transaction((trx) =>
      hooks.emit('session.attendance.confirmed', { sessionId, confirmedByUserId: hostId, presentUserIds: [present.id], hostUserIds: [hostId] }, { client: trx })
    )
    await eventually(async () => (await badgesOf(present.id)).includes('summer_camp_2026'), 'the camper’s badge')
    await eventually(async () => (await badgesOf(hostId)).includes('summer_camp_2026'), 'the host’s badge')
    assert.deepEqual(await badgesOf(absent.id), [])
    assert.equal(await awardCampBadges(sessionId, [present.id, hostId]), 0, 'a repeat awards nothing')
  }).timeout(60_000)

  test('a session outside the camp awards no badge', async ({ assert }) => {
    const { session, host } = await makeSession({ startInMinutes: -120 })
    const learner = await makeUser()
    assert.equal(await awardCampBadges(session.id, [learner.id, host.id]), 0)
    assert.deepEqual(await badgesOf(learner.id), [])
  })
})
