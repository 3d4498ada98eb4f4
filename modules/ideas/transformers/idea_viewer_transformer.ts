import { BaseTransformer } from '@adonisjs/core/transformers'

export type IdeaViewer = { signedIn: boolean; canPost: boolean; canSetStatus: boolean }

/** What the board lets the viewer do: post and vote (members not blocked), set statuses (staff). */
export default class IdeaViewerTransformer extends BaseTransformer<IdeaViewer> {
  toObject() {
    return this.pick(this.resource, ['signedIn', 'canPost', 'canSetStatus'])
  }
}
