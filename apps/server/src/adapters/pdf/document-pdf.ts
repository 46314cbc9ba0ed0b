import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * A document as it is printed: every value already a string the API's answer gave (amounts through
 * the core money rules), so the PDF says what the screen says. The renderer only lays it out.
 */
export interface DocumentPdf {
  /** 'Estimate #12'. */
  title: string;
  /** ['Date', 'Nov 28, 2026'], ['Status', 'Sent'] … under the title. */
  facts: [string, string][];
  provider: { name: string; lines: string[]; logoPng: Buffer | null };
  client: { heading: string; name: string; lines: string[] };
  columns: PdfColumn[];
  items: PdfItem[];
  /** Label, amount, whether it is a total (bold). */
  totals: PdfTotals;
  /**
   * An estimate's options (issue 36), each a titled table with its own totals, printed after the
   * document's items and totals (when it has none, only the options).
   */
  sections?: { heading: string; items: PdfItem[]; totals: PdfTotals }[];
  notes: { heading: string; text: string }[];
  /** The document's own date, so the same document always makes the same bytes. */
  createdAt: Date;
  /** An approved estimate's signature block (issue 36), printed last; the document without it is what was hashed. */
  signature?: PdfSignature;
}

export interface PdfSignature {
  /** What the client agreed to; null when no signature was asked for. */
  agreement: string | null;
  /** The typed name, printed large when there is no drawing. */
  name: string | null;
  /** The drawn signature (PNG), when the client drew it. */
  png: Buffer | null;
  /** 'Signed by … on … from IP … · SHA-256 …'. */
  audit: string;
}

export type PdfColumn = 'quantity' | 'rate' | 'tax' | 'amount';
export type PdfTotals = [string, string, boolean][];
export interface PdfItem {
  name: string;
  description: string | null;
  quantity: string;
  rate: string;
  tax: string;
  amount: string;
}

const require = createRequire(import.meta.url);
/** Inter (SIL Open Font License) from its npm package: embedded as a subset, so the text is selectable. */
const fonts = {
  regular: require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
};

const MARGIN = 43; // 0.6 in
const PAGE = { width: 612, height: 792 }; // US Letter in points
const CONTENT = PAGE.width - 2 * MARGIN;
const INK = '#1f2933';
const MUTED = '#616e7c';
const RULE = '#cbd2d9';
const COLUMN_WIDTH: Record<PdfColumn, number> = { quantity: 50, rate: 80, tax: 36, amount: 86 };
const COLUMN_LABEL: Record<PdfColumn, string> = {
  quantity: 'Qty',
  rate: 'Rate',
  tax: 'Tax',
  amount: 'Amount',
};

/** The PDF's bytes: US Letter, Inter embedded, text as text. */
export function renderDocumentPdf(document: DocumentPdf): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: document.title, Author: document.provider.name, CreationDate: document.createdAt },
  });
  pdf.registerFont('regular', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  header(pdf, document);
  if (document.items.length > 0) itemsTable(pdf, document.columns, document.items);
  if (document.totals.length > 0) totalsBlock(pdf, document.totals);
  for (const section of document.sections ?? []) {
    sectionHeading(pdf, section.heading);
    itemsTable(pdf, document.columns, section.items);
    totalsBlock(pdf, section.totals);
  }
  notesBlock(pdf, document.notes);
  if (document.signature) signatureBlock(pdf, document.signature);
  pageNumbers(pdf);
  pdf.end();
  return finished;
}

type Pdf = PDFKit.PDFDocument;

function header(pdf: Pdf, document: DocumentPdf) {
  const top = MARGIN;
  let left = MARGIN;
  if (document.provider.logoPng) {
    pdf.image(document.provider.logoPng, MARGIN, top, { fit: [64, 64] });
    left += 76;
  }
  pdf.font('bold').fontSize(14).fillColor(INK).text(document.provider.name, left, top, { width: 260 });
  pdf.font('regular').fontSize(9).fillColor(MUTED);
  for (const line of document.provider.lines) pdf.text(line, left, undefined, { width: 260 });
  const providerBottom = Math.max(pdf.y, document.provider.logoPng ? top + 64 : 0);

  const right = PAGE.width - MARGIN - 200;
  pdf
    .font('bold')
    .fontSize(18)
    .fillColor(INK)
    .text(document.title, right, top, { width: 200, align: 'right' });
  pdf.font('regular').fontSize(9);
  for (const [label, value] of document.facts) {
    const y = pdf.y;
    pdf.fillColor(MUTED).text(label, right, y, { width: 120, align: 'right' });
    pdf.fillColor(INK).text(value, right + 125, y, { width: 75, align: 'right' });
  }
  const y = Math.max(providerBottom, pdf.y) + 18;

  pdf.font('bold').fontSize(9).fillColor(MUTED).text(document.client.heading.toUpperCase(), MARGIN, y);
  pdf.font('bold').fontSize(11).fillColor(INK).text(document.client.name);
  pdf.font('regular').fontSize(9).fillColor(INK);
  for (const line of document.client.lines) pdf.text(line);
  pdf.moveDown(1.5);
}

/** An option's title, kept on the page of its table's first rows. */
function sectionHeading(pdf: Pdf, heading: string) {
  if (pdf.y + 80 > PAGE.height - MARGIN - 20) pdf.addPage();
  pdf.moveDown(1);
  pdf.font('bold').fontSize(12).fillColor(INK).text(heading, MARGIN, undefined, { width: CONTENT });
  pdf.moveDown(0.4);
}

