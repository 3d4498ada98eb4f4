import { BaseTransformer } from '@adonisjs/core/transformers'
import { DateTime } from 'luxon'
import { iso } from '#app/support/database/values'
import type EmailSwap from '../models/email_swap.js'
import type { NameLookup } from './resources.js'

/** A staff email swap on the Email Swap page (a pending one past its expiry reads `expired`). */
export default class EmailSwapTransformer extends BaseTransformer<EmailSwap> {
  constructor(
    resource: EmailSwap,
    protected usernames: NameLookup
  ) {
    super(resource)
  }

  toObject() {
    const swap = this.resource
    const expired = swap.status === 'pending' && !swap.isOpenAt(DateTime.utc())
    return {
      ...this.pick(swap, ['id', 'userId', 'oldEmail', 'newEmail']),
      status: expired ? ('expired' as const) : swap.status,
      username: this.usernames.get(swap.userId),
      requestedBy: this.usernames.actor(swap.requestedByUserId),
      createdAt: iso(swap.createdAt),
      expiresAt: iso(swap.expiresAt),
      finishedAt: iso(swap.finishedAt),
    }
  }
}
