/* Camera and microphone constants (spec 002 §9 "Video 640 by 480, chunks every 1 second,
 * default timeout 120 seconds", "Audio 16000 Hz, 50 ms chunks"). */

export const VIDEO_WIDTH = 640
export const VIDEO_HEIGHT = 480
/** MediaRecorder timeslice: a chunk every second, so a crash loses at most a second. */
export const VIDEO_CHUNK_MS = 1000
/** How long a video's post-processing is awaited when awaited at all (spec 002 §7). */
export const VIDEO_POST_PROCESSING_TIMEOUT_MS = 120_000
/** A video block without maxDurationSeconds stops here (decision: the spec's video timeout). */
export const DEFAULT_MAX_DURATION_SECONDS = 120
/** ~7.5 MB a minute at 640×480: keeps a 2-minute answer well inside the upload limit. */
export const VIDEO_BITS_PER_SECOND = 1_000_000

/** Tried in order with MediaRecorder.isTypeSupported; the first supported one records. */
export const RECORDING_MIME_TYPES = [
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
  'video/mp4;codecs=avc1,mp4a',
  'video/mp4',
] as const

/** Streaming transcription audio: 16 kHz samples sent in 50 ms chunks. */
export const AUDIO_SAMPLE_RATE = 16_000
export const AUDIO_CHUNK_MS = 50

/** A piece of transcribed speech (spec 001 §3.10 "Speech fragment"). */
export type SpeechFragment = {
  /** Which utterance this belongs to; a later fragment of the same turn replaces an earlier one. */
  turn: number
  isFinal: boolean
  isFormatted: boolean
  content: string
  words: { text: string; start?: number; end?: number; confidence?: number }[]
}
