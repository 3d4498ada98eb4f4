/* Public surface of operations: its job must exist in every process (workers run it with Redis). */
export { retentionJob, RETENTION_EVERY_MS } from './jobs/retention_job.js'
export { runRetention, type RetentionLine } from './retention/run_retention.js'
