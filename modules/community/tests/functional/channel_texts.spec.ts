import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { birthForAge, makeUser, resetRateLimits } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import { capturedSms } from '#modules/notifications/index'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'
import { serializeRichText } from '#modules/rich_text/index'
import type { ApiClient } from '@japa/api-client'
import type { User } from '#modules/identity/index'
import type { World } from '#modules/worlds/index'
import type Channel from '../../models/channel.js'
import { CHANNEL_TEXTS_KEY, textChannelMembers } from '../../channel_texts.js'
import { makeChannel, makePost, text } from '../factories.js'

let nextPhone = 5550404000
async function withVerifiedPhone(user: User) {
  const number = `+1${++nextPhone}`
  await db
    .from('users')
    .where('id', user.id)
    .update({
      phone_number: number,
      phone_number_verified_at: DateTime.utc().toSQL({ includeOffset: false }),
    })
  return number
}
async function askForTexts(client: ApiClient, world: World, channel: Channel, user: User) {
  const answer = await client
    .put(`/w/${world.slug}/c/${channel.id}/notifications`)
    .json({ enabled: true })
    .withCsrfToken()
    .loginAs(user)
    .accept('json')
  answer.assertStatus(200)
}
function postIn(client: ApiClient, world: World, channel: Channel, author: User, words: string) {
  return client
    .post(`/w/${world.slug}/c/${channel.id}/posts`)
    .json({ body: serializeRichText(text(words)) })
    .withCsrfToken()
    .loginAs(author)
    .accept('json')
}
const textsOf = (userId: number) =>
  db.from('notifications').where('user_id', userId).where('key', CHANNEL_TEXTS_KEY)

/*
 * spec 001 §3.2 channel_member.enable_text_notifications ("Text me about new posts" on a
 * channel's page), sent by issue 14 §2's text messages: at most one text per channel, person and
 * hour; never for one's own posts, comments or posts held for review; only to people who may
 * still read the channel; minors need the kind's text switch too (stricter defaults).
 */
test.group('Texts about new posts in a channel (issue 14 §2 SMS)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('members who switched texts on get one text an hour naming the channel; the author and a second post in the hour add none', async ({
    client,
    assert,
  }) => {
    const world = await makeWorld('public')
    const channel = await makeChannel(world, { title: 'Algebra help' })
    const [author, reader, quiet] = [
      await makeUser({ birth: birthForAge(30) }),
      await makeUser({ birth: birthForAge(25) }),
      await makeUser({ birth: birthForAge(22) }),
    ]
    for (const user of [author, reader, quiet]) await makeMember(user.id, world.id)
    const [authorPhone, readerPhone, quietPhone] = [
      await withVerifiedPhone(author),
      await withVerifiedPhone(reader),
      await withVerifiedPhone(quiet),
    ]
    for (const user of [author, reader]) await askForTexts(client, world, channel, user)

    const posted = await postIn(client, world, channel, author, 'Who can explain slopes?')
    posted.assertStatus(201)
    await postIn(client, world, channel, author, 'And intercepts too')

    assert.equal(await textChannelMembers(), 1)
    assert.equal(await textChannelMembers(), 0, 'a second sweep texts nobody again')
    await eventually(() => capturedSms.to(readerPhone).length === 1, 'the reader’s text')
    const sms = capturedSms.to(readerPhone)[0].text
    assert.include(sms, 'new posts in Algebra help')
    assert.match(sms, new RegExp(`https?://\\S+/w/${world.slug}/c/${channel.id}$`))
    assert.notInclude(sms, 'slopes', 'a text quotes nothing of the post')
    assert.lengthOf(capturedSms.to(authorPhone), 0, 'nobody is texted about their own post')
    assert.lengthOf(capturedSms.to(quietPhone), 0, 'nor anyone who did not switch texts on')
    const [line] = await textsOf(reader.id)
    assert.isFalse(Boolean(line.in_app), 'a text only: no bell line')
  })

  test('a learner under 18 who switched the channel on gets nothing until the kind’s text switch is on too', async ({
    client,
    assert,
  }) => {
    const world = await makeWorld('public')
    const channel = await makeChannel(world)
    const [author, minor] = [
      await makeUser({ birth: birthForAge(30) }),
      await makeUser({ birth: birthForAge(15) }),
    ]
    for (const user of [author, minor]) await makeMember(user.id, world.id)
    const minorPhone = await withVerifiedPhone(minor)
    await askForTexts(client, world, channel, minor)
    await postIn(client, world, channel, author, 'First post')
    await textChannelMembers()
    assert.lengthOf(capturedSms.to(minorPhone), 0)

    await db
      .from('notifications')
      .where('user_id', minor.id)
      .where('key', CHANNEL_TEXTS_KEY)
      .delete()
    ;(
      await client
        .put('/settings/notifications/channels')
        .json({ preferences: [{ kind: CHANNEL_TEXTS_KEY, channel: 'sms', enabled: true }] })
        .withCsrfToken()
        .loginAs(minor)
        .accept('json')
    ).assertStatus(200)
    await textChannelMembers()
    await eventually(() => capturedSms.to(minorPhone).length === 1, 'the text once switched on')
  })

  test('someone who may no longer read the channel, a comment and a post held for its contact details text nobody', async ({
    client,
    assert,
  }) => {
    const world = await makeWorld('public')
    const channel = await makeChannel(world, { visibility: 'private', worldLevel: 'tutor' })
    const [author, demoted] = [
      await makeUser({ birth: birthForAge(30) }),
      await makeUser({ birth: birthForAge(30) }),
    ]
    await makeMember(author.id, world.id, 'tutor')
    const membership = await makeMember(demoted.id, world.id, 'tutor')
    const phone = await withVerifiedPhone(demoted)
    await askForTexts(client, world, channel, demoted)
    membership.merge({ level: 'member' })
    await membership.save()

    await postIn(client, world, channel, author, 'Tutors only')
    assert.equal(await textChannelMembers(), 0, 'below the channel’s level: no text')

    membership.merge({ level: 'tutor' })
    await membership.save()
    await db.from('posts').where('channel_id', channel.id).delete()
    const older = await makePost(
      author,
      { channel },
      { createdAt: DateTime.utc().minus({ hours: 2 }) }
    )
    ;(
      await client
        .post(`/posts/${older.id}/comments`)
        .json({ body: serializeRichText(text('A comment')) })
        .withCsrfToken()
        .loginAs(author)
        .accept('json')
    ).assertStatus(201)
    assert.equal(await textChannelMembers(), 0, 'a comment texts nobody')

    const held = await postIn(client, world, channel, author, 'Call me at 555 123 4567')
    held.assertStatus(201)
    assert.equal(await textChannelMembers(), 0, 'a post held for review texts nobody')
    assert.lengthOf(capturedSms.to(phone), 0)
  })
})
