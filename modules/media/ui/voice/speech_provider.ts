import type { SpeechFragment } from '../../shared/index'

/** What a speech provider reports while it listens. */
export type SpeechCallbacks = {
  /** The microphone is open and the service listens. */
  onStart(): void
  onFragment(fragment: SpeechFragment): void
  /** Listening ended (asked to stop, or the service ended it). */
  onEnd(): void
  /** A failure, with the message to show (spec 002 §8 "Speech"). */
  onError(message: string): void
}

/** A way to turn speech into text: the browser's Web Speech API, or a streaming service. */
export interface SpeechProvider {
  start(): void
  stop(): void
  /** Stops without waiting for the last words (leaving the page). */
  abort(): void
}
