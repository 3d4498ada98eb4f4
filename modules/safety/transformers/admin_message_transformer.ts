import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type UserAdminMessage from '../models/user_admin_message.js'

type Row = { message: UserAdminMessage; names: Map<number, string> }

/** A sent message on the Admin Messages page (spec 001 §3.4 "client view adds sender and acknowledged"). */
export default class AdminMessageTransformer extends BaseTransformer<Row> {
  toObject() {
    const { message, names } = this.resource
    return {
      ...this.pick(message, ['id', 'type', 'content', 'acknowledgmentText', 'safetyReportId', 'detectedIssueId']),
      senderName: message.userId === null ? null : (names.get(message.userId) ?? null),
      recipientName: names.get(message.recipientUserId) ?? 'Deleted user',
      acknowledged: message.acknowledgedAt !== null,
      acknowledgedAt: iso(message.acknowledgedAt),
      createdAt: iso(message.createdAt)!,
    }
  }
}

