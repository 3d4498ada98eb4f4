import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { readEmailSwapToken, tokenDigest, type EmailSwapLink } from '#modules/identity/index'
import EmailSwap from '../models/email_swap.js'
import { Usernames } from './usernames.js'

const TOKEN_COLUMNS: Record<EmailSwapLink, string> = { confirm: 'confirm_token_hash', cancel: 'cancel_token_hash' }

/**
 * The swap a confirm or cancel link belongs to, while its links work (pending, not expired), or
 * null: a token that does not decrypt, has expired, was never issued, or whose swap is finished
 * all answer null alike.
 */
export async function openSwapByToken(token: string, link: EmailSwapLink, client?: QueryClientContract) {
  const userId = token.length <= 2000 ? readEmailSwapToken(token, link) : null
  if (userId === null) return null
  const swap = await EmailSwap.query({ client }).where(TOKEN_COLUMNS[link], tokenDigest(token)).where('user_id', userId).first()
  return swap?.isOpenAt(DateTime.utc()) ? swap : null
}

const RECENT = 20

/** The Email Swap page: the newest requests (one account's, or everyone's), with the usernames they mention. */
export async function recentEmailSwaps(userId: number | null) {
  const query = EmailSwap.query().orderBy('id', 'desc').limit(RECENT)
  if (userId !== null) query.where('user_id', userId)
  const swaps = await query
  const usernames = await Usernames.of(swaps.flatMap((swap) => [swap.userId, swap.requestedByUserId]))
  return { swaps, usernames }
}
