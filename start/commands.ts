/*
 * Ace commands that live in modules and the platform layer.
 */
import type { CommandMetaData } from '@adonisjs/core/types/ace'
import type { BaseCommand } from '@adonisjs/core/ace'

const loaders: Record<string, () => Promise<{ default: typeof BaseCommand }>> = {
  'jobs:work': () => import('#app/support/jobs/work_command'),
  'programs:list': () => import('#kernel/programs/commands/list'),
  'programs:sync': () => import('#kernel/programs/commands/sync'),
  'programs:deadlines': () => import('#kernel/programs/commands/deadlines'),
  'events:deliver': () => import('#kernel/events/commands/deliver'),
}

const commands = await Promise.all(
  Object.values(loaders).map(async (load) => {
    const loaded = await load()
    return loaded.default
  })
)

export async function getMetaData(): Promise<CommandMetaData[]> {
  return commands.map((command) => command.serialize())
}

export async function getCommand(metaData: CommandMetaData): Promise<typeof BaseCommand | null> {
  return commands.find((command) => command.commandName === metaData.commandName) ?? null
}
