import { viewerMemo } from '#app/support/viewer_memo'
import Partner from '../models/partner.js'

/*
 * The active partners as /partnerships shows them, remembered for PARTNER_LIST_TTL_MS: the page is
 * public and the list changes a few times a year. This process's edits forget it at once (the
 * actions call forgetPartnerList); another web process shows an edit at most the TTL later.
 */
export const PARTNER_LIST_TTL_MS = 5 * 60 * 1000
const LIST_KEY = 0
const memo = viewerMemo<Partner[]>({ ttlMs: PARTNER_LIST_TTL_MS, maxEntries: 1, name: 'partners-active-list' })

export async function activePartners(): Promise<Partner[]> {
  const kept = memo.get(LIST_KEY)
  if (kept) return kept
  const partners = await Partner.query().where('active', true).orderBy('position', 'asc').orderBy('id', 'asc')
  memo.set(LIST_KEY, partners)
  return partners
}

export function forgetPartnerList() {
  memo.forget()
}

/** Every partner for the console, in list order (active and hidden). */
export async function allPartners(): Promise<Partner[]> {
  return Partner.query().orderBy('position', 'asc').orderBy('id', 'asc')
}

export async function findPartner(id: number): Promise<Partner | null> {
  return Partner.find(id)
}
