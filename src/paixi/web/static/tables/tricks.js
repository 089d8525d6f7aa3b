// The trick table (三门老, 合挡) and the domino chain table (接龙): the seats
// round a square, each seat's play in front of it, the viewer's hand along
// the bottom. Shape of `table`: see paixi/web/tables/__init__.py ("tricks").
//
// A play of several tiles is made by selecting its tiles (the plays that use
// exactly the selection appear as buttons); the plays that can be made face
// up are also offered at once as buttons with their tiles.
import { button, buttonsBar, centreBox, el, piece, seatBadge } from "./common.js";

const PLACES = { 4: ["bottom", "right", "top", "left"], 3: ["bottom", "right", "left"], 2: ["bottom", "top"] };

let selected = [];
let selectedKey = null;

function back() {
  return el("span", "piece domino-back");
}

function tiles(codes, cls = "") {
  const box = el("span", `pieces ${cls}`.trim());
  for (const c of codes) box.append(c === "back" ? back() : piece(c));
  return box;
}

function playNode(s, place, table, ctx) {
  const seat = table.seats[s];
  const box = el("div", `tr-play place-${place}`);
  box.dataset.seat = s;
  if (seat.play && seat.play.length) {
    const t = tiles(seat.play);
    if (seat.old) t.classList.add("old");
    box.append(t);
  }
  if (seat.note) box.append(el("span", `tr-note${seat.best ? " best" : ""}`, seat.note));
  if (seat.best) box.classList.add("best");
  return box;
}

function seatNode(s, place, table, ctx) {
  const seat = table.seats[s];
  const area = el("div", `tr-seat place-${place}`);
  area.dataset.seat = s;
  area.append(seatBadge(s, ctx, seat.marks || []));
  if (place !== "bottom") {
    const row = el("div", "tr-hidden");
    if (seat.hand) row.append(tiles(seat.hand));
    else for (let i = 0; i < seat.count; i++) row.append(back());
    row.title = String(seat.count);
    area.append(row);
  }
  if (seat.aside && seat.aside.length) area.append(tiles(seat.aside, "tr-aside"));
  return area;
}

function keyOf(codes) {
  return [...codes].sort().join(" ");
}

function chainNode(chain) {
  const box = el("div", "tr-chain");
  const row = el("div", "chain-row");
  // tiles shrink so that the chain fits the table's width in about two rows
  const units = chain.tiles.reduce((u, t) => u + (t.double ? 0.55 : 1.05), 0) + 2;
  row.style.setProperty("--dw", `min(var(--dw-max), calc(190cqw / ${Math.max(units, 4)}))`);
  const endMark = (end) => {
    const m = el("span", `chain-end${end.open ? " open" : ""}`, end.label);
    m.dataset.end = end.end;
    return m;
  };
  if (chain.ends[0]) row.append(endMark(chain.ends[0]));
  chain.tiles.forEach((t, i) => {
    const p = piece(t.code, t.double ? "double" : "");
    if (i === chain.last) p.classList.add("last");
    row.append(p);
  });
  if (chain.ends[1]) row.append(endMark(chain.ends[1]));
  if (!chain.tiles.length && chain.empty) row.append(el("span", "muted", chain.empty));
  box.append(row);
  return box;
}

function myHand(table, ctx, redraw) {
  const hand = el("div", "tr-hand hand");
  const plays = table.plays || [];
  const usable = new Set(plays.flatMap((p) => p.tiles));
  table.hand.forEach((code, i) => {
    const slot = el("span", "tr-slot");
    const p = piece(code);
    p.dataset.index = i;
    const direct = (table.tile_actions || {})[i];
    if (direct && direct.length === 1) {
      p.classList.add("playable");
      p.dataset.action = direct[0].a;
      p.title = direct[0].label;
      p.addEventListener("click", () => ctx.act(direct[0].a));
    } else if (direct && direct.length > 1) {
      p.classList.add("playable");
      const ends = el("span", "tr-ends");
      for (const d of direct) ends.append(button(d.label, d.a, ctx, "end-choice"));
      slot.append(ends);
    } else if (usable.has(code)) {
      p.classList.add("playable");
      if (selected.includes(i)) p.classList.add("selected");
      p.addEventListener("click", () => {
        selected = selected.includes(i) ? selected.filter((j) => j !== i) : [...selected, i];
        redraw();
      });
    }
    slot.prepend(p);
    hand.append(slot);
  });
  return hand;
}

