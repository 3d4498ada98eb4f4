import { test } from '@japa/runner'
import {
  durationInWords,
  clockTime,
  dictationPlatform,
  pickRecordingFormat,
  DICTATION_HINTS,
  VIDEO_MESSAGES,
  SPEECH_MESSAGES,
} from '../../shared/index.js'

test.group('Media texts (spec 001 §5.1, spec 002 §8)', () => {
  test('"at least X long": X in minutes and seconds, singular and plural', ({ assert }) => {
    const cases: [number, string][] = [
      [0, '0 seconds'],
      [1, '1 second'],
      [10, '10 seconds'],
      [59.6, '1 minute'],
      [60, '1 minute'],
      [61, '1 minute 1 second'],
      [90, '1 minute 30 seconds'],
      [120, '2 minutes'],
      [185, '3 minutes 5 seconds'],
    ]
    for (const [seconds, words] of cases) assert.equal(durationInWords(seconds), words, `${seconds}`)
    assert.equal(VIDEO_MESSAGES.tooShort(30), 'Recording was too short. It should be at least 30 seconds long')
  })

  test('the recording clock reads m:ss', ({ assert }) => {
    assert.equal(clockTime(0), '0:00')
    assert.equal(clockTime(7.9), '0:07')
    assert.equal(clockTime(65), '1:05')
    assert.equal(clockTime(600), '10:00')
  })

  test('the video and speech messages of spec 002 §8', ({ assert }) => {
    assert.equal(VIDEO_MESSAGES.generic('Upload failed: Bad Gateway'), 'Error: Upload failed: Bad Gateway')
    assert.equal(VIDEO_MESSAGES.connecting('Permission denied'), 'connecting to a camera & mic: Permission denied')
    assert.equal(VIDEO_MESSAGES.recording('disk full'), 'Something went wrong while recording: disk full')
    assert.equal(SPEECH_MESSAGES.webSpeechError('network'), 'WebSpeech error: network')
    assert.equal(SPEECH_MESSAGES.invalidTransition('idle', 'stop-recording'), 'Cannot transition from idle state to stop-recording')
  })

  test('dictation hints follow the platform: Mac globe key, Windows key + H, both elsewhere', ({ assert }) => {
    assert.equal(dictationPlatform('MacIntel'), 'mac')
    assert.equal(dictationPlatform('macOS'), 'mac')
    assert.equal(dictationPlatform('Win32'), 'windows')
    assert.equal(dictationPlatform('Windows'), 'windows')
    assert.equal(dictationPlatform('Linux x86_64'), 'other')
    assert.equal(dictationPlatform(undefined), 'other')
    assert.include(DICTATION_HINTS.mac, 'globe key twice')
    assert.include(DICTATION_HINTS.windows, 'Windows key + H')
    assert.include(DICTATION_HINTS.other, 'globe key twice')
    assert.include(DICTATION_HINTS.other, 'Windows key + H')
  })
})

test.group('Recording format (spec 002 §8 "No supported recording codec found")', () => {
  test('the first supported type of the list wins; the upload declares the container only', ({ assert }) => {
    assert.deepEqual(
      pickRecordingFormat(() => true),
      { mimeType: 'video/webm;codecs=vp9,opus', fileType: 'video/webm', extension: 'webm' }
    )
    assert.deepEqual(
      pickRecordingFormat((type) => type.startsWith('video/mp4')),
      { mimeType: 'video/mp4;codecs=avc1,mp4a', fileType: 'video/mp4', extension: 'mp4' }
    )
    assert.deepEqual(pickRecordingFormat((type) => type === 'video/webm'), { mimeType: 'video/webm', fileType: 'video/webm', extension: 'webm' })
  })

  test('nothing supported: null (the input shows "No supported recording codec found")', ({ assert }) => {
    assert.isNull(pickRecordingFormat(() => false))
    assert.equal(VIDEO_MESSAGES.noCodec, 'No supported recording codec found')
  })
})
