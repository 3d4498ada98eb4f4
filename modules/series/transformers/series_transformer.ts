import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { SeriesOverview } from './resource_types.js'
import { sessionCount } from '../schedule.js'
import WorldTransformer from './world_transformer.js'
import { skillsBuilderBandFrom } from '../template_kinds.js'

/** A series as the band at the top of every series page shows it (spec 001 §4.3 status, §5.4 seats). */
export default class SeriesTransformer extends BaseTransformer<SeriesOverview> {
  toObject() {
    const { series, world, template, hosts, sessions, status, seatsLeft } = this.resource
    const live = sessions.filter((session) => session.canceledAt === null)
    return {
      ...this.pick(series, ['id', 'title', 'description', 'qualifications', 'maxLearners', 'closedReason']),
      world: WorldTransformer.transform(world),
      seatsLeft,
      registeredCount: series.seatsTaken,
      status,
      template: template
        ? {
            ...this.pick(template, ['title', 'scheduleType', 'sessionsPerWeek', 'sessionMinutes', 'programSlug']),
            sessionCount: sessionCount(template),
          }
        : null,
      // A skills builder's level (template_kinds.ts); null for other series.
      skillsBuilder: template?.kind === 'skills-builder' ? { level: skillsBuilderBandFrom(series.internalState)?.label ?? null } : null,
      hosts: hosts.map(({ host, user }) => ({
        userId: host.userId,
        displayName: user?.displayName ?? 'DELETED USER',
        username: user && !user.isDeleted ? user.username : '',
        role: host.role === 'main' ? ('main' as const) : ('co-host' as const),
      })),
      firstSessionAt: iso(live[0]?.startDate),
      lastSessionAt: iso(live.at(-1)?.endDate),
    }
  }
}