// Whether the multiset `part` of tile codes is inside `whole`.
function within(part, whole) {
  const left = [...whole];
  for (const c of part) {
    const i = left.indexOf(c);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

function playBar(table, ctx) {
  const bar = el("div", "tr-plays");
  const plays = table.plays || [];
  if (!plays.length) return bar;
  const chosen = selected.map((i) => table.hand[i]);
  const exact = selected.length ? plays.filter((p) => keyOf(p.tiles) === keyOf(chosen)) : [];
  for (const p of exact) bar.append(button(p.label, p.a, ctx, `primary play${p.down ? " down" : ""}`));
  if (selected.length) {
    const clear = button(table.words.clear, null, ctx, "clear");
    clear.addEventListener("click", () => {
      selected = [];
      ctx.redraw();
    });
    bar.append(clear);
  }
  // the plays to offer at once: those that hold the selection (all face-up
  // plays first when nothing is selected)
  const up = plays.filter((p) => !p.down);
  const pool = selected.length ? plays.filter((p) => p.tiles.length > chosen.length && within(chosen, p.tiles)) : up.length ? up : plays;
  if (!exact.length) {
    for (const p of pool.slice(0, table.quick ?? 8)) {
      const b = button("", p.a, ctx, `quick${p.down ? " down" : ""}`);
      b.append(tiles(p.tiles, "mini"), el("span", "", p.label));
      bar.append(b);
    }
  }
  if (table.hint && !selected.length) bar.append(el("span", "tr-hint", table.hint));
  return bar;
}

export function draw(board, table, ctx) {
  const stateKey = `${ctx.seat}:${(table.hand || []).join(",")}:${(table.plays || []).map((p) => p.a).join(",")}`;
  if (stateKey !== selectedKey) {
    selected = [];
    selectedKey = stateKey;
  }
  const redraw = () => {
    board.replaceChildren();
    draw(board, table, ctx);
  };
  ctx.redraw = redraw;
  const n = table.seats.length;
  const places = PLACES[n] || PLACES[4];
  const order = Array.from({ length: n }, (_, k) => ((ctx.seat ?? 0) + k) % n);
  const root = el("div", `tr${table.chain ? " with-chain" : ""}`);
  order.forEach((s, k) => root.append(seatNode(s, places[k], table, ctx)));
  const centre = el("div", "tr-centre");
  if (table.chain) centre.append(chainNode(table.chain));
  else order.forEach((s, k) => centre.append(playNode(s, places[k], table, ctx)));
  const info = centreBox(table.centre);
  info.classList.add("tr-info");
  centre.append(info);
  root.append(centre);
  const bottom = root.querySelector(".tr-seat.place-bottom");
  if (ctx.seat !== null && !ctx.replay) {
    bottom.append(myHand(table, ctx, redraw));
    const bar = el("div", "action-bar");
    bar.append(playBar(table, ctx), buttonsBar(table.buttons, ctx));
    bottom.prepend(bar);
  } else {
    const mine = table.seats[ctx.seat ?? 0];
    const codes = mine.hand || (table.hand && table.hand.length ? table.hand : null);
    const hand = el("div", "tr-hand hand");
    if (codes) for (const c of codes) hand.append(piece(c));
    else for (let i = 0; i < mine.count; i++) hand.append(back());
    bottom.append(hand);
  }
  board.append(root);
}
