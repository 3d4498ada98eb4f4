/* The public server surface of the media module. */
export {
  setTranscriptionProvider,
  transcriptionProvider,
  type TranscriptionToken,
  type TranscriptionTokenProvider,
} from './transcription/transcription_provider.js'
