// first-sight pdfkit renderer: node pdfkit_render.cjs JOBS.json
// JOBS.json = [{doc, out, font: {regular, bold} | null (Helvetica), accent, grid}]
'use strict';
const fs = require('fs');
const path = require('path');

const PDFDocument = require('pdfkit');

const MM = 72 / 25.4;
const PAGE_W = 595.28, PAGE_H = 841.89;
const ML = 14 * MM, MR = 14 * MM, MT = 15 * MM, MB = 15 * MM;
const WIDTH = PAGE_W - ML - MR;

function renderOne(job) {
  return new Promise((resolve, reject) => {
    const d = job.doc;
    const fsz = d.fontSize;
    const pdf = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, info: { Title: d.bank } });
    const out = fs.createWriteStream(job.out);
    pdf.pipe(out);
    out.on('finish', resolve);
    out.on('error', reject);
    let REG = 'Helvetica', BOLD = 'Helvetica-Bold';
    if (job.font) {
      pdf.registerFont('R', job.font.regular);
      pdf.registerFont('B', job.font.bold);
      REG = 'R'; BOLD = 'B';
    }
    let y = 0;
    let pageNo = 0;
    const lh = fsz * 1.25;

    function newPage() {
      pdf.addPage({ size: 'A4', margin: 0 });
      pageNo += 1;
      const p = d.pages[Math.min(pageNo, d.pages.length) - 1];
      pdf.font(REG).fontSize(fsz * 0.8).fillColor('#555555');
      pdf.text(p.header, ML, 8 * MM, { width: WIDTH, lineBreak: false });
      pdf.text(p.footer, ML, PAGE_H - 10 * MM, { width: WIDTH, align: 'right', lineBreak: false });
      pdf.fillColor('black');
      y = MT;
    }

    function ensure(h) {
      if (y + h > PAGE_H - MB) newPage();
    }

    function textAt(str, x, w, align, font, size) {
      pdf.font(font).fontSize(size);
      pdf.text(str, x, y, { width: w, align: align, lineGap: size * 0.05 });
    }

    function cellHeight(lines, w, font, size) {
      pdf.font(font).fontSize(size);
      let h = 0;
      for (const l of lines) h += Math.max(pdf.heightOfString(l || ' ', { width: w, lineGap: size * 0.05 }), size * 1.12);
      return h;
    }

    function table(cols, head, rows, grid) {
      const pad = 1.1;
      const xs = [];
      let x = ML;
      for (const c of cols) { xs.push(x); x += c.w * WIDTH; }
      const al = { l: 'left', r: 'right', c: 'center' };
      const drawRow = (cells, font, shade, rule) => {
        let h = 0;
        cells.forEach((cell, i) => { h = Math.max(h, cellHeight(cell, cols[i].w * WIDTH - 2 * pad, font, fsz)); });
        h += 2 * pad;
        ensure(h);
        if (shade) pdf.rect(ML, y, WIDTH, h).fill(shade).fillColor('black');
        cells.forEach((cell, i) => {
          const w = cols[i].w * WIDTH - 2 * pad;
          let yy = y + pad;
          for (const line of cell) {
            pdf.font(font).fontSize(fsz);
            pdf.text(line, xs[i] + pad, yy, { width: w, align: al[cols[i].align], lineGap: fsz * 0.05 });
            yy += Math.max(pdf.heightOfString(line || ' ', { width: w, lineGap: fsz * 0.05 }), fsz * 1.12);
          }
          if (grid === 'grid') pdf.lineWidth(0.3).rect(xs[i], y, cols[i].w * WIDTH, h).stroke('#777777');
        });
        if (rule || grid === 'rules') pdf.lineWidth(rule ? 0.8 : 0.3).moveTo(ML, y + h).lineTo(ML + WIDTH, y + h).stroke(rule ? '#000000' : '#bbbbbb');
        y += h;
      };
      head.forEach((h, i) => drawRow(h.map((t) => [t]), BOLD, job.headbg, i === head.length - 1));
      rows.forEach((r, i) => {
        const strong = ['open', 'close', 'bf', 'cf', 'total'].includes(r.kind);
        drawRow(r.cells, strong ? BOLD : REG, grid === 'zebra' && i % 2 ? '#eeeeee' : null, false);
      });
      y += lh * 0.6;
    }

    d.pages.forEach((p) => {
      newPage();
      for (const b of p.blocks) {
        if (b.t === 'title') {
          ensure(fsz * 2.4);
          pdf.fillColor(job.accent); textAt(b.text, ML, WIDTH, 'left', BOLD, fsz * 1.8); pdf.fillColor('black');
          y += fsz * 2.4;
        } else if (b.t === 'h') {
          ensure(fsz * 2);
          y += fsz * 0.4;
          pdf.fillColor(job.accent); textAt(b.text, ML, WIDTH, 'left', BOLD, fsz * 1.12); pdf.fillColor('black');
          y += fsz * 1.7;
        } else if (b.t === 'lines') {
          for (const l of b.lines) { ensure(lh); textAt(l, ML, WIDTH, b.align === 'right' ? 'right' : 'left', REG, fsz); y += lh; }
          y += lh * 0.5;
        } else if (b.t === 'para') {
          const h = cellHeight([b.text], WIDTH, REG, fsz * 0.85);
          ensure(h);
          textAt(b.text, ML, WIDTH, 'left', REG, fsz * 0.85);
          y += h + lh * 0.3;
        } else if (b.t === 'kv') {
          const pairs = b.pairs;
          if (b.style === 'inline') {
            const s = pairs.map(([k, v]) => k + ': ' + v).join('    ');
            const h = cellHeight([s], WIDTH, REG, fsz);
            ensure(h);
            textAt(s, ML, WIDTH, 'left', REG, fsz);
            y += h + lh * 0.4;
          } else if (b.style === 'under') {
            const n = pairs.length;
            table(pairs.map(() => ({ align: 'l', w: 1 / n })), [pairs.map((kv) => kv[0])], [{ cells: pairs.map((kv) => [kv[1]]) }], 'none');
          } else {
            table([{ align: 'l', w: 0.45 }, { align: 'r', w: 0.25 }], [], pairs.map(([k, v]) => ({ cells: [[k], [v]] })), 'none');
          }
        } else if (b.t === 'table') {
          table(b.cols, b.head, b.rows, d.grid);
        }
      }
    });
    pdf.end();
  });
}

async function main() {
  const jobs = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  for (const job of jobs) {
    await renderOne(job);
  }
}

main().catch((e) => { console.error(e && e.stack || e); process.exit(1); });
