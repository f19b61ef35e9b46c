import type { Programme, ProgrammeItem } from '@clinica/contracts/exercise-programmes';
import { formatPhone } from '@clinica/contracts/phone';
import { a4Pdf, drawQr } from '../../lib/pdf.js';

/**
 * The printable programme (issue 24): A4, the clinic's name, the patient, how often, and each exercise
 * with its picture beside its dose (issue 43), description, notes and a QR code that opens its video on
 * the phone; the footer names the clinic's telephone and e-mail. The patient-facing
 * text is pt-PT (the language of the clinic's patients; the screens carry the English fallback).
 * Helvetica covers Portuguese (WinAnsi), so no font file ships with it.
 */

const MARGIN = 56;
const QR_SIZE = 72;
const INK = '#1f2933';
const MUTED = '#52606d';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const kg = (v: number) => `${v.toLocaleString('pt-PT', { maximumFractionDigits: 1 })} kg`;

/** «3 séries × 12 repetições · 5 kg», «3 séries × 30 s». */
export function doseText(
  item: Pick<ProgrammeItem, 'sets' | 'repetitions' | 'hold_seconds' | 'load_kg'>,
): string {
  const each =
    item.repetitions !== null
      ? plural(item.repetitions, 'repetição', 'repetições')
      : `${item.hold_seconds} s`;
  const load = item.load_kg !== null && item.load_kg > 0 ? ` · ${kg(item.load_kg)}` : '';
  return `${plural(item.sets, 'série', 'séries')} × ${each}${load}`;
}

/** The exercise's picture beside its dose: a square this wide, the drawing fitted inside. */
const IMAGE_SIZE = 96;

function exerciseBlock(doc: PDFKit.PDFDocument, item: ProgrammeItem, index: number, image?: Buffer) {
  const width = doc.page.width - 2 * MARGIN;
  const textX = image ? MARGIN + IMAGE_SIZE + 14 : MARGIN;
  const textWidth = width - (textX - MARGIN) - (item.intervention.video_url ? QR_SIZE + 16 : 0);
  const description = item.intervention.description?.trim() ?? '';
  // Keep an exercise on one page: measure it first.
  doc.font('Helvetica-Bold').fontSize(13);
  let height = doc.heightOfString(`${index}. ${item.intervention.name}`, { width: textWidth }) + 22;
  doc.font('Helvetica').fontSize(10);
  if (description) height += doc.heightOfString(description, { width: textWidth }) + 4;
  if (item.notes) height += doc.heightOfString(item.notes, { width: textWidth }) + 4;
  height = Math.max(height, item.intervention.video_url ? QR_SIZE + 14 : 0, image ? IMAGE_SIZE : 0) + 18;
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();

  const top = doc.y;
  let bottom = top;
  if (image) {
    try {
      doc.image(image, MARGIN, top, { fit: [IMAGE_SIZE, IMAGE_SIZE], align: 'center', valign: 'center' });
      doc.rect(MARGIN, top, IMAGE_SIZE, IMAGE_SIZE).lineWidth(0.5).strokeColor('#d9e2ec').stroke();
      bottom = top + IMAGE_SIZE;
    } catch {
      // A picture pdfkit cannot read (the upload checked its type, not every byte) is left out.
    }
  }
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(13);
  doc.text(`${index}. ${item.intervention.name}`, textX, top, { width: textWidth });
  doc.moveDown(0.2).font('Helvetica-Bold').fontSize(11).fillColor('#0b6e4f');
  doc.text(doseText(item), { width: textWidth });
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  if (description) doc.moveDown(0.3).text(description, { width: textWidth });
  if (item.notes)
    doc.moveDown(0.3).font('Helvetica-Oblique').text(`Nota: ${item.notes}`, { width: textWidth });
  bottom = Math.max(bottom, doc.y);
  if (item.intervention.video_url) {
    const x = MARGIN + width - QR_SIZE;
    drawQr(doc, item.intervention.video_url, x, top, { size: QR_SIZE });
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text('Vídeo', x, top + QR_SIZE + 2, { width: QR_SIZE, align: 'center' });
    bottom = Math.max(bottom, doc.y);
  }
  doc.x = MARGIN;
  doc.y = bottom + 10;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .lineWidth(0.5)
    .strokeColor('#d9e2ec')
    .stroke();
  doc.y += 12;
}

/** «Pare e contacte a clínica (tel. 212 345 678 · geral@clinica.pt) …»: how, when the clinic says. */
export function contactText(contact: { phone: string | null; email: string | null } | null): string {
  const ways = [contact?.phone ? `tel. ${formatPhone(contact.phone)}` : null, contact?.email ?? null].filter(
    Boolean,
  );
  return `Pare e contacte a clínica${ways.length ? ` (${ways.join(' · ')})` : ''} se sentir dor fora do habitual.`;
}

export interface ProgrammePdfContext {
  clinicName: string;
  /** The main clinic's telephone and e-mail. */
  contact: { phone: string | null; email: string | null } | null;
  /** Each pictured exercise's image (jpg or png), by intervention id. */
  images: ReadonlyMap<string, Buffer>;
  timeZone: string;
  printedAt: Date;
}

export async function programmePdf(
  programme: Programme,
  { clinicName, contact, images, timeZone, printedAt }: ProgrammePdfContext,
): Promise<Buffer> {
  const { pdf: doc, done } = a4Pdf({
    margin: MARGIN,
    info: { Title: `Programa de exercícios — ${programme.patient.name}`, Author: clinicName },
  });
  const date = (d: Date, time = false) =>
    new Intl.DateTimeFormat('pt-PT', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(time ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    }).format(d);

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(clinicName);
  doc.moveDown(0.2).font('Helvetica').fontSize(14).fillColor(MUTED).text('Programa de exercícios em casa');
  doc.moveDown(0.8).fontSize(10).fillColor(INK);
  const facts: [string, string][] = [
    ['Paciente', programme.patient.name],
    ['Prescrito por', programme.prescribed_by.name],
    ['Desde', date(new Date(programme.started_at))],
    ['Frequência', `${plural(programme.times_per_week, 'vez', 'vezes')} por semana`],
  ];
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  }
  if (programme.notes) doc.moveDown(0.5).font('Helvetica-Oblique').text(programme.notes);
  doc.moveDown(1);

  programme.items.forEach((item, i) => exerciseBlock(doc, item, i + 1, images.get(item.intervention.id)));

  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  doc.text(
    `Impresso em ${date(printedAt, true)}. Marque cada sessão feita na sua área de paciente. ` +
      contactText(contact),
    MARGIN,
    doc.y,
  );
  doc.end();
  return done;
}
