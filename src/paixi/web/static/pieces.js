// Pictures of the pieces, keyed off their text notation only (so any game
// whose observation uses the shared notations gets them): dice faces 1-6,
// poker cards (AS, 10H, BJ), UNO cards (R7, G+2, W+4(B)), Chinese dominoes
// (3-5, red pips on the 1 and 4 halves), mahjong tiles (5m, 3p, 7s, 1z, 2f).

import { getLang } from "./i18n.js";
import { MORE_KINDS } from "./pieces_long.js";

const SVG = "http://www.w3.org/2000/svg";

const PIP_SPOTS = {
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

// A die: Chinese dice have red 1 and 4.
export function dieSvg(face, size = 38) {
  if (!PIP_SPOTS[face]) return hiddenDieSvg(size);
  const red = face === 1 || face === 4;
  const r = face === 1 ? size * 0.15 : size * 0.085;
  const pips = PIP_SPOTS[face]
    .map(([x, y]) => `<circle cx="${x * size}" cy="${y * size}" r="${r}" fill="${red ? "#c8102e" : "#1d1d1d"}"/>`)
    .join("");
  const body = `<rect x="1" y="1" width="${size - 2}" height="${size - 2}" rx="${size * 0.18}" fill="#fffdf6" stroke="#555" stroke-width="1.5"/>${pips}`;
  return svg(size, size, body, `die ${face}`);
}

export function hiddenDieSvg(size = 38) {
  const body = `<rect x="1" y="1" width="${size - 2}" height="${size - 2}" rx="${size * 0.18}" fill="#6b4f3a" stroke="#3b2a1e" stroke-width="1.5"/><text x="${size / 2}" y="${size * 0.66}" font-size="${size * 0.45}" text-anchor="middle" fill="#e8d8c0">?</text>`;
  return svg(size, size, body, "hidden die");
}

// A joker's face: 大王/小王 on a 中文 table, JOKER with BIG/SMALL on an
// English one (as an English deck prints it), the star between.
function jokerFace(w, big, colour) {
  if (getLang() === "zh") {
    return `<text x="${w / 2}" y="26" font-size="15" text-anchor="middle" fill="${colour}">${big ? "大王" : "小王"}</text>`
      + `<text x="${w / 2}" y="52" font-size="20" text-anchor="middle" fill="${colour}">★</text>`;
  }
  return `<text x="${w / 2}" y="18" font-size="10" font-weight="bold" text-anchor="middle" fill="${colour}">JOKER</text>`
    + `<text x="${w / 2}" y="44" font-size="20" text-anchor="middle" fill="${colour}">★</text>`
    + `<text x="${w / 2}" y="60" font-size="10" font-weight="bold" text-anchor="middle" fill="${colour}">${big ? "BIG" : "SMALL"}</text>`;
}

const SUITS = { S: ["♠", "#1d1d1d"], H: ["♥", "#c8102e"], D: ["♦", "#c8102e"], C: ["♣", "#1d1d1d"] };
const POKER = /^(10|[2-9AJQK])([SHDC])(#\d+)?$/;
const JOKER = /^([SB])J(#\d+)?$/;

function pokerSvg(code) {
  const w = 48, h = 68;
  let body = `<rect x="1" y="1" width="${w - 2}" height="${h - 2}" rx="5" fill="#fff" stroke="#444"/>`;
  const joker = code.match(JOKER);
  if (joker) {
    const big = joker[1] === "B";
    const colour = big ? "#c8102e" : "#1d1d1d";
    body += jokerFace(w, big, colour);
    return svg(w, h, body, big ? "big joker" : "small joker");
  }
  const [, rank, suit] = code.match(POKER);
  const [symbol, colour] = SUITS[suit];
  body += `<text x="5" y="17" font-size="14" font-weight="bold" fill="${colour}">${rank}</text>`;
  body += `<text x="5" y="31" font-size="13" fill="${colour}">${symbol}</text>`;
  body += `<text x="${w / 2 + 5}" y="55" font-size="26" text-anchor="middle" fill="${colour}">${symbol}</text>`;
  return svg(w, h, body, `${rank}${symbol}`);
}

const UNO = /^([RYGB])(\d|S|R|\+2)(#\d+)?$/;
const UNO_WILD = /^W(\+4)?(#\d+)?(?:\(([RYGB])\))?$/;
const UNO_COLOURS = { R: "#d72600", Y: "#ecd407", G: "#379711", B: "#0956bf" };
const UNO_LABEL = { S: "⊘", R: "⇄", "+2": "+2" };

function unoSvg(code) {
  const w = 48, h = 68;
  let fill, label, chosen = null;
  const plain = code.match(UNO);
  if (plain) {
    fill = UNO_COLOURS[plain[1]];
    label = UNO_LABEL[plain[2]] ?? plain[2];
  } else {
    const wild = code.match(UNO_WILD);
    fill = "#1d1d1d";
    label = wild[1] ? "+4" : "W";
    chosen = wild[3] ? UNO_COLOURS[wild[3]] : null;
  }
  let body = `<rect x="1" y="1" width="${w - 2}" height="${h - 2}" rx="6" fill="${fill}" stroke="#222"/>`;
  body += `<ellipse cx="${w / 2}" cy="${h / 2}" rx="17" ry="25" fill="#fff" transform="rotate(20 ${w / 2} ${h / 2})"/>`;
  if (fill === "#1d1d1d") {
    const q = ["#d72600", "#ecd407", "#379711", "#0956bf"];
    body += q.map((c, i) => `<rect x="${i % 2 ? w / 2 : w / 2 - 10}" y="${i < 2 ? h / 2 - 14 : h / 2}" width="10" height="14" fill="${c}"/>`).join("");
  }
  const textFill = fill === "#1d1d1d" ? "#fff" : fill;
  body += `<text x="${w / 2}" y="${h / 2 + 8}" font-size="${label.length > 1 ? 18 : 24}" font-weight="bold" text-anchor="middle" fill="${textFill}" stroke="#222" stroke-width="0.8">${label}</text>`;
  body += `<text x="5" y="14" font-size="11" font-weight="bold" fill="#fff">${label}</text>`;
  if (chosen) body += `<circle cx="${w - 9}" cy="${h - 9}" r="6" fill="${chosen}" stroke="#fff"/>`;
  return svg(w, h, body, `UNO ${code}`);
}

const DOMINO = /^([1-6])-([1-6])$/;

// One half of a Chinese domino: 1 and 4 halves have red pips; on the 6-6
// (天牌) the upper row of each half is red.
function dominoHalf(n, x0, y0, size, heaven) {
  return PIP_SPOTS[n].map(([x, y], i) => {
    const red = n === 1 || n === 4 || (heaven && i < 2);
    const r = n === 1 ? size * 0.16 : size * 0.09;
    return `<circle cx="${x0 + x * size}" cy="${y0 + y * size}" r="${r}" fill="${red ? "#d0021b" : "#fafafa"}" stroke="${red ? "#8a0010" : "#bbb"}" stroke-width="0.6"/>`;
  }).join("");
}

function dominoSvg(code) {
  const [, a, b] = code.match(DOMINO).map(Number);
  const s = 32, w = s + 6, h = 2 * s + 10;
  let body = `<rect x="1" y="1" width="${w - 2}" height="${h - 2}" rx="5" fill="#1f1f1f" stroke="#000"/>`;
  body += `<line x1="5" y1="${h / 2}" x2="${w - 5}" y2="${h / 2}" stroke="#777" stroke-width="1.2"/>`;
  const heaven = a === 6 && b === 6;
  body += dominoHalf(a, 3, 3, s, heaven) + dominoHalf(b, 3, s + 7, s, heaven);
  return svg(w, h, body, `domino ${code}`);
}

const MJ = /^([1-9])([mps])$|^([1-7])z$|^([1-8])f$/;
const NUM_ZH = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九"];
const HONOURS = { 1: ["東", "#1d1d1d"], 2: ["南", "#1d1d1d"], 3: ["西", "#1d1d1d"], 4: ["北", "#1d1d1d"], 5: ["", "#0956bf"], 6: ["發", "#1e7b1e"], 7: ["中", "#c8102e"] };
const FLOWERS = ["", "春", "夏", "秋", "冬", "梅", "兰", "竹", "菊"];

function mahjongSvg(code) {
  const w = 40, h = 54;
  const m = code.match(MJ);
  let body = `<rect x="1" y="1" width="${w - 2}" height="${h - 2}" rx="5" fill="#fbf7ea" stroke="#7a7460" stroke-width="1.5"/>`;
  let label;
  if (m[1]) {
    const n = Number(m[1]);
    if (m[2] === "m") {
      body += `<text x="${w / 2}" y="22" font-size="17" text-anchor="middle" fill="#1d1d1d">${NUM_ZH[n]}</text>`;
      body += `<text x="${w / 2}" y="45" font-size="18" text-anchor="middle" fill="#c8102e">萬</text>`;
      label = `${NUM_ZH[n]}万`;
    } else if (m[2] === "p") {
      const spots = n <= 6
        ? PIP_SPOTS[n]
        : Array.from({ length: n }, (_, i) => [0.2 + (i % 3) * 0.3, 0.17 + Math.floor(i / 3) * 0.33]);
      const r = n === 1 ? 11 : n <= 6 ? 5 : 4.2;
      body += spots
        .map(([x, y], i) => `<circle cx="${4 + x * 32}" cy="${6 + y * 42}" r="${r}" fill="none" stroke="${n === 1 || i % 2 ? "#c8102e" : "#0956bf"}" stroke-width="2.2"/>`)
        .join("");
      label = `${NUM_ZH[n]}饼`;
    } else {
      body += `<text x="${w / 2}" y="24" font-size="17" text-anchor="middle" fill="#1e7b1e">${n}</text>`;
      body += `<text x="${w / 2}" y="46" font-size="17" text-anchor="middle" fill="#1e7b1e">条</text>`;
      label = `${NUM_ZH[n]}条`;
    }
  } else if (m[3]) {
    const [glyph, colour] = HONOURS[m[3]];
    if (glyph) body += `<text x="${w / 2}" y="37" font-size="25" text-anchor="middle" fill="${colour}">${glyph}</text>`;
    else body += `<rect x="8" y="9" width="${w - 16}" height="${h - 18}" fill="none" stroke="${colour}" stroke-width="2.5"/>`;
    label = glyph || "白";
  } else {
    body += `<text x="${w / 2}" y="37" font-size="22" text-anchor="middle" fill="#8a3ab9">${FLOWERS[m[4]]}</text>`;
    label = FLOWERS[m[4]];
  }
  return svg(w, h, body, label);
}

// A card known by its rank only (the shedding games' plays name ranks):
// "r:7", "r:10", "r:BJ", "r:*9" (a joker standing for a 9).
const RANK_ONLY = /^r:(\*?)(10|[2-9AJQK]|SJ|BJ|\*)$/;

function rankCardSvg(code) {
  const [, star, rank] = code.match(RANK_ONLY);
  const w = 48, h = 68;
  const joker = rank === "SJ" || rank === "BJ" || rank === "*" || star;
  const colour = rank === "BJ" ? "#c8102e" : joker ? "#6a1b9a" : "#1d1d1d";
  let body = `<rect x="1" y="1" width="${w - 2}" height="${h - 2}" rx="5" fill="#fff" stroke="#444"/>`;
  if ((rank === "SJ" || rank === "BJ") && !star) {
    body += jokerFace(w, rank === "BJ", colour);
    return svg(w, h, body, rank === "BJ" ? "big joker" : "small joker");
  }
  const label = rank === "*" ? (getLang() === "zh" ? "王" : "JOKER") : rank;
  body += `<text x="${w / 2}" y="${h / 2 + 8}" font-size="${label.length > 3 ? 11 : label.length > 1 ? 20 : 26}" font-weight="bold" text-anchor="middle" fill="${colour}">${label}</text>`;
  if (star) body += `<text x="6" y="16" font-size="13" fill="#6a1b9a">★</text>`;
  return svg(w, h, body, star ? `joker as ${rank}` : label);
}

export function tileBackSvg() {
  const body = `<rect x="1" y="1" width="38" height="52" rx="5" fill="#2e7d5b" stroke="#164a33" stroke-width="1.5"/><rect x="5" y="5" width="30" height="44" rx="3" fill="none" stroke="#9fd3b8"/>`;
  return svg(40, 54, body, "face down");
}

export function cardBackSvg() {
  const body = `<rect x="1" y="1" width="30" height="44" rx="4" fill="#2d4f8f" stroke="#182c52"/><rect x="5" y="5" width="22" height="36" rx="2" fill="none" stroke="#9db3de"/>`;
  return svg(32, 46, body, "hidden");
}

const KINDS = [
  ["poker", (c) => POKER.test(c) || JOKER.test(c), pokerSvg],
  ["uno", (c) => UNO.test(c) || UNO_WILD.test(c), unoSvg],
  ["domino", (c) => DOMINO.test(c), dominoSvg],
  ["mahjong", (c) => MJ.test(c), mahjongSvg],
  ["poker", (c) => RANK_ONLY.test(c), rankCardSvg],
  ...MORE_KINDS,
];

// The kind of piece a text names ("poker", "uno", "domino", "mahjong"), or null.
export function pieceKind(code) {
  if (typeof code !== "string") return null;
  for (const [kind, test] of KINDS) if (test(code)) return kind;
  return null;
}

// An element picturing the piece; data-code keeps its notation.
export function pieceElement(code) {
  const el = document.createElement("span");
  el.className = "piece";
  el.dataset.code = code;
  el.title = code;
  for (const [kind, test, draw] of KINDS) {
    if (test(code)) {
      el.classList.add(`piece-${kind}`);
      el.innerHTML = draw(code);
      return el;
    }
  }
  el.textContent = code;
  return el;
}

export function dieElement(face) {
  const el = document.createElement("span");
  el.className = "piece die";
  el.dataset.code = String(face);
  el.innerHTML = dieSvg(face);
  return el;
}
