import { test } from '@japa/runner'
import {
  speechReducer,
  InvalidVoiceToTextTransition,
  VOICE_TO_TEXT_STATES,
  VOICE_TO_TEXT_ACTIONS,
  type VoiceToTextAction,
  type VoiceToTextActionType,
  type VoiceToTextState,
  type VoiceToTextStatus,
} from '../../shared/index.js'

/* spec 002 §4 / spec 001 §4.6 "Voice-to-text": every state × every action. */

const STATES: Record<VoiceToTextStatus, VoiceToTextState> = {
  'idle': { status: 'idle' },
  'session-ready': { status: 'session-ready' },
  'recording': { status: 'recording' },
  'error': { status: 'error', message: 'WebSpeech error: network' },
}

const action = (type: VoiceToTextActionType): VoiceToTextAction =>
  type === 'error-occurred' ? { type, message: 'WebSpeech error: no-speech' } : { type }

const EXPECTED: Record<VoiceToTextStatus, Record<VoiceToTextActionType, VoiceToTextStatus | 'throws'>> = {
  'idle': { 'start-session': 'session-ready', 'start-recording': 'throws', 'stop-recording': 'throws', 'reset': 'idle', 'error-occurred': 'error' },
  'session-ready': { 'start-session': 'throws', 'start-recording': 'recording', 'stop-recording': 'throws', 'reset': 'idle', 'error-occurred': 'error' },
  'recording': { 'start-session': 'throws', 'start-recording': 'throws', 'stop-recording': 'session-ready', 'reset': 'idle', 'error-occurred': 'error' },
  'error': { 'start-session': 'throws', 'start-recording': 'throws', 'stop-recording': 'throws', 'reset': 'idle', 'error-occurred': 'error' },
}

test.group('Voice-to-text machine: every state × action (spec 002 §4)', () => {
  for (const from of VOICE_TO_TEXT_STATES) {
    for (const type of VOICE_TO_TEXT_ACTIONS) {
      const expected = EXPECTED[from][type]
      test(`${from} + ${type} → ${expected}`, ({ assert }) => {
        if (expected === 'throws') {
          assert.throws(() => speechReducer(STATES[from], action(type)), `Cannot transition from ${from} state to ${type}`)
          assert.throws(() => speechReducer(STATES[from], action(type)), InvalidVoiceToTextTransition)
        } else {
          assert.equal(speechReducer(STATES[from], action(type)).status, expected)
        }
      })
    }
  }

  test('error-occurred keeps the message; reset drops it', ({ assert }) => {
    const failed = speechReducer(STATES.recording, { type: 'error-occurred', message: 'Voice to Text encountered an error. Try reloading the page.' })
    assert.deepEqual(failed, { status: 'error', message: 'Voice to Text encountered an error. Try reloading the page.' })
    assert.deepEqual(speechReducer(failed, { type: 'reset' }), { status: 'idle' })
  })
})
