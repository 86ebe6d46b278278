// The statement of account as a PDF (issue 42), rendered on the server with pdfkit: nothing of it reaches the H5
// bundle. It is written in the standard Helvetica font, so no font file ships and a statement weighs a few KB;
// that font has no peso sign, so amounts read "PHP 1,234.50" (docs/DECISIONS.md).
import PDFDocument from 'pdfkit';
import type { Lang } from '@pautang/contract/lang';
import type { Statement } from '@pautang/contract/repayment';
import { formatAmount } from '@pautang/contract/format/money';
import { formatDate } from '@pautang/contract/format/date';
import { STATEMENT_TEXTS, type StatementTexts } from './statement-texts';

const MARGIN = 40;
const PAGE_WIDTH = 595.28; // A4
const WIDTH = PAGE_WIDTH - 2 * MARGIN;

const php = (centavos: number) => `PHP ${formatAmount(centavos)}`;
/** Texts the server wrote with the peso sign (a waiver's or a refund's note) in the font's own characters. */
const plain = (text: string) => text.replace(/₱/g, 'PHP ');

type Column = { text: string; width: number; align?: 'left' | 'right' };

/** One row of a table: each cell at its column, the row as tall as its tallest cell. */
function row(doc: PDFKit.PDFDocument, cells: Column[], bold = false): void {
  const top = doc.y;
  let x = MARGIN;
  let bottom = top;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
  for (const cell of cells) {
    doc.text(plain(cell.text), x, top, { width: cell.width - 6, align: cell.align ?? 'left' });
    bottom = Math.max(bottom, doc.y);
    x += cell.width;
  }
  doc.x = MARGIN;
  doc.y = bottom + 3;
  if (doc.y > doc.page.height - MARGIN * 2) doc.addPage();
}

function heading(doc: PDFKit.PDFDocument, text: string): void {
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).text(text, MARGIN, doc.y, { width: WIDTH });
  doc.fontSize(9).moveDown(0.2);
}

function facts(doc: PDFKit.PDFDocument, pairs: [string, string][]): void {
  for (const [label, value] of pairs)
    row(doc, [
      { text: label, width: 170 },
      { text: value, width: WIDTH - 170 },
    ]);
}

/** The statement, its headings in the borrower's language; the server's own texts were localized before. */
export async function renderStatementPdf(s: Statement, lang: Lang): Promise<Buffer> {
  const t: StatementTexts = STATEMENT_TEXTS[lang];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${t.title} ${s.orderNo}`, Author: s.lenderName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(16).text(t.title, { width: WIDTH });
  doc.font('Helvetica').fontSize(9).text(s.lenderName, { width: WIDTH });
  doc.text(
    `${t.secRegistrationNo}: ${s.secRegistrationNo}   ${t.certificateOfAuthorityNo}: ${s.certificateOfAuthorityNo}`,
    {
      width: WIDTH,
    },
  );
  doc.moveDown(0.6);
  facts(doc, [
    [t.borrower, s.borrowerName],
    [t.orderNo, s.orderNo],
    // A loan closed into a repayment plan, and the plan, each name the other (issue 42).
    ...(s.restructuredInto ? [[t.restructuredInto, s.restructuredInto] as [string, string]] : []),
    ...(s.restructuredFrom ? [[t.restructuredFrom, s.restructuredFrom] as [string, string]] : []),
    [t.product, s.productName],
    [t.asOf, s.asOf],
    [t.disbursedOn, s.disbursedOn ?? '—'],
    [t.principal, php(s.principalAmount)],
    [t.financeCharge, php(s.financeChargeAmount)],
  ]);

  heading(doc, t.schedule);
  const sched: Column[] = [
    { text: t.instalment, width: 150 },
    { text: t.dueDate, width: 85 },
    { text: t.charged, width: 90, align: 'right' },
    { text: t.paid, width: 90, align: 'right' },
    { text: t.owed, width: WIDTH - 415, align: 'right' },
  ];
  row(doc, sched, true);
  for (const i of s.schedule) {
    const values = [i.title, i.dueOn, php(i.chargedAmount), php(i.paidAmount), php(i.owedAmount)];
    row(
      doc,
      sched.map((c, k) => ({ ...c, text: values[k] ?? '' })),
    );
  }

  heading(doc, t.payments);
  if (s.payments.length === 0) doc.font('Helvetica').text(t.none, { width: WIDTH });
  else {
    const cols: Column[] = [
      { text: t.date, width: 95 },
      { text: t.reference, width: 110 },
      { text: t.amount, width: 80, align: 'right' },
      { text: t.appliedTo, width: 145 },
      { text: t.balanceAfter, width: WIDTH - 430, align: 'right' },
    ];
    row(doc, cols, true);
    for (const p of s.payments) {
      const applied = p.lines.map((l) => `${l.label}: ${php(l.amount)}`);
      if (p.remainderAmount > 0) applied.push(`${t.owedBack}: ${php(p.remainderAmount)}`);
      const values = [
        formatDate(p.postedAt).slice(0, 16),
        p.referenceNo,
        php(p.amount),
        applied.join('\n'),
        php(p.balanceAfter),
      ];
      row(
        doc,
        cols.map((c, k) => ({ ...c, text: values[k] ?? '' })),
      );
    }
  }

  heading(doc, t.charges);
  if (s.charges.length === 0) doc.font('Helvetica').text(t.none, { width: WIDTH });
  for (const c of s.charges)
    row(doc, [
      { text: c.label, width: 250 },
      { text: php(c.amount), width: 120, align: 'right' },
    ]);

  heading(doc, t.waivers);
  if (s.waivers.length === 0) doc.font('Helvetica').text(t.none, { width: WIDTH });
  for (const w of s.waivers) row(doc, [{ text: w.note, width: WIDTH }]);

  heading(doc, t.refunds);
  if (s.refunds.length === 0 && s.refundAmount === 0) doc.font('Helvetica').text(t.none, { width: WIDTH });
  for (const r of s.refunds) {
    row(doc, [
      { text: r.referenceNo, width: 130 },
      { text: php(r.amount), width: 90, align: 'right' },
      { text: r.refundNote, width: WIDTH - 220 },
    ]);
  }
  if (s.refundAmount > 0) row(doc, [{ text: `${t.owedBack}: ${php(s.refundAmount)}`, width: WIDTH }]);

  doc.moveDown(0.8);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(`${t.balanceOn(s.asOf)}: ${php(s.balanceAmount)}`, MARGIN, doc.y, {
      width: WIDTH,
    });
  doc.end();
  return done;
}
