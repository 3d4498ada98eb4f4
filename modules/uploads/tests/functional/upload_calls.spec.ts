import { test } from '@japa/runner'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import { makeUser, resetRateLimits } from '#tests/helpers/users'
import UserUpload from '../../models/user_upload.js'
import { uploadsDisk } from '../../storage.js'
import { USER_QUOTA_BYTES } from '../../shared/index.js'
import { animatedGif, jpegWithExif, mp4, PDF, png, webm } from '../fixtures.js'
import { callStep, putBytes, requestUpload, uploadAll } from '../factories.js'

const MB = 1024 * 1024

test.group('Upload calls (spec 002 §7)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('request → PUT → complete → process: an editor image becomes a WebP served to its owner', async ({ client, assert }) => {
    const user = await makeUser()
    const bytes = await jpegWithExif()
    const requested = await requestUpload(client, user, { name: '../My photo.jpg', mime: 'image/jpeg', size: bytes.length }, 'editor-image')
    requested.assertStatus(201)
    const { uploadUrl, downloadUrl, userUploadId } = requested.body()
    assert.match(uploadUrl, new RegExp(`^/uploads/${userUploadId}/bytes\\?signature=`))
    assert.equal(downloadUrl, `/uploads/${userUploadId}/_My-photo.jpg`)
    ;(await putBytes(client, user, uploadUrl, bytes)).assertStatus(204)
    ;(await callStep(client, user, userUploadId, 'complete')).assertStatus(200)
    const processed = await callStep(client, user, userUploadId, 'process')
    processed.assertStatus(200)
    assert.containsSubset(processed.body(), { userUploadId, name: '_My photo.jpg', downloadUrl, mime: 'image/webp', width: 8, height: 6, status: 'processed' })
    const upload = await UserUpload.findOrFail(userUploadId)
    assert.notInclude(upload.storageKey, 'photo')
    const download = await client.get(downloadUrl).loginAs(user)
    download.assertStatus(200)
    download.assertHeader('content-type', 'image/webp')
    download.assertHeader('x-content-type-options', 'nosniff')
    assert.match(download.header('cache-control') ?? '', /^private/)
    assert.match(download.header('content-disposition') ?? '', /^inline/)
  })

  test('a recording is probed for its duration and served with ranges, as a download', async ({ client, assert }) => {
    const user = await makeUser()
    const result = await uploadAll(client, user, 'take 1.webm', 'video/webm;codecs=vp8', webm(), 'video')
    assert.equal(result.step, 'done')
    assert.equal(result.response.body().durationSeconds, 2.5)
    const mp4Result = await uploadAll(client, user, 'take 2.mp4', 'video/mp4', mp4(), 'video')
    assert.equal(mp4Result.response.body().durationSeconds, 3)
    const partial = await client.get(result.downloadUrl).header('range', 'bytes=0-3').loginAs(user)
    partial.assertStatus(206)
    partial.assertHeader('content-range', `bytes 0-3/${webm().length}`)
    assert.match(partial.header('content-disposition') ?? '', /^attachment/)
    partial.assertHeader('content-type', 'video/webm')
  })

  test('an animated GIF and a PDF are accepted in the drop zone', async ({ client, assert }) => {
    const user = await makeUser()
    const gif = await uploadAll(client, user, 'dance.gif', 'image/gif', await animatedGif(), 'attachment')
    assert.equal(gif.step, 'done')
    const pdf = await uploadAll(client, user, 'essay.pdf', 'application/pdf', PDF, 'attachment')
    assert.equal(pdf.response.body().mime, 'application/pdf')
  })

  test('oversize: refused at request (spec 001 §5.2 message) and stopped at 413 during the PUT', async ({ client, assert }) => {
    const user = await makeUser()
    const big = await requestUpload(client, user, { name: 'big.png', mime: 'image/png', size: 3 * MB + 1 }, 'editor-image')
    big.assertStatus(422)
    assert.equal(big.body().message, 'Please upload files at most 3MB in size')
    // Declared small, sent large: the stream stops past the declared size and nothing is kept.
    const requested = await requestUpload(client, user, { name: 'liar.png', mime: 'image/png', size: 100 }, 'editor-image')
    const put = await putBytes(client, user, requested.body().uploadUrl, Buffer.alloc(5000, 1))
    put.assertStatus(413)
    const upload = await UserUpload.findOrFail(requested.body().userUploadId)
    assert.equal(upload.status, 'requested')
    assert.isFalse(await uploadsDisk().exists(upload.storageKey))
  })

  test('wrong magic: a script named photo.png is rejected at complete and its bytes deleted', async ({ client, assert }) => {
    const user = await makeUser()
    const result = await uploadAll(client, user, 'photo.png', 'image/png', Buffer.from('<script>alert(1)</script>'), 'editor-image')
    assert.equal(result.step, 'complete')
    result.response.assertStatus(422)
    assert.equal(result.response.body().message, 'This file is not really a JPEG, PNG or GIF file. Please choose another one.')
    const upload = await UserUpload.findOrFail(result.userUploadId)
    assert.equal(upload.status, 'rejected')
    assert.isFalse(await uploadsDisk().exists(upload.storageKey))
    ;(await client.get(upload.downloadUrl).loginAs(user)).assertStatus(404)
  })

  test('a PDF is not an editor image even when called .png', async ({ client }) => {
    const user = await makeUser()
    const result = await uploadAll(client, user, 'notes.png', 'image/png', PDF, 'editor-image')
    result.response.assertStatus(422)
  })

  test("wrong owner: another person's upload answers 404 to PUT, complete and process", async ({ client }) => {
    const owner = await makeUser()
    const stranger = await makeUser()
    const requested = await requestUpload(client, owner, { name: 'a.png', mime: 'image/png', size: 200 }, 'editor-image')
    const { uploadUrl, userUploadId } = requested.body()
    ;(await putBytes(client, stranger, uploadUrl, await png())).assertStatus(404)
    ;(await callStep(client, stranger, userUploadId, 'complete')).assertStatus(404)
    ;(await callStep(client, stranger, userUploadId, 'process')).assertStatus(404)
  })

  test('the PUT needs the signature, and an expired one is refused (403)', async ({ client }) => {
    const user = await makeUser()
    const requested = await requestUpload(client, user, { name: 'a.png', mime: 'image/png', size: 200 }, 'editor-image')
    const id = requested.body().userUploadId
    ;(await putBytes(client, user, `/uploads/${id}/bytes`, await png())).assertStatus(403)
    const expired = signedUrlFor('uploads.put', { id }, { expiresIn: '1s', purpose: 'upload-bytes' })
    await new Promise((resolve) => setTimeout(resolve, 1100))
    ;(await putBytes(client, user, expired, await png())).assertStatus(403)
  })

  test('visitors cannot use any upload call (401); unverified accounts cannot request (403)', async ({ client }) => {
    const visitor = await client.post('/uploads').json({ file: { name: 'a.png', mime: 'image/png', size: 1 }, target: { type: 'image' } }).withCsrfToken()
    visitor.assertStatus(401)
    const owner = await makeUser()
    const requested = await requestUpload(client, owner, { name: 'a.png', mime: 'image/png', size: 200 }, 'editor-image')
    const { uploadUrl, userUploadId } = requested.body()
    const put = client.put(uploadUrl).withCsrfToken().type('application/octet-stream')
    put.request.send(await png())
    ;(await put).assertStatus(401)
    for (const step of ['complete', 'process']) {
      ;(await client.post(`/uploads/${userUploadId}/${step}`).json({}).withCsrfToken()).assertStatus(401)
    }
    const unverified = await makeUser({ verified: false })
    ;(await requestUpload(client, unverified, { name: 'a.png', mime: 'image/png', size: 10 }, 'image')).assertStatus(403)
  })

  test('quota: live bytes beyond 500MB are refused', async ({ client, assert }) => {
    const user = await makeUser()
    await UserUpload.create({
      userId: user.id,
      purpose: 'video',
      originalName: 'long.webm',
      storageKey: `u/quota-${user.id}`,
      declaredMime: 'video/webm',
      detectedMime: 'video/webm',
      size: USER_QUOTA_BYTES - 1000,
      status: 'processed',
    })
    const refused = await requestUpload(client, user, { name: 'a.png', mime: 'image/png', size: 2000 }, 'editor-image')
    refused.assertStatus(422)
    assert.equal(refused.body().message, 'You have used all your upload space. Remove some files and try again.')
    ;(await requestUpload(client, user, { name: 'a.png', mime: 'image/png', size: 900 }, 'editor-image')).assertStatus(201)
  })

  test('rate limit: the 21st request in a minute is refused (429)', async ({ client, assert }) => {
    const user = await makeUser()
    for (let index = 0; index < 20; index++) {
      ;(await requestUpload(client, user, { name: 'a.png', mime: 'image/png', size: 10 }, 'editor-image')).assertStatus(201)
    }
    const refused = await requestUpload(client, user, { name: 'a.png', mime: 'image/png', size: 10 }, 'editor-image')
    refused.assertStatus(429)
    assert.include(refused.text(), 'Too many uploads')
  })
})
