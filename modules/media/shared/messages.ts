import { durationInWords } from './durations.js'

/* The exact texts of spec 002 §8 ("Video", "Speech", "Dictation hints"). */

export const VIDEO_MESSAGES = {
  generic: (message: string) => `Error: ${message}`,
  connecting: (message: string) => `connecting to a camera & mic: ${message}`,
  recording: (message: string) => `Something went wrong while recording: ${message}`,
  unsupported: 'Feature unsupported in this browser',
  noCodec: 'No supported recording codec found',
  tooShort: (minDurationSeconds: number) =>
    `Recording was too short. It should be at least ${durationInWords(minDurationSeconds)} long`,
} as const

export const SPEECH_MESSAGES = {
  webSpeechUnsupported: 'Web Speech API is not supported in this browser',
  webSpeechError: (error: string) => `WebSpeech error: ${error}`,
  microphone: 'Voice to Text encountered an error. Try reloading the page.',
  invalidTransition: (state: string, action: string) => `Cannot transition from ${state} state to ${action}`,
} as const

export type DictationPlatform = 'mac' | 'windows' | 'other'

/** What to do when the browser cannot dictate: the operating system's own dictation. */
export const DICTATION_HINTS: Record<DictationPlatform, string> = {
  mac: 'To dictate, press the globe key twice.',
  windows: 'To dictate, press the Windows key + H.',
  other: "To dictate, use your device's voice typing (Mac: press the globe key twice; Windows: Windows key + H).",
}

/** The platform of a user agent's platform string (navigator.userAgentData.platform or navigator.platform). */
export function dictationPlatform(platform: string | undefined | null): DictationPlatform {
  const name = (platform ?? '').toLowerCase()
  if (name.startsWith('mac')) return 'mac'
  if (name.startsWith('win')) return 'windows'
  return 'other'
}

/** The token route's answer while no streaming-transcription service is configured (the default). */
export const TRANSCRIPTION_NOT_CONFIGURED = 'Streaming transcription is not configured on this server.'
