import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { resolveSubject } from '#kernel/subjects'
import { UserUpload } from '#modules/uploads/index'
import type { User } from '#modules/identity/index'
import { makeUser } from '#tests/helpers/users'
import { FormResponse, formErrorBag, latestFormResponse, recordFormResponse, validateForm } from '../../index.js'
import { FORM_MESSAGES, defineForm } from '../../shared/index.js'

/*
 * What only the server checks (uploads are the viewer's own, usable, of the right kind; video
 * length) and stored responses: one transaction that also makes the response own its uploads, so
 * a file is visible exactly where the response is (the form_response subject).
 */
const form = defineForm({
  key: 'upload-check',
  blocks: [
    { name: 'video', type: 'video', label: 'Video', required: true, minDurationSeconds: 3, maxDurationSeconds: 60 },
    { name: 'files', type: 'file-drop-zone', label: 'Files', maxFiles: 2 },
    { name: 'story', type: 'rich-text', label: 'Story' },
  ],
})

type UploadState = { purpose?: 'video' | 'attachment' | 'editor-image'; status?: 'requested' | 'complete' | 'processed'; duration?: number | null; name?: string }

async function makeUpload(owner: User, state: UploadState = {}) {
  const purpose = state.purpose ?? 'video'
  return UserUpload.create({
    userId: owner.id,
    purpose,
    originalName: state.name ?? (purpose === 'video' ? 'hello.webm' : purpose === 'attachment' ? 'notes.pdf' : 'photo.png'),
    storageKey: randomUUID(),
    declaredMime: purpose === 'video' ? 'video/webm' : purpose === 'attachment' ? 'application/pdf' : 'image/png',
    detectedMime: purpose === 'video' ? 'video/webm' : purpose === 'attachment' ? 'application/pdf' : 'image/webp',
    size: 2048,
    status: state.status ?? 'processed',
    durationSeconds: state.duration === undefined ? (purpose === 'video' ? 10 : null) : state.duration,
    width: null,
    height: null,
    subjectType: null,
    subjectId: null,
    attachedAt: null,
  })
}

async function errorsOf(values: Record<string, unknown>, viewer: User | null) {
  try {
    await validateForm(form, values, viewer)
    return {}
  } catch (error) {
    const bag = formErrorBag(error)
    if (!bag) throw error
    return bag
  }
}

const withImage = (url: string) => ({ serialization_method: 'slate_json_v1', content: [{ type: 'image', url, alt: 'A photo', children: [{ text: '' }] }] })

