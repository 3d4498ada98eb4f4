import { BaseSerializer } from '@adonisjs/core/transformers'

/** Turns transformer items into the plain JSON of an API answer (no wrapping key). */
class JsonSerializer extends BaseSerializer<{ Wrap: undefined }> {
  wrap = undefined
  definePaginationMetaData(metaData: unknown) {
    return metaData as Record<string, unknown>
  }
}

export const jsonSerializer = new JsonSerializer()
