/* The browser surface of the media module (imported by other modules' ui/). */
export { VideoInput, type VideoInputProps } from './video/video_input'
export { useVoiceToText, type VoiceToText } from './voice/use_voice_to_text'
export { DictationButton, type DictationButtonProps } from './voice/dictation_button'
export type { SpeechProvider, SpeechCallbacks } from './voice/speech_provider'
export { registerStreamingClient, type StreamingClient, type TranscriptionToken } from './voice/streaming_clients'