test.group('validateForm: uploads are the viewer’s own', () => {
  test('a required video missing: "Please record and upload this required video" (spec 002 §8)', async ({ assert }) => {
    const errors = await errorsOf({}, await makeUser())
    assert.deepEqual(errors, { form: FORM_MESSAGES.formLevel, video: 'Please record and upload this required video' })
  })

  test('the owner’s processed video within its length is accepted', async ({ assert }) => {
    const owner = await makeUser()
    const video = await makeUpload(owner)
    const result = await validateForm(form, { video: video.downloadUrl }, owner)
    assert.deepEqual(result, { values: { video: video.downloadUrl }, uploadIds: [video.id] })
  })

  test('someone else’s video, an unfinished one, or another kind of upload is refused', async ({ assert }) => {
    const owner = await makeUser()
    const stranger = await makeUser()
    assert.equal((await errorsOf({ video: (await makeUpload(owner)).downloadUrl }, stranger)).video, FORM_MESSAGES.video)
    assert.equal((await errorsOf({ video: (await makeUpload(owner, { status: 'requested' })).downloadUrl }, owner)).video, FORM_MESSAGES.video)
    assert.equal((await errorsOf({ video: (await makeUpload(owner, { purpose: 'attachment' })).downloadUrl }, owner)).video, FORM_MESSAGES.video)
    assert.equal((await errorsOf({ video: 'https://elsewhere.example/v.webm' }, owner)).video, FORM_MESSAGES.video)
  })

  test('the video’s probed length must be within its block’s bounds (1 s slack); unprocessed is accepted', async ({ assert }) => {
    const owner = await makeUser()
    const message = 'Please record a video of at least 3 seconds and of at most 60 seconds'
    assert.equal((await errorsOf({ video: (await makeUpload(owner, { duration: 2 })).downloadUrl }, owner)).video, message)
    assert.equal((await errorsOf({ video: (await makeUpload(owner, { duration: 61.5 })).downloadUrl }, owner)).video, message)
    assert.deepEqual(await errorsOf({ video: (await makeUpload(owner, { duration: 60.6 })).downloadUrl }, owner), {})
    assert.deepEqual(await errorsOf({ video: (await makeUpload(owner, { status: 'complete', duration: null })).downloadUrl }, owner), {})
  })

  test('drop zone files: the server’s own facts replace what the browser sent', async ({ assert }) => {
    const owner = await makeUser()
    const video = await makeUpload(owner)
    const file = await makeUpload(owner, { purpose: 'attachment', name: 'report.pdf' })
    const sent = { userUploadId: file.id, name: 'renamed.exe', downloadUrl: '/elsewhere', mime: 'text/html', size: 1 }
    const result = await validateForm(form, { video: video.downloadUrl, files: [sent] }, owner)
    assert.deepEqual(result.values.files, [{ userUploadId: file.id, name: 'report.pdf', downloadUrl: file.downloadUrl, mime: 'application/pdf', size: 2048 }])
    assert.sameMembers(result.uploadIds, [video.id, file.id])
  })

  test('drop zone files: another person’s, a repeated one or a video are refused', async ({ assert }) => {
    const owner = await makeUser()
    const video = await makeUpload(owner)
    const others = await makeUpload(await makeUser(), { purpose: 'attachment' })
    const mine = await makeUpload(owner, { purpose: 'attachment' })
    for (const files of [[{ userUploadId: others.id }], [{ userUploadId: mine.id }, { userUploadId: mine.id }], [{ userUploadId: video.id }]]) {
      assert.equal((await errorsOf({ video: video.downloadUrl, files }, owner)).files, FORM_MESSAGES.files, JSON.stringify(files))
    }
  })

  test('rich text images must be the writer’s own editor uploads', async ({ assert }) => {
    const owner = await makeUser()
    const video = await makeUpload(owner)
    const image = await makeUpload(owner, { purpose: 'editor-image' })
    const othersImage = await makeUpload(await makeUser(), { purpose: 'editor-image' })
    const accepted = await validateForm(form, { video: video.downloadUrl, story: withImage(image.downloadUrl) }, owner)
    assert.sameMembers(accepted.uploadIds, [video.id, image.id])
    assert.equal((await errorsOf({ video: video.downloadUrl, story: withImage(othersImage.downloadUrl) }, owner)).story, FORM_MESSAGES.images)
  })
})

test.group('Stored form responses', () => {
  test('recordFormResponse stores the values and makes the response own its uploads', async ({ assert }) => {
    const owner = await makeUser()
    const video = await makeUpload(owner)
    const validated = await validateForm(form, { video: video.downloadUrl }, owner)
    const response = await recordFormResponse(owner.id, form, validated)
    const stored = await FormResponse.findOrFail(response.id)
    assert.deepEqual(stored.values, { video: video.downloadUrl })
    assert.equal(stored.formKey, 'upload-check')
    await video.refresh()
    assert.equal(video.subjectType, 'form_response')
    assert.equal(video.subjectId, response.id)
  })

  test('the latest response is the newest of this user for this form', async ({ assert }) => {
    const owner = await makeUser()
    const video = await makeUpload(owner)
    await recordFormResponse(owner.id, form, { values: { video: 'first' }, uploadIds: [] })
    const second = await recordFormResponse(owner.id, form, { values: { video: video.downloadUrl }, uploadIds: [] })
    await recordFormResponse((await makeUser()).id, form, { values: { video: 'someone else' }, uploadIds: [] })
    assert.equal((await latestFormResponse(owner.id, 'upload-check'))?.id, second.id)
    assert.isNull(await latestFormResponse(owner.id, 'another-form'))
  })

  test('the form_response subject: its author and staff see it, others and visitors do not', async ({ assert }) => {
    const owner = await makeUser()
    const response = await recordFormResponse(owner.id, form, { values: {}, uploadIds: [] })
    const ref = { type: 'form_response', id: response.id }
    assert.isNotNull(await resolveSubject(ref, { id: owner.id }))
    assert.isNotNull(await resolveSubject(ref, { id: (await makeUser({ roles: ['approved', 'admin:basic'] })).id }))
    assert.isNull(await resolveSubject(ref, { id: (await makeUser()).id }))
    assert.isNull(await resolveSubject(ref, null))
    assert.isNull(await resolveSubject({ type: 'form_response', id: response.id + 1000 }, { id: owner.id }))
  })
})
