import { AuthorizationResponse } from '@adonisjs/bouncer'
import type User from './models/user.js'
import { isSuspended, reviewState, type Role } from './roles.js'

/*
 * spec 000 §2.3 "In-product modals on gated actions for unreviewed users" (texts: spec 002 §8
 * "Blocking modals"). A gated action (registering for a session, ...) asks `gateAction(user,
 * action)` in its policy; a denial answers through `answerDenial`, which shows the modal.
 *
 * Decision (the spec names three modals, not which account state opens which):
 *   - suspended: a suspended account (blocked, blocked:community) on a page it can still open;
 *   - rejected:  the `rejected` role (application flagged for further review);
 *   - pending:   unreviewed (spec 001 §4.4: onboarding details, none of the reviewed roles),
 *                e.g. while the website setting require-registration-account-approval holds
 *                finished onboardings for staff review.
 */
export const ACCOUNT_GATES = ['suspended', 'pending', 'rejected'] as const
export type AccountGate = (typeof ACCOUNT_GATES)[number]

/** What the modal shows: its title and paragraphs ({action} filled in), for the browser and JSON alike. */
export type AccountGateNotice = { gate: AccountGate; title: string; paragraphs: string[] }

export function accountGateNotice(gate: AccountGate, action: string): AccountGateNotice {
  switch (gate) {
    case 'suspended':
      return {
        gate,
        title: 'Account Suspended',
        paragraphs: [`Your account needs to be approved before you can ${action}.`, 'Please contact User Support if you have any questions.'],
      }
    case 'pending':
      return {
        gate,
        title: 'Account pending',
        paragraphs: [`Our team needs to approve your account before you can ${action}.`, 'In the meantime, feel free to explore Peerhaven.'],
      }
    case 'rejected':
      return {
        gate,
        title: 'Account Rejected',
        paragraphs: [
          'Your application has been flagged for further review.',
          'Please contact User Support with more details about why you want to join Peerhaven.',
        ],
      }
  }
}

/** Which modal (if any) an account in this state gets on a gated action. */
export function accountGate(roles: Set<Role>, hasOnboardingDetails: boolean): AccountGate | null {
  if (isSuspended(roles)) return 'suspended'
  if (roles.has('rejected')) return 'rejected'
  return reviewState(roles, hasOnboardingDetails) === 'unreviewed' ? 'pending' : null
}

/** A policy's denial that opens the gated-action modal; its message is the modal's first sentence. */
export class AccountGateDenial extends AuthorizationResponse {
  readonly notice: AccountGateNotice

  constructor(gate: AccountGate, action: string) {
    super(false)
    this.notice = accountGateNotice(gate, action)
    this.message = this.notice.paragraphs[0]
    this.status = 403
  }
}

/**
 * For a policy: the gated-action denial for this user, or null when the account may act.
 * `action` completes "before you can {action}" (e.g. 'register for sessions').
 */
export async function gateAction(user: User, action: string): Promise<AccountGateDenial | null> {
  const gate = accountGate(await user.roles(), user.onboardingDetails !== null)
  return gate ? new AccountGateDenial(gate, action) : null
}
