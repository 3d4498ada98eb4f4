import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { makeUser, resetRateLimits } from '#tests/helpers/users'
import { registerSubjectType } from '#kernel/subjects'
import { attachUploads, findOwnUpload } from '../../index.js'
import ace from '@adonisjs/core/services/ace'
import UploadsPrune from '../../commands/prune_uploads.js'
import { pruneUploads } from '../../actions/prune_uploads.js'
import UserUpload from '../../models/user_upload.js'
import { uploadsDisk } from '../../storage.js'
import { PDF, png } from '../fixtures.js'
import { uploadAll } from '../factories.js'

/** A subject type whose existence the tests control, for the retention job. */
const gone = new Set<number>()
registerSubjectType('uploads-tests', 'uploads_test_note', {
  async resolve(id) {
    return gone.has(id) ? null : { title: `Note ${id}`, href: `/notes/${id}` }
  },
  async exists(id) {
    return !gone.has(id)
  },
})

test.group('Downloads are access-checked (issue 9 §3)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('unattached: the owner only; a stranger and a visitor get 404', async ({ client, assert }) => {
    const owner = await makeUser()
    const { downloadUrl } = await uploadAll(client, owner, 'essay.pdf', 'application/pdf', PDF, 'attachment')
    const mine = await client.get(downloadUrl).loginAs(owner)
    mine.assertStatus(200)
    mine.assertHeader('content-type', 'application/pdf')
    assert.match(mine.header('content-disposition') ?? '', /^attachment; filename="essay.pdf"/)
    assert.equal(mine.header('content-security-policy'), "default-src 'none'; sandbox")
    ;(await client.get(downloadUrl).loginAs(await makeUser())).assertStatus(404)
    ;(await client.get(downloadUrl)).assertStatus(404)
    ;(await client.get(downloadUrl.replace('essay.pdf', 'other.pdf')).loginAs(owner)).assertStatus(404)
  })

})

test.group('Server surface', (group) => {
  group.each.setup(() => resetRateLimits())

  test('findOwnUpload: by id or download URL, only the owner’s usable upload of that purpose', async ({ client, assert }) => {
    const owner = await makeUser()
    const { userUploadId, downloadUrl } = await uploadAll(client, owner, 'a.png', 'image/png', await png(), 'editor-image')
    assert.equal((await findOwnUpload(owner.id, userUploadId))?.id, userUploadId)
    assert.equal((await findOwnUpload(owner.id, downloadUrl, 'editor-image'))?.id, userUploadId)
    assert.isNull(await findOwnUpload(owner.id, downloadUrl, 'attachment'))
    assert.isNull(await findOwnUpload(owner.id, `https://evil.example${downloadUrl}`))
    assert.isNull(await findOwnUpload(owner.id, `/uploads/${userUploadId}/renamed.png`))
    assert.isNull(await findOwnUpload((await makeUser()).id, userUploadId))
  })

  test('attachUploads moves usable, unattached uploads only (one piece of content each)', async ({ client, assert }) => {
    const owner = await makeUser()
    const { userUploadId } = await uploadAll(client, owner, 'a.png', 'image/png', await png(), 'editor-image')
    const first = await db.transaction((trx) => attachUploads([userUploadId], { type: 'uploads_test_note', id: 1 }, { client: trx }))
    const again = await db.transaction((trx) => attachUploads([userUploadId], { type: 'uploads_test_note', id: 2 }, { client: trx }))
    assert.deepEqual([first, again], [1, 0])
    assert.equal((await UserUpload.findOrFail(userUploadId)).subjectId, 1)
  })
})

test.group('Retention: uploads:prune', (group) => {
  group.each.setup(() => resetRateLimits())

  test('deletes abandoned uploads (unattached after 24 h) and those whose content is gone; a dry run changes nothing', async ({ client, assert }) => {
    const owner = await makeUser()
    const kept = await uploadAll(client, owner, 'kept.png', 'image/png', await png(), 'editor-image')
    const orphan = await uploadAll(client, owner, 'orphan.png', 'image/png', await png(), 'editor-image')
    const fresh = await uploadAll(client, owner, 'fresh.png', 'image/png', await png(), 'editor-image')
    const old = await uploadAll(client, owner, 'old.png', 'image/png', await png(), 'editor-image')
    await db.transaction(async (trx) => {
      await attachUploads([kept.userUploadId], { type: 'uploads_test_note', id: 101 }, { client: trx })
      await attachUploads([orphan.userUploadId], { type: 'uploads_test_note', id: 102 }, { client: trx })
    })
    gone.add(102)
    const oldRow = await UserUpload.findOrFail(old.userUploadId)
    oldRow.createdAt = DateTime.utc().minus({ hours: 25 })
    await oldRow.save()

    const dry = await pruneUploads({ dryRun: true })
    assert.includeMembers(dry.abandoned, [old.userUploadId])
    assert.includeMembers(dry.orphaned, [orphan.userUploadId])
    assert.notIncludeMembers([...dry.abandoned, ...dry.orphaned], [kept.userUploadId, fresh.userUploadId])
    for (const id of [old.userUploadId, orphan.userUploadId]) {
      const row = await UserUpload.findOrFail(id)
      assert.isTrue(await uploadsDisk().exists(row.storageKey))
    }

    await pruneUploads()
    for (const id of [old.userUploadId, orphan.userUploadId]) assert.isNull(await UserUpload.find(id))
    assert.isFalse(await uploadsDisk().exists(oldRow.storageKey))
    for (const id of [kept.userUploadId, fresh.userUploadId]) assert.exists(await UserUpload.find(id))
  })

  test('node ace uploads:prune --dry-run reports and deletes nothing', async ({ client, assert }) => {
    const owner = await makeUser()
    const old = await uploadAll(client, owner, 'old.png', 'image/png', await png(), 'editor-image')
    const row = await UserUpload.findOrFail(old.userUploadId)
    row.createdAt = DateTime.utc().minus({ hours: 30 })
    await row.save()
    const command = await ace.create(UploadsPrune, ['--dry-run'])
    command.ui.switchMode('raw')
    await command.exec()
    command.assertSucceeded()
    assert.match(command.logger.getLogs()[0].message, /would delete [1-9]\d* abandoned/)
    assert.exists(await UserUpload.find(old.userUploadId))
    assert.isTrue(await uploadsDisk().exists(row.storageKey))
  })
})
