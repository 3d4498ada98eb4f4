import { test } from '@japa/runner'
import sharp from 'sharp'
import { detectMime } from '../../probes/detect_type.js'
import { probeDurationSeconds } from '../../probes/media_duration.js'
import { reencodeImage } from '../../probes/reencode_image.js'
import { Readable } from 'node:stream'
import { parseRange, sliceStream } from '../../queries/serve_upload.js'
import { animatedGif, chunked, jpegWithExif, mp4, PDF, png, webm } from '../fixtures.js'

test.group('Types by magic bytes (issue 9 §3)', () => {
  test('real files are recognised; a renamed script is not an image', async ({ assert }) => {
    assert.equal(await detectMime(Readable.from([await png()])), 'image/png')
    assert.equal(await detectMime(Readable.from([await jpegWithExif()])), 'image/jpeg')
    assert.equal(await detectMime(Readable.from([await animatedGif()])), 'image/gif')
    assert.equal(await detectMime(Readable.from([PDF])), 'application/pdf')
    assert.equal(await detectMime(Readable.from([webm()])), 'video/webm')
    assert.equal(await detectMime(Readable.from([mp4()])), 'video/mp4')
    assert.isNull(await detectMime(Readable.from([Buffer.from('<script>alert(1)</script>')])))
  })
})

test.group('Recording duration (no ffmpeg)', () => {
  test('a MediaRecorder-style WebM without Duration: from the cluster and block timecodes', async ({ assert }) => {
    assert.equal(await probeDurationSeconds(chunked(webm()), 'video/webm'), 2.5)
  })

  test('a WebM with a Duration element uses it', async ({ assert }) => {
    assert.equal(await probeDurationSeconds(chunked(webm({ declaredMs: 4200 }), 5), 'video/webm'), 4.2)
  })

  test('an MP4 from its movie header, skipping the media data', async ({ assert }) => {
    assert.equal(await probeDurationSeconds(chunked(mp4(), 11), 'video/mp4'), 3)
  })

  test('no timing at all is null, not zero', async ({ assert }) => {
    const headerOnly = webm().subarray(0, 40)
    assert.isNull(await probeDurationSeconds(chunked(headerOnly), 'video/webm'))
  })
})

test.group('Image post-processing (spec 002 §9 "Image format webp")', () => {
  test('re-encoded to WebP with the EXIF metadata gone', async ({ assert }) => {
    const before = await sharp(await jpegWithExif()).metadata()
    assert.exists(before.exif)
    const result = await reencodeImage(await jpegWithExif())
    const after = await sharp(result.bytes).metadata()
    assert.equal(after.format, 'webp')
    assert.isUndefined(after.exif)
    assert.deepEqual([result.width, result.height], [8, 6])
  })

  test('an animated GIF stays animated', async ({ assert }) => {
    const result = await reencodeImage(await animatedGif())
    const after = await sharp(result.bytes, { animated: true }).metadata()
    assert.equal(after.format, 'webp')
    assert.equal(after.pages, 2)
    assert.deepEqual([result.width, result.height], [5, 5])
  })
})

test.group('Range requests for video', () => {
  test('bytes=a-b, bytes=a-, bytes=-n; out of range is invalid', ({ assert }) => {
    assert.isNull(parseRange(undefined, 100))
    assert.deepEqual(parseRange('bytes=0-9', 100), { start: 0, end: 9 })
    assert.deepEqual(parseRange('bytes=90-', 100), { start: 90, end: 99 })
    assert.deepEqual(parseRange('bytes=-10', 100), { start: 90, end: 99 })
    assert.deepEqual(parseRange('bytes=50-500', 100), { start: 50, end: 99 })
    assert.equal(parseRange('bytes=100-', 100), 'invalid')
    assert.equal(parseRange('items=0-1', 100), 'invalid')
  })

  test('a range slice ends after its last byte, whether or not the file goes on (a video player waits for the end)', async ({ assert }) => {
    const bytes = Buffer.from(Array.from({ length: 100 }, (_, i) => i))
    const read = async (start: number, end: number) => {
      const chunks: Buffer[] = []
      // Small chunks: the window spans several of them.
      for await (const chunk of sliceStream(Readable.from([bytes.subarray(0, 30), bytes.subarray(30, 60), bytes.subarray(60)]), start, end)) chunks.push(chunk)
      return [...Buffer.concat(chunks)]
    }
    assert.deepEqual(await read(0, 99), [...bytes])
    assert.deepEqual(await read(25, 34), [...bytes.subarray(25, 35)])
    assert.deepEqual(await read(90, 99), [...bytes.subarray(90)])
    assert.deepEqual(await read(0, 0), [0])
  })
})
