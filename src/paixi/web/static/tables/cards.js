// The card table (UNO, 争上游, 干瞪眼): the others round the top with card
// backs and counts, each seat's last play (or pass) in front of it, the pile
// in the centre, the viewer's hand as an overlapping fan. Select cards, then
// Play: only a selection that names a legal play can be sent. Shape of
// `table`: see paixi/web/tables/__init__.py ("cards").
import { cardBackSvg } from "../pieces.js";
import {
  button,
  buttonsBar,
  centreBox,
  el,
  endPanel,
  handEndFoot,
  handEndShown,
  piece,
  seatBadge,
  seatOrder,
  showHandEnd,
  stopHandEndCountdown,
} from "./common.js";

let selected = new Set(); // indices into the hand, kept between redraws of the same hand
let lastHandKey = "";

function backs(n) {
  const fan = el("span", "backs-fan");
  for (let i = 0; i < Math.min(n, 12); i++) {
    const b = el("span", "back");
    b.innerHTML = cardBackSvg();
    fan.append(b);
  }
  fan.append(el("b", "count", n));
  return fan;
}

function playNode(seat) {
  const box = el("div", "last-play");
  if (seat.play) {
    const cards = el("span", "pieces");
    for (const c of seat.play) cards.append(piece(c));
    box.append(cards);
  }
  if (seat.note) box.append(el("span", "note", seat.note));
  return box;
}

function sameKeys(a, b) {
  if (a.length !== b.length) return false;
  const x = [...a].sort(), y = [...b].sort();
  return x.every((v, i) => v === y[i]);
}

// The legal plays the selected cards make (the UNO! toggle picks the calling variant).
function matches(table, ctx) {
  const keys = [...selected].map((i) => table.hand[i]?.key).filter(Boolean);
  let found = table.plays.filter((p) => sameKeys(p.keys, keys));
  if (table.call && found.some((p) => p.call)) {
    const want = Boolean(ctx.prefs.uno);
    const pick = found.filter((p) => p.call === want);
    if (pick.length) found = pick;
  }
  return found;
}

// Why the selected cards cannot be played (出牌 stays grey): no legal play has
// that many cards, or none is made of these (not a combination, or too low).
function whyNot(table, ctx) {
  if (!selected.size || matches(table, ctx).length) return "";
  const sizes = [...new Set(table.plays.map((p) => p.keys.length))].sort((a, b) => a - b);
  if (!sizes.includes(selected.size)) {
    return ctx.t("why_count", { n: sizes.join(ctx.lang === "zh" ? "、" : ", ") });
  }
  return ctx.t("why_combo");
}

// A play's keys in words: ranks as they are, the jokers named (大王/小王 in 中文).
function keysText(keys, ctx) {
  const jokers = ctx.lang === "zh" ? { BJ: "大王", SJ: "小王" } : { BJ: "big joker", SJ: "small joker" };
  return keys.map((k) => jokers[k] ?? k).join(" ");
}

// Selecting a card also selects nothing else; a card that is a play on its
// own (UNO) is played at once unless several plays share it.
function onCard(i, table, ctx, redraw) {
  if (selected.has(i)) selected.delete(i);
  else selected.add(i);
  const found = matches(table, ctx);
  const single = table.plays.every((p) => p.keys.length === 1);
  if (single && found.length === 1 && selected.size === 1) {
    selected.clear();
    ctx.act(found[0].a);
    return;
  }
  redraw();
}

function handNode(table, ctx, redraw) {
  const fan = el("div", "card-hand hand");
  const playable = new Set(table.plays.flatMap((p) => p.keys));
  const single = table.plays.length && table.plays.every((p) => p.keys.length === 1);
  const want = Boolean(ctx.prefs.uno);
  table.hand.forEach((card, i) => {
    const p = piece(card.code);
    p.dataset.index = i;
    if (single) {
      // a card that is one play on its own: the click plays it (marked for tests and tools)
      let own = table.plays.filter((q) => q.keys[0] === card.key);
      if (table.call && own.some((q) => q.call)) own = own.filter((q) => q.call === want);
      if (own.length === 1) p.dataset.action = own[0].a;
    }
    if (selected.has(i)) p.classList.add("selected");
    if (table.plays.length) {
      if (playable.has(card.key)) p.classList.add("playable");
      p.addEventListener("click", () => onCard(i, table, ctx, redraw));
    }
    fan.append(p);
  });
  return fan;
}

