import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { SeriesViewerState } from './resource_types.js'

/** The viewer's place in a series and the buttons the series page offers them. */
export default class ViewerTransformer extends BaseTransformer<SeriesViewerState> {
  toObject() {
    const { reservation } = this.resource
    return {
      ...this.pick(this.resource, ['signedIn', 'isHost', 'registered', 'withdrawn', 'canRegister', 'canWithdraw', 'canHoldSeat', 'canManage']),
      reservation: reservation ? { id: reservation.id, expiresAt: iso(reservation.expiredAt)!, self: reservation.isSelfReservation } : null,
    }
  }
}
