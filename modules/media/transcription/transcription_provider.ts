/*
 * Streaming transcription (spec 002 §7 "Get ephemeral token for streaming transcription"): the
 * browser asks us for a short-lived token and opens its own socket to the service with it, so the
 * service's API key never reaches the browser. No service is configured by default: until a
 * deployment installs a provider, the token route answers "not configured" and the browser falls
 * back to the Web Speech API or the operating system's dictation.
 */

export type TranscriptionToken = {
  /** The service's name; the browser picks the matching streaming client. */
  provider: string
  token: string
  /** Where the browser opens the socket (wss://...). */
  socketUrl: string
  expiresAt: Date
}

export interface TranscriptionTokenProvider {
  readonly name: string
  /** Asks the service for a token bound to this user; throws when the service fails. */
  issueToken(userId: number): Promise<TranscriptionToken>
}

let installed: TranscriptionTokenProvider | null = null

/** Installs the deployment's streaming-transcription service (null switches it off again). */
export function setTranscriptionProvider(provider: TranscriptionTokenProvider | null) {
  installed = provider
}

export function transcriptionProvider(): TranscriptionTokenProvider | null {
  return installed
}
