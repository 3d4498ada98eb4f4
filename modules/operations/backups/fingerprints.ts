import { createHash } from 'node:crypto'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/*
 * What a restore is checked against: per table, the number of rows and a SHA-256 over the rows
 * (each row as JSON with its columns in name order, rows sorted), so two databases with the same
 * committed data give the same fingerprints whatever their physical order. Values are compared as
 * the driver reads them: run both sides through the same dialect.
 */
export type TableFingerprint = { rows: number; checksum: string }

export async function tableNames(client: QueryClientContract): Promise<string[]> {
  if (client.dialect.name === 'postgres') {
    const rows = await client.from('pg_tables').where('schemaname', 'public').select('tablename as name')
    return rows.map((row: { name: string }) => row.name).sort()
  }
  const rows = await client.from('sqlite_master').where('type', 'table').whereNot('name', 'like', 'sqlite_%').select('name')
  return rows.map((row: { name: string }) => row.name).sort()
}

function rowText(row: Record<string, unknown>) {
  const value = (item: unknown) => (item instanceof Date ? item.toISOString() : Buffer.isBuffer(item) ? item.toString('base64') : item)
  return JSON.stringify(Object.keys(row).sort().map((key) => [key, value(row[key])]))
}

export async function tableFingerprints(client: QueryClientContract, tables?: string[]): Promise<Record<string, TableFingerprint>> {
  const result: Record<string, TableFingerprint> = {}
  for (const table of tables ?? (await tableNames(client))) {
    const rows = (await client.from(table).select('*')) as Record<string, unknown>[]
    const hash = createHash('sha256')
    for (const text of rows.map(rowText).sort()) hash.update(text).update('\n')
    result[table] = { rows: rows.length, checksum: hash.digest('hex') }
  }
  return result
}
