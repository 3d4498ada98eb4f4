import { test } from '@japa/runner'
import sharp from 'sharp'
import { makeUser, resetRateLimits } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import UserUpload from '../../models/user_upload.js'

/*
 * uploadFile (the browser surface) in Chromium, through a real file input (FileDropZone on the
 * staff forms reference page, /admin/forms), as the built client runs it: the four calls of spec
 * 002 §7 with the session's CSRF token, progress shown while the PUT runs, the stored file served
 * with its type, and a file that is not what it claims refused with the server's message.
 */
const png = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#3d48bd' } }).png().toBuffer()

test.group('uploadFile in a real browser', (group) => {
  group.each.setup(() => resetRateLimits())

  test('uploads an image with progress; a file that is not what it claims fails with a message', async ({ browserContext, assert }) => {
    const staff = await makeUser({ roles: ['approved', 'admin:basic'] })
    await browserContext.loginAs(staff)
    const page = await browserContext.newPage()
    // Hold the bytes' PUT until the progress bar has been seen.
    let releaseUpload: () => void = () => {}
    const held = new Promise<void>((resolve) => (releaseUpload = resolve))
    await page.route(/\/uploads\/\d+\/bytes/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/admin/forms')
    const input = page.locator('input[type=file]').first()

    await input.setInputFiles({ name: 'Essay notes.png', mimeType: 'image/png', buffer: await png() })
    await page.getByText(/^Uploading Essay notes\.png/).first().waitFor()
    releaseUpload()
    await page.getByRole('button', { name: 'Remove Essay notes.png' }).waitFor({ timeout: 30_000 })
    const processed = () => UserUpload.query().where('user_id', staff.id).where('status', 'processed')
    await eventually(async () => (await processed().first()) !== null, 'the upload processed')
    const link = page.getByRole('link', { name: 'Essay notes.png' }).first()
    const href = await link.getAttribute('href')
    assert.match(href ?? '', /^\/uploads\/\d+\/Essay-notes\.png$/)
    const served = await page.request.get(href!)
    // Images are re-encoded when processed: served with the stored type, never the browser's claim.
    const row = await processed().firstOrFail()
    assert.equal(served.headers()['content-type'], row.servedMime)
    assert.match(row.servedMime, /^image\//)

    await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('<script>alert(1)</script>') })
    await page.getByText(/^This file is not really a .+ file\. Please choose another one\.$/).first().waitFor({ timeout: 30_000 })
    assert.lengthOf(await processed(), 1)
  })
})
