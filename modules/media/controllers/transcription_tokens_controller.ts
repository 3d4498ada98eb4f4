import type { HttpContext } from '@adonisjs/core/http'
import { answerJson } from '#app/support/http'
import { issueTranscriptionToken } from '../actions/issue_transcription_token.js'
import TranscriptionTokenTransformer from '../transformers/transcription_token_transformer.js'
import { TRANSCRIPTION_NOT_CONFIGURED } from '../shared/messages.js'

export default class TranscriptionTokensController {
  /** spec 002 §7 "Get ephemeral token for streaming transcription" (signed in, rate limited). */
  async store(ctx: HttpContext) {
    const token = await issueTranscriptionToken(ctx.auth.user!.id)
    if (!token) return ctx.response.ok({ configured: false, message: TRANSCRIPTION_NOT_CONFIGURED })
    return answerJson(ctx, { configured: true, token: TranscriptionTokenTransformer.transform(token) })
  }
}