function itemsTable(pdf: Pdf, numeric: PdfColumn[], items: PdfItem[]) {
  const nameWidth = CONTENT - numeric.reduce((sum, column) => sum + COLUMN_WIDTH[column], 0);
  const headerRow = () => {
    const y = pdf.y;
    pdf.font('bold').fontSize(9).fillColor(MUTED).text('Item', MARGIN, y, { width: nameWidth });
    let x = MARGIN + nameWidth;
    for (const column of numeric) {
      pdf.text(COLUMN_LABEL[column], x, y, { width: COLUMN_WIDTH[column], align: 'right' });
      x += COLUMN_WIDTH[column];
    }
    rule(pdf, y + 14);
    pdf.y = y + 20;
  };
  headerRow();
  for (const item of items) {
    const description = item.description ?? '';
    pdf.font('regular').fontSize(8);
    const height =
      pdf
        .font('bold')
        .fontSize(10)
        .heightOfString(item.name, { width: nameWidth - 8 }) +
      (description
        ? pdf
            .font('regular')
            .fontSize(8)
            .heightOfString(description, { width: nameWidth - 8 })
        : 0);
    // A row never splits across pages; the table's header repeats on the next one.
    if (pdf.y + height + 10 > PAGE.height - MARGIN - 20) {
      pdf.addPage();
      headerRow();
    }
    const y = pdf.y;
    pdf
      .font('bold')
      .fontSize(10)
      .fillColor(INK)
      .text(item.name, MARGIN, y, { width: nameWidth - 8 });
    if (description)
      pdf
        .font('regular')
        .fontSize(8)
        .fillColor(MUTED)
        .text(description, { width: nameWidth - 8 });
    const bottom = pdf.y;
    let x = MARGIN + nameWidth;
    pdf.font('regular').fontSize(10).fillColor(INK);
    for (const column of numeric) {
      pdf.text(item[column], x, y, { width: COLUMN_WIDTH[column], align: 'right' });
      x += COLUMN_WIDTH[column];
    }
    rule(pdf, bottom + 4);
    pdf.y = bottom + 10;
  }
}

function totalsBlock(pdf: Pdf, totals: PdfTotals) {
  const width = 240;
  const x = PAGE.width - MARGIN - width;
  if (pdf.y + totals.length * 16 > PAGE.height - MARGIN - 20) pdf.addPage();
  pdf.moveDown(0.5);
  for (const [label, amount, strong] of totals) {
    const y = pdf.y;
    pdf
      .font(strong ? 'bold' : 'regular')
      .fontSize(strong ? 11 : 10)
      .fillColor(INK);
    pdf.text(label, x, y, { width: width - 100 });
    pdf.text(amount, x + width - 100, y, { width: 100, align: 'right' });
    pdf.y = y + 16;
  }
}

function notesBlock(pdf: Pdf, notes: DocumentPdf['notes']) {
  for (const note of notes) {
    pdf.moveDown(1);
    pdf
      .font('bold')
      .fontSize(9)
      .fillColor(MUTED)
      .text(note.heading.toUpperCase(), MARGIN, undefined, { width: CONTENT });
    pdf.font('regular').fontSize(9).fillColor(INK).text(note.text, { width: CONTENT });
  }
}

/** The agreement, the signature (drawn, else the typed name in large type) over a line, and the audit line. */
function signatureBlock(pdf: Pdf, signature: PdfSignature) {
  if (pdf.y + 150 > PAGE.height - MARGIN - 20) pdf.addPage();
  pdf.moveDown(1.5);
  pdf
    .font('bold')
    .fontSize(9)
    .fillColor(MUTED)
    .text(signature.agreement ? 'SIGNATURE' : 'APPROVAL', MARGIN, undefined, { width: CONTENT });
  if (signature.agreement)
    pdf.font('regular').fontSize(9).fillColor(INK).text(signature.agreement, { width: CONTENT });
  if (signature.name || signature.png) {
    const top = pdf.y + 8;
    if (signature.png) pdf.image(signature.png, MARGIN, top, { fit: [210, 70] });
    else
      pdf
        .font('bold')
        .fontSize(22)
        .fillColor(INK)
        .text(signature.name ?? '', MARGIN, top + 30, { width: 260 });
    pdf
      .moveTo(MARGIN, top + 74)
      .lineTo(MARGIN + 260, top + 74)
      .lineWidth(0.75)
      .strokeColor(INK)
      .stroke();
    pdf
      .font('regular')
      .fontSize(9)
      .fillColor(INK)
      .text(signature.name ?? '', MARGIN, top + 78, { width: 260 });
  }
  pdf.moveDown(0.5);
  pdf
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(signature.audit, MARGIN, undefined, { width: CONTENT });
}

function pageNumbers(pdf: Pdf) {
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index);
    // Below the bottom margin: lower the margin for this line so pdfkit does not start a new page.
    pdf.page.margins.bottom = 0;
    pdf.font('regular').fontSize(8).fillColor(MUTED);
    pdf.text(`Page ${index + 1} of ${count}`, MARGIN, PAGE.height - MARGIN + 12, {
      width: CONTENT,
      align: 'right',
    });
  }
}

function rule(pdf: Pdf, y: number) {
  pdf
    .moveTo(MARGIN, y)
    .lineTo(PAGE.width - MARGIN, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}
