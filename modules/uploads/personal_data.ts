import db from '@adonisjs/lucid/services/db'
import { fromDbTime, iso } from '#app/support/database/values'

/* Uploads' section of a person's data export: each file's name, kind, size and dates (the files themselves stay downloadable where they are attached). */
export async function uploadsData(userId: number) {
  const rows = await db
    .from('user_uploads')
    .where('user_id', userId)
    .select('original_name', 'purpose', 'declared_mime', 'size', 'status', 'subject_type', 'created_at')
    .orderBy('id', 'asc')
  return rows.map((row) => ({
    name: row.original_name,
    purpose: row.purpose,
    type: row.declared_mime,
    bytes: Number(row.size),
    status: row.status,
    attachedTo: row.subject_type,
    uploadedAt: iso(fromDbTime(row.created_at)),
  }))
}
