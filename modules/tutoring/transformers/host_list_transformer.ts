import { BaseTransformer } from '@adonisjs/core/transformers'
import type { HostRow } from '../queries/session_rows.js'
import { summarizeHosts } from '../host_list.js'
import HostTransformer from './host_transformer.js'

/** A session's live host rows, and whether the viewer manages the session (then they see the requests). */
export type HostListInput = { hosts: HostRow[]; showRequests: boolean }

/**
 * The hosts list of a session (spec 000 §2.5, spec 002 §9): the summary (2 avatars, "A, B and
 * N others"), the approved hosts, and — for those who manage the session — the waiting requests.
 */
export default class HostListTransformer extends BaseTransformer<HostListInput> {
  toObject() {
    const { hosts, showRequests } = this.resource
    const approved = hosts.filter((host) => host.approved)
    return {
      summary: summarizeHosts(approved),
      approved: approved.map((host) => new HostTransformer(host).toObject()),
      pending: showRequests ? hosts.filter((host) => !host.approved).map((host) => new HostTransformer(host).forRequest()) : [],
    }
  }
}
