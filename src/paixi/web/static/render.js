// Drawing an observation: a generic field-by-field view in which every value
// that names pieces (dice, cards, dominoes, mahjong tiles) is drawn as a
// picture. Used by the table and the replay pages.
import { getLang, t } from "./i18n.js";
import { cardBackSvg, dieElement, hiddenDieSvg, pieceElement, pieceKind } from "./pieces.js";

// Shown elsewhere on the page (status line, seat bar) or noise.
const SKIP = new Set(["game", "seat", "players", "terminal", "to_act", "options", "result"]);
const DICE_KEY = /dice|roll|faces|straight|cup/i;
const COUNT_KEY = /(count|size|held)s?$/i;
const LOG_KEY = /log|history|rounds$/i;
const BID = /^(\d+)x([1-6])$/;

function isFace(v) {
  return Number.isInteger(v) && v >= 1 && v <= 6;
}

// Chinese labels for common observation keys (others are shown as written).
const KEY_ZH = {
  my_dice: "我的骰子", dice_counts: "各家骰子", total_dice: "骰子总数", min_count: "最少个数",
  bids: "叫过", bid: "叫", penalties: "罚酒", round: "局", rounds: "局数", starter: "先叫",
  ones_called: "叫过一", straights: "顺子", window: "抢开", rounds_log: "历史", held: "手中骰子",
  rolls: "掷出", after: "之后", hand: "手牌", my_hand: "我的手牌", hand_sizes: "各家手牌数",
  discards: "弃牌", discard: "弃牌", top: "顶牌", scores: "得分", dealer: "庄家", melds: "副露",
  wall: "牌墙", winner: "赢家", loser: "输家", count: "个数", dice: "骰子", bidder: "叫家",
  challenger: "开家", openers: "开的人", ones_wild: "一当百搭",
};

function humanKey(key) {
  if (getLang() === "zh" && KEY_ZH[key]) return KEY_ZH[key];
  return key.replace(/_/g, " ");
}

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

const TILE_STRING = /^(?:\d+[mpszf])+$/;

// "123m 45p 11z" (mahjong tile-string notation) -> ["1m", "2m", "3m", "4p", ...]
export function expandTiles(text) {
  const compact = text.replace(/\s+/g, "");
  if (!TILE_STRING.test(compact)) return null;
  const tiles = [];
  for (const [, digits, suit] of compact.matchAll(/(\d+)([mpszf])/g)) {
    for (const d of digits) tiles.push(`${d}${suit}`);
  }
  return tiles.every((t) => pieceKind(t)) ? tiles : null;
}

// A string may be one piece ("R7"), several ("3-5 1-2", "123m 45p"), a dice
// bid ("4x5"), or plain text.
function stringNode(value, ctx) {
  if (pieceKind(value)) return pieceElement(value);
  const tiles = value.length > 2 ? expandTiles(value) : null;
  if (tiles) {
    const row = el("span", "pieces");
    for (const tile of tiles) row.append(pieceElement(tile));
    return row;
  }
  const parts = value.split(/\s+/);
  if (parts.length > 1 && parts.every((p) => pieceKind(p))) {
    const row = el("span", "pieces");
    for (const p of parts) row.append(pieceElement(p));
    return row;
  }
  const bid = value.match(BID);
  if (bid && ctx.dice) {
    const span = el("span", "bid");
    span.append(`${bid[1]} × `, dieElement(Number(bid[2])));
    return span;
  }
  return el("span", "text", value);
}

// Per-seat counts of hidden pieces (cup sizes, hand sizes) drawn as backs.
function countsNode(values, ctx) {
  const box = el("div", "counts");
  values.forEach((n, seat) => {
    const cell = el("span", "count-cell");
    cell.append(el("b", "", seat === ctx.seat ? t("you") : t("seat", { n: seat })));
    const backs = el("span", "backs");
    for (let i = 0; i < Math.min(n, 20); i++) {
      const b = el("span", "back");
      b.innerHTML = ctx.dice ? hiddenDieSvg(22) : cardBackSvg();
      backs.append(b);
    }
    cell.append(backs, el("small", "", ` ${n}`));
    box.append(cell);
  });
  return box;
}

// [[seat, value], ...] (bids, straights, melds by seat): one line per pair.
function isSeatPairs(value, ctx) {
  return value.length > 0 && value.every((v) => Array.isArray(v) && v.length === 2
    && Number.isInteger(v[0]) && v[0] >= 0 && v[0] < ctx.players);
}

function seatPairsNode(key, value, ctx, depth) {
  const list = el("ol", "pairs");
  for (const [seat, v] of value) {
    const li = el("li");
    li.append(el("b", "", `${seat === ctx.seat ? t("you") : t("seat", { n: seat })}${t("colon")}`), valueNode(key, v, ctx, depth + 1));
    list.append(li);
  }
  return list;
}

