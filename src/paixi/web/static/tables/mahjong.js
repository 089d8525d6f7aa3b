// The mahjong table (国标 now; 龙麻将, 川牌, 大贰 later): four seats round a
// square, each seat's discards in rows of six in front of it, melds beside
// each hand, the viewer's hand along the bottom. Shape of `table`: see
// paixi/web/tables/__init__.py ("mahjong").
import { tileBackSvg } from "../pieces.js";
import {
  button,
  centreBox,
  el,
  handEndFoot,
  handEndShown,
  piece,
  seatBadge,
  showHandEnd,
  stopHandEndCountdown,
} from "./common.js";

const PLACES = ["bottom", "right", "top", "left"]; // the next seat sits on the right
// fewer seats (川牌's three, 龙麻将 for two or three): the top or sides stay empty
const PLACES_BY_COUNT = { 2: ["bottom", "top"], 3: ["bottom", "right", "left"], 4: PLACES };

function back(cls = "") {
  if (backCode) return piece(backCode, cls);
  const b = el("span", `piece tile-back ${cls}`.trim());
  b.innerHTML = tileBackSvg();
  return b;
}

let backCode = null; // a view's own face-down picture (table.back), e.g. a long card's back

function meldNode(meld) {
  const box = el("span", `meld kind-${meld.kind || ""}`);
  const n = meld.tiles.length;
  // the claimed tile is turned toward the seat it came from: left 1st, across middle, right last
  const turned = meld.from === 3 ? 0 : meld.from === 2 ? 1 : meld.from === 1 ? n - 1 : -1;
  meld.tiles.forEach((code, i) => {
    if (code === "?" || (meld.hidden && (i === 0 || i === n - 1))) box.append(back());
    else box.append(piece(code, i === turned ? "turned" : i === meld.win ? "win-tile" : ""));
  });
  return box;
}

function seatArea(s, place, table, ctx) {
  const seat = table.seats[s];
  const area = el("div", `mj-seat place-${place}`);
  area.dataset.seat = s;
  const marks = [seat.wind];
  if (seat.dealer) marks.push(table.words.dealer);
  for (const m of seat.marks || []) marks.push(m);
  marks.push(String(seat.score));
  if (seat.apart) area.classList.add("apart");
  area.append(seatBadge(s, ctx, marks));
  const row = el("div", "mj-hand-row");
  if (place !== "bottom") {
    const hidden = el("span", "mj-concealed");
    if (seat.hand) {
      // an open hand (a dummy): its cards are clicked when the viewer plays it
      for (const code of seat.hand) {
        const p = piece(code);
        const action = seat.tile_actions?.[code];
        if (action && !ctx.replay && !table.claim) {
          p.classList.add("playable");
          p.dataset.action = action;
          p.addEventListener("click", () => ctx.act(action));
        }
        hidden.append(p);
      }
      hidden.classList.add("mj-open"); // faces side by side, not overlapped like backs
      if (seat.open_note) hidden.classList.add("mj-dummy");
    }
    else for (let i = 0; i < seat.concealed; i++) hidden.append(back());
    hidden.title = String(seat.concealed);
    row.append(hidden);
  }
  const melds = el("span", "mj-melds");
  for (const m of seat.melds) melds.append(meldNode(m));
  row.append(melds);
  if (seat.flowers.length) {
    const fl = el("span", "mj-flowers");
    for (const f of seat.flowers) fl.append(piece(f));
    row.append(fl);
  }
  area.append(row);
  return area;
}

function discardsNode(s, place, table) {
  const pile = el("div", `mj-discards place-${place}`);
  pile.dataset.seat = s;
  table.seats[s].discards.forEach((d, i) => {
    const p = piece(d.tile, d.claimed ? "claimed" : "");
    if (table.last && table.last[0] === s && table.last[1] === i) p.classList.add("last");
    pile.append(p);
  });
  return pile;
}

function myHand(table, ctx) {
  const box = el("div", "mj-me");
  const hand = el("div", "mj-hand hand");
  const wire = (code) => {
    const p = piece(code);
    const action = table.tile_actions[code];
    if (action && !table.claim) {
      p.classList.add("playable");
      p.dataset.action = action;
      p.addEventListener("click", () => ctx.act(action));
    }
    return p;
  };
  for (const code of table.hand) hand.append(wire(code));
  if (table.drawn) {
    const d = wire(table.drawn);
    d.classList.add("drawn");
    hand.append(d);
  }
  box.append(hand);
  return box;
}

function claimBar(table, ctx) {
  const bar = el("div", "claim-bar");
  const c = table.claim;
  bar.append(el("span", "claim-title", `${ctx.names[c.from]} →`));
  if (c.tile) bar.append(piece(c.tile, "claim-tile")); // (大贰's opening window offers no card)
  for (const o of c.options) {
    const b = button("", o.a, ctx, `claim kind-${o.kind}`);
    b.append(el("span", "", o.label));
    if (o.tiles && o.tiles.length && o.kind === "chow") {
      const mini = el("span", "mini");
      for (const t of o.tiles) mini.append(piece(t));
      b.append(mini);
    }
    bar.append(b);
  }
  // no pass among the answers: the rules make this claim compulsory (川牌's 杠, 大贰's 碰/招)
  if (!c.options.some((o) => o.a === "pass")) bar.append(el("span", "claim-note", ctx.t("compulsory")));
  return bar;
}

