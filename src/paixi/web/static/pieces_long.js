// More piece pictures, keyed off notations the views give (see pieces.js):
//   "h:5-3"  a Chinese domino lying across, halves left→right (接龙's chain);
//   "cp:46"  a 川牌 long card (two dice at each end, 1 and 4 pips red, the
//            6-6 with its upper rows red), chuanpai-deck.md;
//   "dr:s7", "dr:b10"  a 大贰 long card (small 一…十 / big 壹…拾, 二七十 red),
//            daer-deck.md.
const SVG = "http://www.w3.org/2000/svg";
const RED = "#c8102e";
const INK = "#1d1d1d";

const SPOTS = {
  1: [[0.5, 0.5]],
  2: [[0.28, 0.28], [0.72, 0.72]],
  3: [[0.25, 0.25], [0.5, 0.5], [0.75, 0.75]],
  4: [[0.28, 0.28], [0.72, 0.28], [0.28, 0.72], [0.72, 0.72]],
  5: [[0.26, 0.26], [0.74, 0.26], [0.5, 0.5], [0.26, 0.74], [0.74, 0.74]],
  6: [[0.28, 0.22], [0.72, 0.22], [0.28, 0.5], [0.72, 0.5], [0.28, 0.78], [0.72, 0.78]],
};

function svg(width, height, body, label) {
  return `<svg xmlns="${SVG}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${label}">${body}</svg>`;
}

// One die face of pips in a square at (x0, y0); `flip` mirrors it (the
// lower end of a long card); on the 6-6 one column of three is red (tiles-32.md).
function face(n, x0, y0, size, { heaven = false, flip = false, light = false } = {}) {
  return SPOTS[n]
    .map(([x, y], i) => {
      const yy = flip ? 1 - y : y;
      const red = n === 1 || n === 4 || (heaven && i % 2 === 0);
      const r = n === 1 ? size * 0.17 : size * 0.1;
      const fill = red ? RED : light ? "#fafafa" : INK;
      return `<circle cx="${x0 + x * size}" cy="${y0 + yy * size}" r="${r}" fill="${fill}"/>`;
    })
    .join("");
}

const H_DOMINO = /^h:([1-6])-([1-6])$/;

function dominoAcross(code) {
  const [, a, b] = code.match(H_DOMINO).map(Number);
  const s = 32, w = 2 * s + 10, h = s + 6;
  const heaven = a === 6 && b === 6;
  let body = `<rect x="1" y="1" width="${w - 2}" height="${h - 2}" rx="5" fill="#1f1f1f" stroke="#000"/>`;
  body += `<line x1="${w / 2}" y1="5" x2="${w / 2}" y2="${h - 5}" stroke="#777" stroke-width="1.2"/>`;
  body += face(a, 3, 3, s, { heaven, light: true }) + face(b, s + 7, 3, s, { heaven, light: true });
  return svg(w, h, body, `domino ${a}-${b}`);
}

const CHUANPAI = /^cp:([1-6])([1-6])$/;
const CP_NAMES = {
  11: "地牌", 12: "丁丁", 13: "和牌", 14: "幺四", 15: "猫猫", 16: "高脚七", 22: "板凳", 23: "拐子",
  24: "二四", 25: "二五", 26: "二六", 33: "长三", 34: "三四", 35: "三五", 36: "弯鞭", 44: "人牌",
  45: "红九", 46: "红头十", 55: "梅子", 56: "斧头", 66: "天牌",
};

function longCard(body, label, w = 30, h = 100) {
  const frame = `<rect x="1" y="1" width="${w - 2}" height="${h - 2}" rx="4" fill="#fbf4df" stroke="#6d5a3a" stroke-width="1.4"/>`;
  return svg(w, h, frame + body, label);
}

function chuanpaiCard(code) {
  const [, a, b] = code.match(CHUANPAI).map(Number);
  const s = 24, x = 3;
  const heaven = a === 6 && b === 6;
  let body = face(a, x, 3, s, { heaven }) + face(b, x, 3 + s, s, {});
  body += `<line x1="6" y1="50" x2="24" y2="50" stroke="#b8a67e" stroke-width="1"/>`;
  body += face(b, x, 97 - 2 * s, s, { flip: true }) + face(a, x, 97 - s, s, { heaven, flip: true });
  return longCard(body, CP_NAMES[`${a}${b}`] || `${a}-${b}`);
}

const DAER = /^dr:([sb])(10|[1-9])$/;
const SMALL = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十"];
const BIG = ["", "壹", "贰", "叁", "肆", "伍", "陆", "柒", "捌", "玖", "拾"];

function daerCard(code) {
  const [, size, num] = code.match(DAER);
  const n = Number(num);
  const big = size === "b";
  const glyph = (big ? BIG : SMALL)[n];
  const colour = n === 2 || n === 7 || n === 10 ? RED : INK;
  const fs = big ? 22 : 24;
  let body = "";
  if (big) body += `<rect x="4" y="4" width="22" height="92" rx="2" fill="none" stroke="${colour}" stroke-width="1"/>`;
  body += `<text x="15" y="28" font-size="${fs}" font-weight="bold" text-anchor="middle" fill="${colour}">${glyph}</text>`;
  body += `<text x="15" y="28" font-size="${fs}" font-weight="bold" text-anchor="middle" fill="${colour}" transform="rotate(180 15 50)">${glyph}</text>`;
  body += `<circle cx="15" cy="50" r="2" fill="${colour}" opacity=".5"/>`;
  return longCard(body, glyph);
}

export function longBackSvg() {
  const body = `<rect x="1" y="1" width="28" height="98" rx="4" fill="#7a2d22" stroke="#3d140f" stroke-width="1.4"/><rect x="5" y="5" width="20" height="90" rx="2" fill="none" stroke="#e0b49a"/>`;
  return svg(30, 100, body, "face down");
}

const BACK = /^(cp|dr):back$/;

// [kind, test, draw] entries added to the picture kinds of pieces.js.
export const MORE_KINDS = [
  ["domino-h", (c) => H_DOMINO.test(c), dominoAcross],
  ["long", (c) => CHUANPAI.test(c), chuanpaiCard],
  ["long", (c) => DAER.test(c), daerCard],
  ["long", (c) => BACK.test(c), () => longBackSvg()],
];
