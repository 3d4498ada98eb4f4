/* The isomorphic surface of the media module (server and browser). */
export { durationInWords, clockTime } from './durations.js'
export {
  VIDEO_MESSAGES,
  SPEECH_MESSAGES,
  DICTATION_HINTS,
  TRANSCRIPTION_NOT_CONFIGURED,
  dictationPlatform,
  type DictationPlatform,
} from './messages.js'
export * from './constants.js'
export {
  videoInputReducer,
  initialVideoInputState,
  videoInputValue,
  VIDEO_INPUT_STATES,
  VIDEO_INPUT_ACTIONS,
  type VideoInputState,
  type VideoInputStatus,
  type VideoInputAction,
} from './video_input_machine.js'
export {
  speechReducer,
  InvalidVoiceToTextTransition,
  VOICE_TO_TEXT_STATES,
  VOICE_TO_TEXT_ACTIONS,
  type VoiceToTextState,
  type VoiceToTextStatus,
  type VoiceToTextAction,
  type VoiceToTextActionType,
} from './voice_to_text_machine.js'
export { pickRecordingFormat, type RecordingFormat } from './recording_format.js'
