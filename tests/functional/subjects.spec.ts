import { test } from '@japa/runner'
import { resolveSubject, subjectExists, subjectTypes } from '#kernel/subjects'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'
import { makeSession } from '#modules/tutoring/tests/factories'
import { makeSeries } from '#modules/series/tests/factories'
import { makeTutor, makeUser } from '#tests/helpers/users'

/*
 * `{ type, id }` subject references (issue 8 §4): the owner's resolver answers title and link,
 * and null whenever its own view policy hides the subject (spec 000 §6.4 world visibility), so a
 * moderation queue or a notification never discloses a hidden world, session or series.
 */
test.group('Subject references', () => {
  test('worlds, sessions and series are registered by their owners', ({ assert }) => {
    assert.includeMembers(subjectTypes(), ['series', 'session', 'world'])
  })

  test('a public subject resolves to its title and link for anyone', async ({ assert }) => {
    const world = await makeWorld('public', { title: 'Open world' })
    const { session } = await makeSession({ worldId: world.id, title: 'Open session' })
    const { series } = await makeSeries({ hostId: (await makeTutor()).id, world, title: 'Open series' })
    assert.deepEqual(await resolveSubject({ type: 'world', id: world.id }, null), { type: 'world', id: world.id, title: 'Open world', href: `/w/${world.slug}` })
    assert.deepEqual(await resolveSubject({ type: 'session', id: session.id }, null), { type: 'session', id: session.id, title: 'Open session', href: `/session/${session.id}` })
    assert.deepEqual(await resolveSubject({ type: 'series', id: series.id }, null), { type: 'series', id: series.id, title: 'Open series', href: `/series/${series.id}` })
  })

  test('existence (for retention jobs) ignores visibility and ends with deletion', async ({ assert }) => {
    const world = await makeWorld('membership')
    const { session } = await makeSession({ worldId: world.id })
    const { series } = await makeSeries({ hostId: (await makeTutor()).id, world })
    const refs = [{ type: 'world', id: world.id }, { type: 'session', id: session.id }, { type: 'series', id: series.id }]
    // Hidden from visitors, yet it exists: its attachments are not orphans.
    for (const ref of refs) assert.isTrue(await subjectExists(ref), `${ref.type} exists`)
    // Deletion is soft (spec 001 §3): deleted_at set, default queries exclude the row.
    await series.softDelete()
    await session.softDelete()
    await world.softDelete()
    for (const ref of refs) assert.isFalse(await subjectExists(ref), `${ref.type} deleted`)
    for (const type of ['world', 'session', 'series']) assert.isFalse(await subjectExists({ type, id: 999_999_999 }), `${type} missing`)
  })

  test('a membership world and what is in it resolve for members only', async ({ assert }) => {
    const world = await makeWorld('membership')
    const { session } = await makeSession({ worldId: world.id })
    const { series } = await makeSeries({ hostId: (await makeTutor()).id, world })
    const outsider = await makeUser()
    const member = await makeUser()
    await makeMember(member.id, world.id)
    for (const ref of [{ type: 'world', id: world.id }, { type: 'session', id: session.id }, { type: 'series', id: series.id }]) {
      assert.isNull(await resolveSubject(ref, null), `${ref.type} for a visitor`)
      assert.isNull(await resolveSubject(ref, { id: outsider.id }), `${ref.type} for an outsider`)
      assert.isNotNull(await resolveSubject(ref, { id: member.id }), `${ref.type} for a member`)
    }
  })

  test('unknown types, missing ids and malformed ids resolve to null', async ({ assert }) => {
    assert.isNull(await resolveSubject({ type: 'nothing', id: 1 }, null))
    assert.isNull(await resolveSubject({ type: 'world', id: 2_000_000_000 }, null))
    assert.isNull(await resolveSubject({ type: 'session', id: -3 }, null))
    assert.isNull(await resolveSubject({ type: 'series', id: 1.5 }, null))
  })
})
