import type { Data } from '~generated/data'
import { postJson } from '~/lib/csrf'
import { urlFor } from '~/lib/routes'
import type { SpeechCallbacks, SpeechProvider } from './speech_provider'

/*
 * Streaming transcription in the browser (spec 002 §7 "Get ephemeral token"): a client for a
 * service opens its socket with the short-lived token our server hands out, sends 16000 Hz audio
 * in 50 ms chunks (spec 002 §9) and reports formatted finals. None is registered by default, and
 * the server answers "not configured" until a deployment installs a service; dictation then uses
 * the Web Speech API or shows the operating system's dictation hint.
 */

export type TranscriptionToken = Data.Media.TranscriptionToken
export type StreamingClient = (token: TranscriptionToken, callbacks: SpeechCallbacks) => SpeechProvider

const clients = new Map<string, StreamingClient>()

/** Registers the browser side of a streaming-transcription service, by the provider name the server reports. */
export function registerStreamingClient(provider: string, client: StreamingClient) {
  clients.set(provider, client)
}

type TokenAnswer = { configured: false; message: string } | { configured: true; token: TranscriptionToken }

/** Learned once per page: a server without a service keeps saying so. */
let notConfigured = false

/** A streaming provider when the server has a service and we have its client; otherwise null (fall back). */
export async function streamingProvider(callbacks: SpeechCallbacks): Promise<SpeechProvider | null> {
  if (notConfigured) return null
  try {
    const response = await postJson(urlFor('media.transcription_token'), {})
    if (!response.ok) return null
    const answer = (await response.json()) as TokenAnswer
    if (!answer.configured) {
      notConfigured = true
      return null
    }
    const client = clients.get(answer.token.provider)
    return client ? client(answer.token, callbacks) : null
  } catch (error) {
    console.error('Streaming transcription token failed', error)
    return null
  }
}
