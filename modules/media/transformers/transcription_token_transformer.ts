import { BaseTransformer } from '@adonisjs/core/transformers'
import { AUDIO_SAMPLE_RATE } from '../shared/constants.js'
import type { TranscriptionToken } from '../transcription/transcription_provider.js'

/** What the browser needs to open a streaming-transcription socket (spec 002 §7, §9 "Audio 16000 Hz"). */
export default class TranscriptionTokenTransformer extends BaseTransformer<TranscriptionToken> {
  toObject() {
    return {
      ...this.pick(this.resource, ['provider', 'token', 'socketUrl']),
      expiresAt: this.resource.expiresAt.toISOString(),
      sampleRate: AUDIO_SAMPLE_RATE,
    }
  }
}
