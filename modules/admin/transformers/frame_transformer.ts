import { BaseTransformer } from '@adonisjs/core/transformers'
import type { AdminMenu } from '#kernel/admin_menu'

/** The console frame every admin page gets as `admin`: the viewer's menu and the current entry. */
export default class FrameTransformer extends BaseTransformer<{ menu: AdminMenu; active: string }> {
  toObject() {
    const { home, entries, columns } = this.resource.menu
    return { menu: { home, entries, columns }, active: this.resource.active }
  }
}
