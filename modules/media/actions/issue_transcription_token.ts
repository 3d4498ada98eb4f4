import { transcriptionProvider, type TranscriptionToken } from '../transcription/transcription_provider.js'

/** A short-lived streaming-transcription token for the user, or null while no service is configured. */
export async function issueTranscriptionToken(userId: number): Promise<TranscriptionToken | null> {
  const provider = transcriptionProvider()
  return provider ? provider.issueToken(userId) : null
}
