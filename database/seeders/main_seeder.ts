import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { seedWorlds } from '#modules/worlds/database/seeders/world_seeder'
import { seedDemoUsers } from '#modules/identity/database/seeders/demo_users'

/* `node ace db:seed`: the sixteen worlds and the demo accounts. Safe to run twice. */
export default class MainSeeder extends BaseSeeder {
  async run() {
    await seedWorlds()
    await seedDemoUsers()
  }
}
