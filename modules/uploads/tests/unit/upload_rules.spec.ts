import { test } from '@japa/runner'
import { checkFiles, downloadSegment, sanitizeFileName, UPLOAD_MESSAGES, UPLOAD_PURPOSES } from '../../shared/index.js'

const MB = 1024 * 1024
const image = (size: number, type = 'image/png', name = 'a.png') => ({ name, size, type })

test.group('Upload limits (spec 001 §5.2, spec 002 §5)', () => {
  test('editor images: jpeg, png, gif only, at most 3MB each, at most 5 per message', ({ assert }) => {
    assert.deepEqual(UPLOAD_PURPOSES['editor-image'].mimes, ['image/jpeg', 'image/png', 'image/gif'])
    assert.isNull(checkFiles([image(3 * MB)], 'editor-image'))
    assert.equal(checkFiles([image(3 * MB + 1)], 'editor-image'), 'Please upload files at most 3MB in size')
    assert.equal(checkFiles(Array.from({ length: 6 }, () => image(10)), 'editor-image'), 'Please upload no more than 5 files')
    assert.isNull(checkFiles(Array.from({ length: 5 }, () => image(10)), 'editor-image'))
    assert.equal(checkFiles([image(10, 'application/pdf', 'a.pdf')], 'editor-image'), 'Please upload JPEG, PNG or GIF files only')
  })

  test('the image modal: 1 file up to 5MB', ({ assert }) => {
    assert.isNull(checkFiles([image(5 * MB, 'image/jpeg')], 'image'))
    assert.equal(checkFiles([image(5 * MB + 1)], 'image'), 'Please upload files at most 5MB in size')
    assert.equal(checkFiles([image(1), image(1)], 'image'), 'Please upload no more than 1 file')
  })

  test('the drop zone: 10MB, pdf, jpeg, png, gif; its own count when the purpose has none', ({ assert }) => {
    assert.isNull(checkFiles([image(10 * MB, 'application/pdf', 'x.pdf')], 'attachment'))
    assert.equal(checkFiles([image(10 * MB + 1, 'application/pdf')], 'attachment'), 'Please upload files at most 10MB in size')
    assert.equal(checkFiles([image(1, 'text/html', 'x.html')], 'attachment'), 'Please upload PDF, JPEG, PNG or GIF files only')
    assert.equal(checkFiles([image(1), image(1), image(1)], 'attachment', 2), 'Please upload no more than 2 files')
  })

  test('video: webm (with codec parameters) or mp4, 200MB; empty files are refused', ({ assert }) => {
    assert.isNull(checkFiles([image(1000, 'video/webm;codecs=vp8,opus', 'r.webm')], 'video'))
    assert.equal(checkFiles([image(200 * MB + 1, 'video/mp4')], 'video'), 'Please upload files at most 200MB in size')
    assert.equal(checkFiles([image(0)], 'editor-image'), UPLOAD_MESSAGES.empty)
  })

  test('"Upload failed: {status text}" (spec 002 §7)', ({ assert }) => {
    assert.equal(UPLOAD_MESSAGES.uploadFailed('Payload Too Large'), 'Upload failed: Payload Too Large')
  })
})

test.group('File names are neutralised', () => {
  test('path separators, control characters, bidi overrides, leading dots and device names', ({ assert }) => {
    assert.equal(sanitizeFileName('../../etc/passwd'), '_.._etc_passwd')
    assert.equal(sanitizeFileName('..\\windows\\win.ini'), '_windows_win.ini')
    assert.equal(sanitizeFileName('.htaccess'), 'htaccess')
    assert.equal(sanitizeFileName('a\u0000b\nc\r.png'), 'abc.png')
    assert.equal(sanitizeFileName('invoice\u202Efdp.exe'), 'invoicefdp.exe')
    assert.equal(sanitizeFileName('zero\u200Bwidth\uFEFF.gif'), 'zerowidth.gif')
    assert.equal(sanitizeFileName('CON.txt'), '_CON.txt')
    assert.equal(sanitizeFileName('<script>.png'), '_script_.png')
    assert.equal(sanitizeFileName('   '), 'file')
  })

  test('long names are cut to 120 characters and keep their extension', ({ assert }) => {
    const name = sanitizeFileName(`${'a'.repeat(300)}.jpeg`)
    assert.lengthOf(name, 120)
    assert.isTrue(name.endsWith('.jpeg'))
  })

  test('the download URL segment is plain ASCII', ({ assert }) => {
    assert.equal(downloadSegment('Résumé final (v2).pdf'), 'Resume-final-v2-.pdf')
    assert.equal(downloadSegment('日本.png'), 'png')
    assert.equal(downloadSegment('日本'), 'file')
  })
})
