import { test } from '@japa/runner'
import {
  videoInputReducer,
  initialVideoInputState,
  videoInputValue,
  VIDEO_INPUT_STATES,
  VIDEO_INPUT_ACTIONS,
  type VideoInputAction,
  type VideoInputState,
  type VideoInputStatus,
} from '../../shared/index.js'

/* spec 001 §4.6 "Video input", spec 002 §4: the reducer, every state × every action. */

const STATES: Record<VideoInputStatus, VideoInputState> = {
  'idle': { status: 'idle' },
  'awaiting-permission': { status: 'awaiting-permission' },
  'ready-to-record': { status: 'ready-to-record' },
  'recording': { status: 'recording' },
  'recorded': { status: 'recorded', recordingUrl: 'blob:one', durationSeconds: 12, progress: 0.5, uploadError: null },
  'uploaded': { status: 'uploaded', downloadUrl: '/uploads/7/answer.webm' },
  'error': { status: 'error', message: 'Error: boom' },
}

const ACTIONS: Record<VideoInputAction['type'], VideoInputAction> = {
  'request-permission': { type: 'request-permission' },
  'permission-granted': { type: 'permission-granted' },
  'fail': { type: 'fail', message: 'connecting to a camera & mic: NotAllowedError' },
  'start-recording': { type: 'start-recording' },
  'recorded': { type: 'recorded', recordingUrl: 'blob:two', durationSeconds: 30, minDurationSeconds: 10 },
  'upload-progress': { type: 'upload-progress', fraction: 0.25 },
  'upload-failed': { type: 'upload-failed', message: 'Upload failed: Bad Gateway' },
  'uploaded': { type: 'uploaded', downloadUrl: '/uploads/8/answer.webm' },
  'start-over': { type: 'start-over' },
}

/** What each state does with each action: the expected status (or the same state when unchanged). */
const EXPECTED: Record<VideoInputStatus, Record<VideoInputAction['type'], VideoInputStatus | 'unchanged'>> = {
  'idle': { 'request-permission': 'awaiting-permission', 'permission-granted': 'unchanged', 'fail': 'unchanged', 'start-recording': 'unchanged', 'recorded': 'idle', 'upload-progress': 'unchanged', 'upload-failed': 'unchanged', 'uploaded': 'unchanged', 'start-over': 'idle' },
  'awaiting-permission': { 'request-permission': 'unchanged', 'permission-granted': 'ready-to-record', 'fail': 'error', 'start-recording': 'unchanged', 'recorded': 'idle', 'upload-progress': 'unchanged', 'upload-failed': 'unchanged', 'uploaded': 'unchanged', 'start-over': 'idle' },
  'ready-to-record': { 'request-permission': 'unchanged', 'permission-granted': 'unchanged', 'fail': 'error', 'start-recording': 'recording', 'recorded': 'idle', 'upload-progress': 'unchanged', 'upload-failed': 'unchanged', 'uploaded': 'unchanged', 'start-over': 'idle' },
  'recording': { 'request-permission': 'unchanged', 'permission-granted': 'unchanged', 'fail': 'error', 'start-recording': 'unchanged', 'recorded': 'recorded', 'upload-progress': 'unchanged', 'upload-failed': 'unchanged', 'uploaded': 'unchanged', 'start-over': 'idle' },
  'recorded': { 'request-permission': 'unchanged', 'permission-granted': 'unchanged', 'fail': 'unchanged', 'start-recording': 'unchanged', 'recorded': 'idle', 'upload-progress': 'recorded', 'upload-failed': 'recorded', 'uploaded': 'uploaded', 'start-over': 'idle' },
  'uploaded': { 'request-permission': 'unchanged', 'permission-granted': 'unchanged', 'fail': 'unchanged', 'start-recording': 'unchanged', 'recorded': 'idle', 'upload-progress': 'unchanged', 'upload-failed': 'unchanged', 'uploaded': 'unchanged', 'start-over': 'idle' },
  'error': { 'request-permission': 'awaiting-permission', 'permission-granted': 'unchanged', 'fail': 'unchanged', 'start-recording': 'unchanged', 'recorded': 'idle', 'upload-progress': 'unchanged', 'upload-failed': 'unchanged', 'uploaded': 'unchanged', 'start-over': 'idle' },
}