function actionBar(table, ctx, redraw) {
  const bar = el("div", "action-bar");
  const found = matches(table, ctx);
  if (table.plays.length) {
    if (found.length > 1) {
      for (const p of found) bar.append(button(p.d, p.a, ctx, "play-choice"));
    } else {
      const play = button(table.words.play, found.length === 1 ? found[0].a : null, ctx, "primary play");
      play.id = "play";
      play.disabled = found.length !== 1;
      if (found.length === 1) play.title = found[0].d;
      play.addEventListener("click", () => selected.clear());
      bar.append(play);
      const why = whyNot(table, ctx);
      if (why) {
        const note = el("span", "why-not", why);
        note.id = "why-not";
        note.setAttribute("role", "status");
        bar.append(note);
      }
    }
    const clear = el("button", "act", table.words.clear);
    clear.type = "button";
    clear.disabled = selected.size === 0;
    clear.addEventListener("click", () => {
      selected.clear();
      redraw();
    });
    bar.append(clear);
  }
  if (table.call) {
    const label = el("label", "toggle uno-call");
    const box = el("input");
    box.type = "checkbox";
    box.id = "uno-call";
    box.checked = Boolean(ctx.prefs.uno);
    box.addEventListener("change", () => {
      ctx.setPref("uno", box.checked, true);
      redraw();
    });
    label.append(box, " ", table.call.label);
    bar.append(label);
  }
  bar.append(buttonsBar(table.buttons, ctx));
  // hints: the legal plays, each selecting its cards when clicked
  if (table.plays.length > 1 && table.plays.some((p) => p.keys.length > 1)) {
    const hints = el("div", "hints");
    const seen = new Set();
    for (const p of table.plays) {
      const sig = p.keys.join(" ");
      if (seen.has(sig) || hints.childElementCount >= 16) continue;
      seen.add(sig);
      const h = el("button", "hint", keysText(p.keys, ctx));
      h.type = "button";
      h.title = p.d;
      h.addEventListener("click", () => {
        selected.clear();
        const used = new Set();
        for (const key of p.keys) {
          const i = table.hand.findIndex((c, j) => c.key === key && !used.has(j));
          if (i >= 0) used.add(i);
        }
        selected = used;
        redraw();
      });
      hints.append(h);
    }
    bar.append(hints);
  }
  return bar;
}

function pileNode(table) {
  const pile = table.pile;
  const box = el("div", "pile");
  if (!pile) return box;
  if (pile.count !== null && pile.count !== undefined) {
    const draw = el("div", "draw-pile");
    const b = el("span", "back");
    b.innerHTML = cardBackSvg();
    draw.append(b, el("b", "count", pile.count));
    draw.title = table.words.draw_pile || "";
    box.append(draw);
  }
  if (pile.top) box.append(piece(pile.top, "top-card"));
  if (pile.colour) {
    const c = el("span", `colour-dot colour-${pile.colour}`, pile.colour_name);
    box.append(c);
  }
  if (pile.direction) box.append(el("span", "direction", pile.direction));
  return box;
}

export function draw(board, table, ctx) {
  stopHandEndCountdown();
  const handKey = table.hand.map((c) => c.code).join(",") + `|${table.plays.length}`;
  if (handKey !== lastHandKey) {
    selected = new Set([...selected].filter((i) => i < table.hand.length && table.plays.length));
    if (!table.plays.length) selected.clear();
    lastHandKey = handKey;
  }
  const redraw = () => {
    board.replaceChildren();
    draw(board, table, ctx);
  };
  const root = el("div", "cards-table");
  const others = el("div", "others");
  for (const s of seatOrder(ctx).slice(ctx.seat === null ? 0 : 1)) {
    const seat = table.seats[s];
    const box = el("div", "other-seat");
    box.dataset.seat = s;
    box.append(seatBadge(s, ctx, [...seat.marks, String(seat.score)]));
    if (seat.hand) {
      const h = el("span", "pieces small");
      for (const c of seat.hand) h.append(piece(c.code ?? c));
      box.append(h);
    } else box.append(backs(seat.count));
    box.append(playNode(seat));
    if (s === ctx.lastSeat) box.classList.add("last");
    others.append(box);
  }
  root.append(others);
  const centre = el("div", "cards-centre");
  centre.append(pileNode(table), centreBox(table.centre));
  root.append(centre);
  if (ctx.seat !== null) {
    const me = el("div", "my-seat");
    const seat = table.seats[ctx.seat];
    const head = el("div", "my-head");
    head.append(seatBadge(ctx.seat, ctx, [...seat.marks, String(seat.score)]), playNode(seat));
    me.append(head);
    if (ctx.replay && seat.hand) {
      const h = el("div", "card-hand hand");
      for (const c of seat.hand) h.append(piece(c.code ?? c));
      me.append(h);
    } else {
      me.append(handNode(table, ctx, redraw));
      me.append(actionBar(table, ctx, redraw));
    }
    root.append(me);
  }
  board.append(root);
  // a game of many hands (UNO to its target): the last hand's result until 继续
  if (handEndShown(table, ctx)) {
    const box = el("div", "overlay hand-end");
    box.append(endPanel(table.end), handEndFoot(table.end.hand_no, table.words.continue, ctx));
    showHandEnd(board, root, box);
  }
}
