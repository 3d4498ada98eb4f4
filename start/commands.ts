/*
 * Ace commands of the platform and of every module (their manifests' `commands`).
 */
import type { CommandMetaData } from '@adonisjs/core/types/ace'
import type { BaseCommand } from '@adonisjs/core/ace'
import { resolveModules, type CommandLoader } from '#kernel/modules'
import { MODULE_NAMES } from '#start/modules'

const platformCommands: Record<string, CommandLoader> = {
  'jobs:work': () => import('#app/support/jobs/work_command'),
}

const manifests = await resolveModules(MODULE_NAMES, (name) => import(`#modules/${name}/module`))
const loaders = [platformCommands, ...manifests.map((manifest) => manifest.commands ?? {})].flatMap((set) => Object.values(set))

const commands = await Promise.all(
  loaders.map(async (load) => {
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
