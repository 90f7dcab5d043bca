import { describe, expect, it } from 'vitest';
import { findDarkBands, invertedBand, mayHaveDarkBands } from './dark-bands.ts';
import type { GreyImage } from './image.ts';

/** A white 300-dpi strip with dark text lines and, optionally, a dark band holding light "letters". */
function page(withBand: boolean): GreyImage {
  const width = 1200;
  const height = 600;
  const data = new Uint8Array(width * height).fill(250);
  // Ordinary text: short dark strokes on white, well under the band's share of a row.
  for (let y = 50; y < 80; y++) for (let x = 100; x < 1100; x += 12) for (let dx = 0; dx < 4; dx++) data[y * width + x + dx] = 20;
  if (withBand) {
    for (let y = 200; y < 260; y++) for (let x = 90; x < 1110; x++) data[y * width + x] = 60;
    // Light letters inside the band.
    for (let y = 215; y < 245; y++) for (let x = 120; x < 600; x += 14) for (let dx = 0; dx < 5; dx++) data[y * width + x + dx] = 235;
  }
  return { width, height, data };
}

describe('dark bands', () => {
  it('finds a dark band holding light text, with its extent', () => {
    const image = page(true);
    expect(mayHaveDarkBands(image)).toBe(true);
    expect(findDarkBands(image, 300)).toEqual([{ top: 200, bottom: 260, left: 90, right: 1110 }]);
  });

  it('leaves a page of ordinary dark-on-light text alone', () => {
    const image = page(false);
    expect(mayHaveDarkBands(image)).toBe(false);
    expect(findDarkBands(image, 300)).toEqual([]);
  });

  it('ignores a solid bar with nothing to read, and a dark block too tall to be a line', () => {
    const width = 800;
    const height = 900;
    const data = new Uint8Array(width * height).fill(250);
    for (let y = 100; y < 140; y++) for (let x = 0; x < width; x++) data[y * width + x] = 40; // empty bar
    for (let y = 300; y < 800; y++) for (let x = 0; x < width; x++) data[y * width + x] = (x + y) % 9 === 0 ? 240 : 40; // a picture
    expect(findDarkBands({ width, height, data }, 300)).toEqual([]);
  });

  it('cuts the band out as dark letters on white paper, padded, with its offset on the page', () => {
    const image = page(true);
    const [band] = findDarkBands(image, 300);
    const crop = invertedBand(image, band!);
    expect(crop.width).toBe(1020 + 24);
    expect(crop.height).toBe(60 + 24);
    expect(crop.offsetX).toBe(90 - 12);
    expect(crop.offsetY).toBe(200 - 12);
    const at = (x: number, y: number) => crop.data[(y - crop.offsetY) * crop.width + (x - crop.offsetX)];
    expect(at(121, 230)).toBeLessThan(40); // a letter: dark now
    expect(at(700, 230)).toBe(255); // the band's colour: paper now
    expect(at(80, 190)).toBe(255); // the padding
  });
});
