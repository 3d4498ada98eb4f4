import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import { appUrl } from '#config/app'
import { ACTIVITY_TYPE_LABELS, hoursText, type ActivityType } from '../shared/index.js'
import type { CertificateContent } from './content.js'

/** The public verification page of a certificate (the QR code's target). */
export function verificationUrl(id: string): string {
  return new URL(`/volunteer/certificates/${id}`, appUrl).toString()
}

const dayText = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

/**
 * The certificate as a one-page PDF (issue 15 §3 ★): name, period, hours by type, organisation,
 * issue date, the QR code to the verification page and its address in words, plus the signature
 * so a printed copy can be checked by hand.
 */
export async function certificatePdf(content: CertificateContent, signature: string): Promise<Buffer> {
  const url = verificationUrl(content.id)
  const qr = await QRCode.toBuffer(url, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' })
  const doc = new PDFDocument({ size: 'LETTER', margin: 64, info: { Title: `Volunteer hours certificate — ${content.name}`, Author: content.organisation } })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))

  doc.font('Helvetica-Bold').fontSize(12).fillColor('#4c6ef5').text(content.organisation.toUpperCase(), { characterSpacing: 2 })
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(26).fillColor('#1a1b1e').text('Certificate of Volunteer Hours')
  doc.moveDown(1.2).font('Helvetica').fontSize(13).fillColor('#343a40').text('This certifies that')
  doc.moveDown(0.3).font('Helvetica-Bold').fontSize(22).fillColor('#1a1b1e').text(content.name)
  doc.moveDown(0.5).font('Helvetica').fontSize(13).fillColor('#343a40')
  doc.text(`volunteered ${hoursText(content.totalSeconds)} approved hours with ${content.organisation} between ${dayText(content.from)} and ${dayText(content.to)}.`)
  doc.moveDown(1.2).font('Helvetica-Bold').fontSize(13).fillColor('#1a1b1e').text('Hours by type')
  doc.moveDown(0.4).font('Helvetica').fontSize(12).fillColor('#343a40')
  if (content.hoursByType.length === 0) doc.text('No approved hours in this period.')
  for (const row of content.hoursByType) doc.text(`${ACTIVITY_TYPE_LABELS[row.type as ActivityType] ?? row.type}: ${hoursText(row.seconds)} hours`)
  doc.moveDown(1.2).text(`Issued ${dayText(content.issuedAt.slice(0, 10))}. Certificate ${content.id}.`)

  const qrTop = doc.y + 24
  doc.image(qr, 64, qrTop, { width: 120 })
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#495057')
    .text('Scan the code or open the address below to check that this certificate is genuine, unchanged and still valid:', 200, qrTop + 8, { width: 340 })
  doc.moveDown(0.4).fillColor('#1c7ed6').text(url, { width: 340, link: url, underline: true })
  doc.moveDown(0.6).fillColor('#868e96').fontSize(7).text(`Ed25519 signature: ${signature}`, { width: 340 })
  doc.end()
  return done
}
