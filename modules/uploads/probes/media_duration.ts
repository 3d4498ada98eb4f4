import { Mp4DurationParser } from './mp4_duration.js'
import { WebmDurationParser } from './webm_duration.js'

/** The duration in seconds of a recording (webm or mp4), read as a stream; null when unknown. */
export async function probeDurationSeconds(chunks: AsyncIterable<Uint8Array>, mime: string): Promise<number | null> {
  const parser = mime === 'video/webm' ? new WebmDurationParser() : mime === 'video/mp4' ? new Mp4DurationParser() : null
  if (!parser) return null
  for await (const chunk of chunks) {
    if (parser.push(chunk)) break
  }
  const seconds = parser.seconds()
  return seconds === null ? null : Math.round(seconds * 1000) / 1000
}
