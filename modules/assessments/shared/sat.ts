import { UPLOAD_MESSAGES, UPLOAD_PURPOSES } from '#modules/uploads/shared/index'

/* SAT practice tests (spec 001 §3.5 sat_assessment): the PDFs' limits and messages, for the server and the editor. */

/** The largest PDF a practice test takes: the uploads drop zone's own limit for PDFs. */
export const SAT_PDF_MAX_BYTES = UPLOAD_PURPOSES.attachment.maxBytes

export const SAT_MESSAGES = {
  notOwn: 'Choose a PDF you uploaded.',
  notPdf: 'Please upload PDF files only',
  tooLarge: UPLOAD_MESSAGES.tooLarge(SAT_PDF_MAX_BYTES),
  taken: 'This file is already used elsewhere.',
  bothNeeded: 'A practice test needs both its test PDF and its answers PDF.',
  unknownTest: 'Choose one of the SAT tests listed.',
  none: 'This assessment is not an SAT practice test.',
} as const

/** Why a chosen file cannot be a practice test PDF (checked by its declared type in the browser, by its bytes on the server), or null. */
export function satFileProblem(file: { type: string; size: number }): string | null {
  if (file.type !== 'application/pdf') return SAT_MESSAGES.notPdf
  if (file.size > SAT_PDF_MAX_BYTES) return SAT_MESSAGES.tooLarge
  return null
}
