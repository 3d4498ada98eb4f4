/** Shown next to the export button: what the partners' CSV leaves out, and why. */
export const CSV_NOTE =
  'No names, emails, phone numbers, birth dates or parent details. Learners under 18 are included only once a parent or guardian consented and they assented.'
