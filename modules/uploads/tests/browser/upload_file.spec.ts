import { test } from '@japa/runner'
import { makeUser, resetRateLimits } from '#tests/helpers/users'
import UserUpload from '../../models/user_upload.js'

/*
 * uploadFile (the browser surface) in Chromium, loaded from the dev server as the pages load it:
 * the four calls of spec 002 §7 with the session's CSRF token, progress reported during the PUT.
 */
test.group('uploadFile in a real browser', (group) => {
  group.each.setup(() => resetRateLimits())

  test('uploads a PDF with progress; a file that is not what it claims fails with a message', async ({ browserContext, visit, assert }) => {
    const user = await makeUser()
    await browserContext.loginAs(user)
    const page = await visit('/dashboard')
    const outcome = await page.evaluate(async () => {
      const { uploadFile } = await import('/modules/uploads/ui/upload_file.ts' as string)
      const fractions: number[] = []
      const pdf = new File(['%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n'.repeat(2000)], 'Essay draft.pdf', { type: 'application/pdf' })
      const uploaded = await uploadFile(pdf, { purpose: 'attachment', onProgress: (f: number) => fractions.push(f) })
      const fake = new File(['<script>alert(1)</script>'], 'photo.png', { type: 'image/png' })
      const failure = await uploadFile(fake, { purpose: 'editor-image' }).then(
        () => null,
        (error: Error) => error.message
      )
      const served = await fetch(uploaded.downloadUrl)
      return { uploaded, fractions, failure, servedType: served.headers.get('content-type') }
    })
    assert.equal(outcome.uploaded.name, 'Essay draft.pdf')
    assert.equal(outcome.uploaded.mime, 'application/pdf')
    assert.match(outcome.uploaded.downloadUrl, /^\/uploads\/\d+\/Essay-draft\.pdf$/)
    assert.isAbove(outcome.fractions.length, 0)
    assert.equal(outcome.fractions.at(-1), 1)
    assert.equal(outcome.failure, 'This file is not really a JPEG, PNG or GIF file. Please choose another one.')
    assert.equal(outcome.servedType, 'application/pdf')
    const row = await UserUpload.findOrFail(outcome.uploaded.userUploadId)
    assert.equal(row.userId, user.id)
    assert.equal(row.status, 'processed')
  })
})