test.group('Video input machine: every state × action (spec 001 §4.6)', () => {
  test('the tables cover every state and action', ({ assert }) => {
    assert.sameMembers(Object.keys(STATES), [...VIDEO_INPUT_STATES])
    assert.sameMembers(Object.keys(ACTIONS), [...VIDEO_INPUT_ACTIONS])
  })

  for (const from of VIDEO_INPUT_STATES) {
    for (const action of VIDEO_INPUT_ACTIONS) {
      const expected = EXPECTED[from][action]
      test(`${from} + ${action} → ${expected}`, ({ assert }) => {
        const next = videoInputReducer(STATES[from], ACTIONS[action])
        if (expected === 'unchanged') assert.strictEqual(next, STATES[from])
        else assert.equal(next.status, expected)
      })
    }
  }
})

test.group('Video input machine: what the transitions carry (spec 001 §4.6, §5.1)', () => {
  test('an initial value (a recording URL) starts in uploaded; none starts in idle', ({ assert }) => {
    assert.deepEqual(initialVideoInputState('/uploads/3/intro.webm'), { status: 'uploaded', downloadUrl: '/uploads/3/intro.webm' })
    assert.deepEqual(initialVideoInputState(null), { status: 'idle' })
    assert.deepEqual(initialVideoInputState(''), { status: 'idle' })
  })

  test('Start Over clears the value from every state', ({ assert }) => {
    for (const state of Object.values(STATES)) {
      const next = videoInputReducer(state, { type: 'start-over' })
      assert.deepEqual(next, { status: 'idle' })
      assert.isNull(videoInputValue(next))
    }
  })

  test('the value is the download URL only once uploaded', ({ assert }) => {
    const uploaded = videoInputReducer(STATES.recorded, ACTIONS.uploaded)
    assert.equal(videoInputValue(uploaded), '/uploads/8/answer.webm')
    for (const status of VIDEO_INPUT_STATES.filter((s) => s !== 'uploaded')) assert.isNull(videoInputValue(STATES[status]))
  })

  test('stopping keeps the recording, with no progress yet', ({ assert }) => {
    assert.deepEqual(videoInputReducer(STATES.recording, ACTIONS.recorded), {
      status: 'recorded',
      recordingUrl: 'blob:two',
      durationSeconds: 30,
      progress: 0,
      uploadError: null,
    })
  })

  test('shorter than minDurationSeconds is an error naming the minimum; exactly the minimum is fine', ({ assert }) => {
    const short = videoInputReducer(STATES.recording, { type: 'recorded', recordingUrl: 'blob:x', durationSeconds: 9.4, minDurationSeconds: 10 })
    assert.deepEqual(short, { status: 'error', message: 'Recording was too short. It should be at least 10 seconds long' })
    const long = videoInputReducer(STATES.recording, { type: 'recorded', recordingUrl: 'blob:x', durationSeconds: 90, minDurationSeconds: 90 })
    assert.equal(long.status, 'recorded')
    const minutes = videoInputReducer(STATES.recording, { type: 'recorded', recordingUrl: 'blob:x', durationSeconds: 60, minDurationSeconds: 90 })
    assert.deepEqual(minutes, { status: 'error', message: 'Recording was too short. It should be at least 1 minute 30 seconds long' })
  })

  test('errors carry their message', ({ assert }) => {
    assert.deepEqual(videoInputReducer(STATES['awaiting-permission'], ACTIONS.fail), {
      status: 'error',
      message: 'connecting to a camera & mic: NotAllowedError',
    })
  })

  test('upload progress is clamped to 0..1 and clears an earlier upload failure', ({ assert }) => {
    const failed = videoInputReducer(STATES.recorded, ACTIONS['upload-failed'])
    assert.deepInclude(failed, { status: 'recorded', progress: 0, uploadError: 'Upload failed: Bad Gateway', recordingUrl: 'blob:one' })
    assert.deepInclude(videoInputReducer(failed, { type: 'upload-progress', fraction: 1.7 }), { progress: 1, uploadError: null })
    assert.deepInclude(videoInputReducer(failed, { type: 'upload-progress', fraction: -1 }), { progress: 0 })
  })
})
