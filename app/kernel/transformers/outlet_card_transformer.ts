import { BaseTransformer } from '@adonisjs/core/transformers'
import type { OutletCard } from '../hooks.js'

/** A card a program puts in an outlet (dashboard.cards, series.sidebar, session.sidebar): every page sends cards through this. */
export default class OutletCardTransformer extends BaseTransformer<OutletCard> {
  toObject() {
    const card = this.resource
    // Only same-site paths stay links: programs fill these cards, and none may send anyone off-site.
    const link = card.href !== undefined && /^\/(?!\/)/.test(card.href)
    return {
      ...this.pick(card, ['key', 'title', 'body']),
      href: link ? card.href : undefined,
      linkLabel: link ? card.linkLabel : undefined,
    }
  }
}
