import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/limiter'

const limiterConfig = defineConfig({
  default: env.get('REDIS_URL') ? 'redis' : env.get('NODE_ENV') === 'test' ? 'memory' : 'database',
  stores: {
    redis: stores.redis({ connectionName: 'main' }),
    database: stores.database({ tableName: 'rate_limits', connectionName: env.get('DB_CONNECTION', 'sqlite') }),
    memory: stores.memory({}),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
