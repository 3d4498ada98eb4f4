import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeUser, resetRateLimits } from '#tests/helpers/users'
import { attachUploads, detachUploads, findOwnUpload } from '#modules/uploads/index'
import { png, uploadAll } from '#modules/uploads/tests/factories'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'

/*
 * Uploads attached to content are visible exactly where the content is (issue 9 §3): here the
 * content is a world, whose owner (worlds) answers resolveSubject for each viewer.
 */
test.group('Uploads attached to a world', (group) => {
  group.each.setup(() => resetRateLimits())

  test('attached to a private world: its members may download, others get 404', async ({ client, assert }) => {
    const owner = await makeUser()
    const member = await makeUser()
    const outsider = await makeUser()
    const world = await makeWorld('membership')
    await makeMember(owner.id, world.id)
    await makeMember(member.id, world.id)
    const { downloadUrl } = await uploadAll(client, owner, 'map.png', 'image/png', await png(), 'editor-image')
    // What the content's action does with the download URL a form submitted (README "Uploads").
    const upload = await findOwnUpload(owner.id, downloadUrl, 'editor-image')
    assert.exists(upload)
    await db.transaction((trx) => attachUploads([upload!.id], { type: 'world', id: world.id }, { client: trx }))
    ;(await client.get(downloadUrl).loginAs(member)).assertStatus(200)
    ;(await client.get(downloadUrl).loginAs(outsider)).assertStatus(404)
    ;(await client.get(downloadUrl)).assertStatus(404)
  })

  test('attached to a public world: visitors may download; detaching hides it again', async ({ client }) => {
    const owner = await makeUser()
    const world = await makeWorld('public')
    const { userUploadId, downloadUrl } = await uploadAll(client, owner, 'map.png', 'image/png', await png(), 'editor-image')
    await db.transaction((trx) => attachUploads([userUploadId], { type: 'world', id: world.id }, { client: trx }))
    ;(await client.get(downloadUrl)).assertStatus(200)
    await db.transaction((trx) => detachUploads({ type: 'world', id: world.id }, { client: trx }))
    ;(await client.get(downloadUrl)).assertStatus(404)
    ;(await client.get(downloadUrl).loginAs(owner)).assertStatus(200)
  })
})
