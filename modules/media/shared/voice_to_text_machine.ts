import { SPEECH_MESSAGES } from './messages.js'

/*
 * Voice-to-text of spec 002 §4 / spec 001 §4.6: idle, session-ready, recording, error.
 * start-session idle → session-ready; start-recording session-ready → recording; stop-recording
 * recording → session-ready; reset (from anywhere) → idle; error-occurred (from anywhere) → error.
 * Any other transition throws "Cannot transition from {state} state to {action}".
 */

export const VOICE_TO_TEXT_STATES = ['idle', 'session-ready', 'recording', 'error'] as const
export type VoiceToTextStatus = (typeof VOICE_TO_TEXT_STATES)[number]

export const VOICE_TO_TEXT_ACTIONS = ['start-session', 'start-recording', 'stop-recording', 'reset', 'error-occurred'] as const
export type VoiceToTextActionType = (typeof VOICE_TO_TEXT_ACTIONS)[number]

export type VoiceToTextState = { status: Exclude<VoiceToTextStatus, 'error'> } | { status: 'error'; message: string }

export type VoiceToTextAction =
  | { type: Exclude<VoiceToTextActionType, 'error-occurred'> }
  | { type: 'error-occurred'; message: string }

const MOVES: Record<Exclude<VoiceToTextActionType, 'reset' | 'error-occurred'>, [from: VoiceToTextStatus, to: VoiceToTextStatus]> = {
  'start-session': ['idle', 'session-ready'],
  'start-recording': ['session-ready', 'recording'],
  'stop-recording': ['recording', 'session-ready'],
}

export class InvalidVoiceToTextTransition extends Error {}

export function speechReducer(state: VoiceToTextState, action: VoiceToTextAction): VoiceToTextState {
  if (action.type === 'reset') return { status: 'idle' }
  if (action.type === 'error-occurred') return { status: 'error', message: action.message }
  const [from, to] = MOVES[action.type]
  if (state.status !== from) throw new InvalidVoiceToTextTransition(SPEECH_MESSAGES.invalidTransition(state.status, action.type))
  return { status: to } as VoiceToTextState
}
