// The promotion page's image captcha: 4 characters drawn as strokes (no font needed, so a machine without fonts
// draws it too), each shifted and turned, over noise lines and dots, rendered to PNG by sharp.
import { randomInt } from 'node:crypto';
import sharp from 'sharp';

// Characters that cannot be read as one another (no 0/O, 1/I/L confusion, no 8/B).
const GLYPHS: Record<string, string> = {
  '2': 'M0,3 L2,0 L8,0 L10,3 L10,5 L0,14 L10,14',
  '3': 'M0,0 L10,0 L5,6 L10,9 L10,12 L8,14 L2,14 L0,12',
  '4': 'M7,14 L7,0 L0,10 L10,10',
  '5': 'M10,0 L0,0 L0,6 L8,6 L10,8 L10,12 L8,14 L0,14',
  '6': 'M9,0 L3,0 L0,4 L0,12 L2,14 L8,14 L10,12 L10,8 L8,6 L0,6',
  '7': 'M0,0 L10,0 L3,14',
  '9': 'M10,8 L2,8 L0,6 L0,2 L2,0 L8,0 L10,2 L10,10 L7,14 L1,14',
  A: 'M0,14 L5,0 L10,14 M2,9 L8,9',
  C: 'M10,2 L8,0 L2,0 L0,3 L0,11 L2,14 L8,14 L10,12',
  E: 'M10,0 L0,0 L0,14 L10,14 M0,7 L7,7',
  F: 'M10,0 L0,0 L0,14 M0,7 L7,7',
  H: 'M0,0 L0,14 M10,0 L10,14 M0,7 L10,7',
  K: 'M0,0 L0,14 M10,0 L0,8 M3,6 L10,14',
  M: 'M0,14 L0,0 L5,8 L10,0 L10,14',
  N: 'M0,14 L0,0 L10,14 L10,0',
  P: 'M0,14 L0,0 L8,0 L10,2 L10,5 L8,7 L0,7',
  R: 'M0,14 L0,0 L8,0 L10,2 L10,5 L8,7 L0,7 M5,7 L10,14',
  T: 'M0,0 L10,0 M5,0 L5,14',
  U: 'M0,0 L0,12 L2,14 L8,14 L10,12 L10,0',
  V: 'M0,0 L5,14 L10,0',
  W: 'M0,0 L2,14 L5,6 L8,14 L10,0',
  X: 'M0,0 L10,14 M10,0 L0,14',
  Y: 'M0,0 L5,7 L10,0 M5,7 L5,14',
};
export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');

const WIDTH = 120;
const HEIGHT = 44;
const INKS = ['#1f3a93', '#8e2c2c', '#2d6a2d', '#5b2c83', '#333333'];

export function captchaText(length = 4): string {
  let out = '';
  for (let i = 0; i < length; i++) out += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return out;
}

export function captchaSvg(text: string): string {
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="#f2f4fb"/>`];
  for (let i = 0; i < 4; i++) {
    parts.push(
      `<line x1="${randomInt(WIDTH)}" y1="${randomInt(HEIGHT)}" x2="${randomInt(WIDTH)}" y2="${randomInt(HEIGHT)}" stroke="${INKS[randomInt(INKS.length)]}" stroke-opacity="0.45" stroke-width="1.2"/>`,
    );
  }
  for (let i = 0; i < 30; i++) {
    parts.push(`<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="1" fill="#8890a8"/>`);
  }
  [...text].forEach((char, i) => {
    const x = 12 + i * 26 + randomInt(-3, 4);
    const y = 9 + randomInt(-3, 4);
    const turn = randomInt(-18, 19);
    parts.push(
      `<path d="${GLYPHS[char] ?? ''}" transform="translate(${x},${y}) rotate(${turn},5,7) scale(1.9)" fill="none" stroke="${INKS[randomInt(INKS.length)]}" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

export async function captchaPng(text: string): Promise<Buffer> {
  return sharp(Buffer.from(captchaSvg(text)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
