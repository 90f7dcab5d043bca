/**
 * Synthetic statement images for tests and benchmarks: known text drawn with @napi-rs/canvas, then
 * optionally rotated, so deskew and orientation detection can be checked against a known answer.
 * Test/benchmark support only; the engine never imports it.
 */
import type * as NapiCanvas from '@napi-rs/canvas';
import { type GreyImage, rgbaToGrey } from './image.ts';

export const SYNTHETIC_ROWS = [
  ['02 May', 'EFTPOS COFFEE HOUSE', '5.50', '1,244.50'],
  ['03 May', 'SALARY ACME LTD', '3,200.00', '4,444.50'],
  ['05 May', 'DD POWER CO 123456', '180.20', '4,264.30'],
  ['07 May', 'VISA NEW WORLD KH', '85.40', '4,178.90'],
  ['10 May', 'ATM CASH WITHDRAWAL', '100.00', '4,078.90'],
  ['12 May', 'AUTOMATIC TRANSFER TO SAVINGS', '500.00', '3,578.90'],
] as const;

export interface SyntheticOptions {
  /** Pixels per inch of the drawn page (text is 11 pt). */
  dpi?: number;
  /** Counter-clockwise rotation of the content as seen on screen, degrees. */
  rotateDegrees?: number;
  /** Page size in points; defaults to a half-height A4 strip to keep tests fast. */
  widthPt?: number;
  heightPt?: number;
}

export async function drawStatementImage(canvasImport: () => Promise<typeof NapiCanvas>, options: SyntheticOptions = {}): Promise<GreyImage> {
  const { createCanvas } = await canvasImport();
  const scale = (options.dpi ?? 200) / 72;
  const width = Math.round((options.widthPt ?? 595) * scale);
  const height = Math.round((options.heightPt ?? 300) * scale);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.translate(width / 2, height / 2);
  // Canvas angles run clockwise on screen (y points down).
  ctx.rotate((-(options.rotateDegrees ?? 0) * Math.PI) / 180);
  ctx.translate(-width / 2, -height / 2);
  ctx.fillStyle = '#000';
  ctx.font = `${Math.round(11 * scale)}px "Liberation Sans", "DejaVu Sans", sans-serif`;
  ctx.fillText('Statement of Account   Everyday account', 40 * scale, 40 * scale);
  ctx.fillText('Date      Transaction details', 40 * scale, 70 * scale);
  SYNTHETIC_ROWS.forEach(([date, details, amount, balance], i) => {
    const y = (95 + i * 25) * scale;
    ctx.fillText(date, 40 * scale, y);
    ctx.fillText(details, 110 * scale, y);
    ctx.textAlign = 'right';
    ctx.fillText(amount, 420 * scale, y);
    ctx.fillText(balance, 540 * scale, y);
    ctx.textAlign = 'left';
  });
  const pixels = ctx.getImageData(0, 0, width, height);
  return rgbaToGrey(pixels.data, width, height);
}
