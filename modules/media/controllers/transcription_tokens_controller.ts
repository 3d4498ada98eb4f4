import type { HttpContext } from '@adonisjs/core/http'
import { issueTranscriptionToken } from '../actions/issue_transcription_token.js'
import TranscriptionTokenTransformer from '../transformers/transcription_token_transformer.js'
import { jsonSerializer } from '../transformers/json_serializer.js'
import { TRANSCRIPTION_NOT_CONFIGURED } from '../shared/messages.js'

export default class TranscriptionTokensController {
  /** spec 002 §7 "Get ephemeral token for streaming transcription" (signed in, rate limited). */
  async store({ auth, response }: HttpContext) {
    const token = await issueTranscriptionToken(auth.user!.id)
    if (!token) return response.ok({ configured: false, message: TRANSCRIPTION_NOT_CONFIGURED })
    return response.ok({ configured: true, ...(await jsonSerializer.serialize({ token: TranscriptionTokenTransformer.transform(token) })) })
  }
}
