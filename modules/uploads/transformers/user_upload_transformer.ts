import { BaseTransformer } from '@adonisjs/core/transformers'
import type UserUpload from '../models/user_upload.js'

/** An upload as its owner's browser sees it (spec 002 §7: downloadUrl, userUploadId; plus what inputs show). */
export default class UserUploadTransformer extends BaseTransformer<UserUpload> {
  constructor(
    resource: UserUpload,
    /** The signed PUT address, for the answer to a request. */
    protected uploadUrl: string | null = null
  ) {
    super(resource)
  }

  toObject() {
    const upload = this.resource
    return {
      userUploadId: upload.id,
      name: upload.originalName,
      downloadUrl: upload.downloadUrl,
      mime: upload.detectedMime ?? upload.declaredMime,
      size: upload.size,
      status: upload.status,
      width: upload.width,
      height: upload.height,
      durationSeconds: upload.durationSeconds,
    }
  }

  /** The answer to "request user upload": where to PUT the bytes, and where they will be served. */
  forRequest() {
    return { uploadUrl: this.uploadUrl!, downloadUrl: this.resource.downloadUrl, userUploadId: this.resource.id }
  }
}