function autoPassToggle(ctx) {
  const label = el("label", "toggle autopass");
  const box = el("input");
  box.type = "checkbox";
  box.id = "autopass";
  box.checked = ctx.prefs.autopass !== false; // on unless turned off
  box.addEventListener("change", () => ctx.setPref("autopass", box.checked));
  label.append(box, " ", ctx.t("autopass"));
  return label;
}

function handEnd(table, ctx) {
  const end = table.end;
  const box = el("div", "overlay hand-end");
  box.append(el("h2", "", end.title));
  if (end.hand) {
    const hand = el("div", "pieces");
    for (const code of end.hand) hand.append(piece(code, code === end.win_tile ? "win-tile" : ""));
    for (const m of end.packs || []) hand.append(meldNode(m));
    box.append(hand);
  }
  if (end.fans && end.fans.length) {
    const t = el("table", "list fans");
    const head = el("tr");
    // the English name beside the Chinese one for an English reader only
    const english = ctx.lang !== "zh";
    head.append(el("th", "", table.words.fan));
    if (english) head.append(el("th", "", ""));
    head.append(el("th", "", table.words.points));
    t.append(head);
    for (const [zh, en, pts, count] of end.fans) {
      const tr = el("tr");
      tr.append(el("td", "", zh));
      if (english) tr.append(el("td", "muted", en));
      tr.append(el("td", "num", count > 1 ? `${pts} (${count}×)` : pts));
      t.append(tr);
    }
    box.append(t);
  }
  for (const line of end.lines || []) box.append(el("p", "", line));
  const settle = el("table", "list settle");
  settle.append(el("caption", "", table.words.settlement));
  end.delta.forEach((d, s) => {
    const tr = el("tr", d > 0 ? "winner" : "");
    tr.append(el("td", "", (end.by_person && ctx.people ? ctx.people : ctx.names)[s]), el("td", "num", d > 0 ? `+${d}` : String(d)));
    settle.append(tr);
  });
  box.append(settle);
  const foot = handEndFoot(end.hand_no, table.words.continue, ctx);
  box.append(foot);
  return box;
}

let autoTimer = null;

export function draw(board, table, ctx) {
  clearTimeout(autoTimer);
  stopHandEndCountdown();
  backCode = table.back || null;
  // a game whose table seats are not its players (龙麻将's bridge form: two
  // people, four seats) names the viewer's table seat and each seat's name
  if (table.me !== undefined) ctx = { ...ctx, seat: ctx.seat === null ? null : table.me };
  if (table.persons) {
    const names = table.persons.map((p, s) => `${ctx.names[p]}${table.suffix?.[s] ?? ""}`);
    ctx = { ...ctx, people: ctx.names, names, toAct: table.to_act ?? ctx.toAct, lastSeat: table.last_seat ?? ctx.lastSeat };
  }
  const n = table.seats.length;
  const places = PLACES_BY_COUNT[n] || PLACES;
  const root = el("div", `mj seats-${n}${table.pieces ? ` mj-${table.pieces}` : ""}`);
  const order = Array.from({ length: n }, (_, k) => ((ctx.seat ?? 0) + k) % n);
  order.forEach((s, k) => root.append(seatArea(s, places[k], table, ctx)));
  const centre = el("div", "mj-centre");
  order.forEach((s, k) => centre.append(discardsNode(s, places[k], table)));
  const info = centreBox(table.centre);
  info.classList.add("mj-info");
  centre.append(info);
  root.append(centre);
  const bottom = root.querySelector(".mj-seat.place-bottom");
  const row = bottom.querySelector(".mj-hand-row");
  const head = el("div", "mj-me-head");
  head.append(bottom.querySelector(".badge"));
  bottom.prepend(head);
  if (ctx.seat !== null && !ctx.replay) {
    row.prepend(myHand(table, ctx));
    const bar = el("div", "action-bar");
    if (table.claim) bar.append(claimBar(table, ctx));
    for (const b of table.buttons) bar.append(button(b.label, b.a, ctx, `kind-${b.kind}`));
    if (table.autopass) bar.append(autoPassToggle(ctx));
    head.append(bar);
    if (table.banner) {
      const note = el("div", "mj-banner", table.banner);
      note.id = "banner";
      head.append(note);
    }
  } else {
    row.querySelector(".mj-concealed")?.remove();
    const hand = el("div", "mj-hand hand");
    const mine = table.seats[ctx.seat ?? 0];
    const own = table.hand && table.hand.length ? [...table.hand, ...(table.drawn ? [table.drawn] : [])] : null;
    const codes = mine.hand || own;
    if (codes) for (const code of codes) hand.append(piece(code));
    else for (let i = 0; i < mine.concealed; i++) hand.append(back());
    row.prepend(hand);
  }
  board.append(root);
  // a move the player lets the table make (pass when nothing can be claimed)
  if (table.auto && ctx.prefs.autopass !== false && ctx.seat !== null && !ctx.replay && !ctx.terminal) {
    const action = table.auto;
    document.body.dataset.state = "waiting"; // the table answers for the player
    autoTimer = setTimeout(() => ctx.act(action), ctx.autoDelay ?? 300);
  }
  if (handEndShown(table, ctx)) showHandEnd(board, root, handEnd(table, ctx));
}

export function endDetail(table, ctx) {
  return table.end ? handEnd(table, ctx) : null;
}