// Long logs (rounds_log, history...) fold away, the latest entry left open.
function foldedLog(key, value, ctx, depth) {
  const box = el("div", "folded");
  const last = value[value.length - 1];
  if (value.length > 1) {
    const details = el("details");
    details.append(el("summary", "", `${value.length - 1} …`));
    const list = el("ol", "nested");
    for (const item of value.slice(0, -1)) {
      const li = el("li");
      li.append(valueNode(key, item, ctx, depth + 1));
      list.append(li);
    }
    details.append(list);
    box.append(details);
  }
  box.append(valueNode(key, last, ctx, depth + 1));
  return box;
}

export function valueNode(key, value, ctx, depth = 0) {
  if (value === null || value === undefined) return el("span", "muted", "—");
  if (typeof value === "string") return stringNode(value, ctx);
  if (typeof value === "boolean") return el("span", "text", t(value ? "yes" : "no"));
  if (typeof value !== "object") return el("span", "text", String(value));
  if (Array.isArray(value)) {
    if (value.length && value.every(Number.isInteger) && COUNT_KEY.test(key) && value.length === ctx.players) {
      return countsNode(value, ctx);
    }
    if (isSeatPairs(value, ctx)) return seatPairsNode(key, value, ctx, depth);
    if (value.length && value.every(isFace) && DICE_KEY.test(key)) {
      const row = el("span", "pieces dice");
      for (const f of value) row.append(dieElement(f));
      return row;
    }
    if (value.length && value.every((v) => typeof v === "string" && pieceKind(v))) {
      const row = el("span", "pieces");
      for (const v of value) row.append(pieceElement(v));
      return row;
    }
    if (value.every((v) => v === null || typeof v !== "object") && !value.some((v) => typeof v === "string" && (pieceKind(v) || BID.test(v)))) {
      return el("span", "text", value.map((v) => (v === null ? "—" : String(v))).join(", "));
    }
    if (LOG_KEY.test(key) && value.length && typeof value[0] === "object") {
      return foldedLog(key, value, ctx, depth);
    }
    if (value.length === ctx.players && value.every((v) => v !== null && typeof v === "object")) {
      return seatPairsNode(key, value.map((v, i) => [i, v]), ctx, depth); // one entry per seat
    }
    const list = el("ol", "nested");
    for (const item of value) {
      const li = el("li");
      li.append(valueNode(key, item, ctx, depth + 1));
      list.append(li);
    }
    return list;
  }
  const box = el("div", "fields");
  for (const [k, v] of Object.entries(value)) {
    if (depth === 0 && SKIP.has(k)) continue;
    const row = el("div", "field");
    row.dataset.key = k;
    row.append(el("span", "key", humanKey(k)));
    const val = el("span", "val");
    val.append(valueNode(k, v, ctx, depth + 1));
    row.append(val);
    box.append(row);
  }
  return box;
}

// The board: the observation's fields, own pieces first (keys "my_*", "hand").
export function drawBoard(container, obs, ctx) {
  container.replaceChildren();
  if (!obs || !Object.keys(obs).length) return;
  const entries = Object.entries(obs).filter(([k]) => !SKIP.has(k));
  const mine = (k) => /^my_|^hand$|^own/i.test(k);
  entries.sort(([a], [b]) => Number(mine(b)) - Number(mine(a)));
  const box = el("div", "fields");
  for (const [k, v] of entries) {
    const row = el("div", mine(k) ? "field mine" : "field");
    row.dataset.key = k;
    row.append(el("span", "key", humanKey(k)));
    const val = el("span", "val");
    val.append(valueNode(k, v, ctx, 1));
    row.append(val);
    box.append(row);
  }
  container.append(box);
}

// The seats with the best final points; none when everyone finished level
// (a void round, a 流局): a level finish is nobody's win.
export function winnersOf(returns) {
  const best = Math.max(...returns);
  if (returns.length > 1 && returns.every((r) => r === best)) return new Set();
  return new Set(returns.map((r, s) => (r === best ? s : -1)).filter((s) => s >= 0));
}

// Final points per seat, winners marked.
export function drawScores(container, returns, names, ctx) {
  container.replaceChildren();
  if (!returns) {
    container.hidden = true;
    return;
  }
  container.hidden = false;
  const winners = winnersOf(returns);
  container.append(el("h2", "", winners.size ? t("game_over") : `${t("game_over")} — ${t("level")}`));
  const table = el("table", "list");
  returns.forEach((r, seat) => {
    const tr = el("tr", winners.has(seat) ? "winner" : "");
    tr.append(el("td", "", names[seat] ?? t("seat", { n: seat })), el("td", "", String(r)));
    tr.append(el("td", "", winners.has(seat) ? `★ ${t("winner")}` : ""));
    if (seat === ctx.seat) tr.classList.add("me");
    table.append(tr);
  });
  container.append(table);
}

export function actionLabel(action, ctx) {
  const span = el("span", "alabel");
  const bid = action.a.match(BID);
  if (bid && ctx.dice) span.append(`${bid[1]} × `, dieElement(Number(bid[2])));
  else if (pieceKind(action.a)) span.append(pieceElement(action.a));
  else span.append(action.d);
  if (action.d !== action.a) span.append(el("small", "notation", ` ${action.d === action.a ? "" : action.a}`));
  return span;
}
