import { SPEECH_MESSAGES } from '../../shared/index'
import type { SpeechCallbacks, SpeechProvider } from './speech_provider'

/* The slice of the Web Speech API we use (TypeScript's DOM types do not carry it). */
type RecognitionResult = { isFinal: boolean; length: number; [index: number]: { transcript: string } }
type RecognitionResultEvent = { resultIndex: number; results: { length: number; [index: number]: RecognitionResult } }
type Recognition = {
  continuous: boolean
  interimResults: boolean
  lang: string
  onstart: (() => void) | null
  onresult: ((event: RecognitionResultEvent) => void) | null
  onerror: ((event: { error: string }) => void) | null
  onend: (() => void) | null
  start(): void
  stop(): void
  abort(): void
}
type RecognitionConstructor = new () => Recognition

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null
  const scope = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor }
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null
}

export function webSpeechSupported() {
  return recognitionConstructor() !== null
}

const START_TIMEOUT_MS = 5000

/** Errors that mean the microphone itself failed or was refused. */
const MICROPHONE_ERRORS = new Set(['audio-capture', 'not-allowed', 'service-not-allowed'])

/** The browser's own recognition (spec 002 §8: "Web Speech API is not supported in this browser"). */
export function createWebSpeechProvider(callbacks: SpeechCallbacks): SpeechProvider {
  const Constructor = recognitionConstructor()
  if (!Constructor) throw new Error(SPEECH_MESSAGES.webSpeechUnsupported)
  const recognition = new Constructor()
  recognition.continuous = true
  recognition.interimResults = true
  recognition.lang = document.documentElement.lang || navigator.language
  // Chromium without its speech service (e.g. builds without Google's keys) never starts nor fails:
  // after START_TIMEOUT_MS without a start, report it as the network failure it is.
  let started = false
  let waiting: ReturnType<typeof setTimeout> | undefined
  recognition.onstart = () => {
    started = true
    clearTimeout(waiting)
    callbacks.onStart()
  }
  recognition.onresult = (event) => {
    for (let index = event.resultIndex; index < event.results.length; index++) {
      const result = event.results[index]
      callbacks.onFragment({ turn: index, isFinal: result.isFinal, isFormatted: false, content: result[0]?.transcript ?? '', words: [] })
    }
  }
  recognition.onerror = (event) => {
    // "aborted" is our own abort(); "no-speech" only means silence, and onend follows.
    if (event.error === 'aborted' || event.error === 'no-speech') return
    callbacks.onError(MICROPHONE_ERRORS.has(event.error) ? SPEECH_MESSAGES.microphone : SPEECH_MESSAGES.webSpeechError(event.error))
  }
  recognition.onend = () => {
    clearTimeout(waiting)
    callbacks.onEnd()
  }
  return {
    start() {
      recognition.start()
      waiting = setTimeout(() => {
        if (started) return
        recognition.abort()
        callbacks.onError(SPEECH_MESSAGES.webSpeechError('network'))
      }, START_TIMEOUT_MS)
    },
    stop: () => recognition.stop(),
    abort() {
      clearTimeout(waiting)
      recognition.abort()
    },
  }
}
