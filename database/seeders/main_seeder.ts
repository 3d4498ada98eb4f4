import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { seedWorlds, seedDemoMemberships } from '#modules/worlds/database/seeders/world_seeder'
import { seedDemoUsers } from '#modules/identity/database/seeders/demo_users'
import { seedCatalog, seedDemoCertifications } from '#modules/catalog/database/seeders/catalog_seeder'
import { upsertProgramTemplate } from '#modules/series/index'
import { listPrograms } from '#kernel/programs/registry'
import { syncProgramTemplates } from '#modules/programs/index'
import { seedBlog } from '#modules/blog/index'
import { seedIdeas } from '#modules/ideas/index'
import { seedDemoActivity } from './demo_activity.js'
import { seedChannels, seedDemoPosts } from '#modules/community/database/seeders/channel_seeder'
import { seedVolunteering } from '#modules/volunteering/database/seeders/volunteer_seeder'
import { seedDemoClassroom } from '#modules/classrooms/database/seeders/classroom_seeder'

/*
 * `node ace db:seed`: the sixteen worlds, the demo accounts, the course catalogue, the programs'
 * iterations as series templates (what `node ace programs:sync` does) and the demo activity
 * (tutors, sessions, series, registrations), the demo blog articles and ideas, the starter volunteer teams and roles, the demo classroom. Safe to run twice: every step is idempotent.
 */
export default class MainSeeder extends BaseSeeder {
  async run() {
    await seedCatalog()
    await seedWorlds()
    await seedDemoUsers()
    await seedDemoMemberships()
    await seedDemoCertifications()
    await syncProgramTemplates(listPrograms(), upsertProgramTemplate)
    await seedDemoActivity()
    await seedChannels()
    await seedDemoPosts()
    await seedBlog()
    await seedIdeas()
    await seedVolunteering()
    await seedDemoClassroom()
  }
}
