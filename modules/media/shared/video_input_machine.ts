import { VIDEO_MESSAGES } from './messages.js'

/*
 * The video input of spec 001 §4.6 as a pure reducer (spec 002 §4 "Video input states").
 * An action a state does not accept leaves the state unchanged, except "recorded", which from
 * any state but recording resets to idle (spec 001 §4.6).
 */

export const VIDEO_INPUT_STATES = ['idle', 'awaiting-permission', 'ready-to-record', 'recording', 'recorded', 'uploaded', 'error'] as const
export type VideoInputStatus = (typeof VIDEO_INPUT_STATES)[number]

export type VideoInputState =
  | { status: 'idle' }
  | { status: 'awaiting-permission' }
  | { status: 'ready-to-record' }
  | { status: 'recording' }
  /** `uploadError`: the last upload attempt failed; the recording is kept so it can be sent again. */
  | { status: 'recorded'; recordingUrl: string; durationSeconds: number; progress: number; uploadError: string | null }
  | { status: 'uploaded'; downloadUrl: string }
  | { status: 'error'; message: string }

export type VideoInputAction =
  | { type: 'request-permission' }
  | { type: 'permission-granted' }
  | { type: 'fail'; message: string }
  | { type: 'start-recording' }
  | { type: 'recorded'; recordingUrl: string; durationSeconds: number; minDurationSeconds: number }
  | { type: 'upload-progress'; fraction: number }
  | { type: 'upload-failed'; message: string }
  | { type: 'uploaded'; downloadUrl: string }
  | { type: 'start-over' }

export const VIDEO_INPUT_ACTIONS: readonly VideoInputAction['type'][] = [
  'request-permission',
  'permission-granted',
  'fail',
  'start-recording',
  'recorded',
  'upload-progress',
  'upload-failed',
  'uploaded',
  'start-over',
]

/** An initial value (a recording's URL) starts in uploaded. */
export function initialVideoInputState(value: string | null | undefined): VideoInputState {
  return value ? { status: 'uploaded', downloadUrl: value } : { status: 'idle' }
}

/** The field's value in a state: the download URL once uploaded, otherwise nothing. */
export function videoInputValue(state: VideoInputState): string | null {
  return state.status === 'uploaded' ? state.downloadUrl : null
}

export function videoInputReducer(state: VideoInputState, action: VideoInputAction): VideoInputState {
  switch (action.type) {
    case 'request-permission':
      return state.status === 'idle' || state.status === 'error' ? { status: 'awaiting-permission' } : state
    case 'permission-granted':
      return state.status === 'awaiting-permission' ? { status: 'ready-to-record' } : state
    case 'fail':
      return state.status === 'awaiting-permission' || state.status === 'ready-to-record' || state.status === 'recording'
        ? { status: 'error', message: action.message }
        : state
    case 'start-recording':
      return state.status === 'ready-to-record' ? { status: 'recording' } : state
    case 'recorded':
      if (state.status !== 'recording') return { status: 'idle' }
      if (action.durationSeconds < action.minDurationSeconds) {
        return { status: 'error', message: VIDEO_MESSAGES.tooShort(action.minDurationSeconds) }
      }
      return { status: 'recorded', recordingUrl: action.recordingUrl, durationSeconds: action.durationSeconds, progress: 0, uploadError: null }
    case 'upload-progress':
      return state.status === 'recorded'
        ? { ...state, progress: Math.min(1, Math.max(0, action.fraction)), uploadError: null }
        : state
    case 'upload-failed':
      return state.status === 'recorded' ? { ...state, progress: 0, uploadError: action.message } : state
    case 'uploaded':
      return state.status === 'recorded' ? { status: 'uploaded', downloadUrl: action.downloadUrl } : state
    case 'start-over':
      return { status: 'idle' }
  }
}
