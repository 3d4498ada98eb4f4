import { BaseTransformer } from '@adonisjs/core/transformers'
import type { AdminFrame } from '../admin_menu.js'

/**
 * The console frame every admin page gets as `admin` (whichever module owns the page): the
 * viewer's menu and the current entry. resources/inertia/components/admin_layout.tsx draws it.
 */
export default class AdminFrameTransformer extends BaseTransformer<AdminFrame> {
  toObject() {
    const { home, entries, columns } = this.resource.menu
    return { menu: { home, entries, columns }, active: this.resource.active }
  }
}
