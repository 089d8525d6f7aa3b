// Shared by the family tables: small DOM helpers, seat labels, buttons.
// A family module exports draw(board, table, ctx): `table` is the per-game
// view the server built (paixi/web/tables/__init__.py documents each
// family's shape); ctx = {seat, players, names: [text], act(notation),
// lastSeat, toAct, prefs, setPref(key, value), lang, t}.
import { pieceElement } from "../pieces.js";

export function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = String(text);
  return e;
}

export function piece(code, cls) {
  const p = pieceElement(code);
  if (cls) p.classList.add(...cls.split(" "));
  return p;
}

export function button(label, action, ctx, cls = "") {
  const b = el("button", `act ${cls}`.trim(), label);
  b.type = "button";
  if (action) {
    b.dataset.action = action;
    b.addEventListener("click", () => ctx.act(action));
  }
  return b;
}

// Order of the seats round the table, starting from the viewer (or seat 0).
export function seatOrder(ctx) {
  const me = ctx.seat ?? 0;
  return Array.from({ length: ctx.players }, (_, k) => (me + k) % ctx.players);
}

export function seatBadge(seat, ctx, extra = []) {
  const b = el("div", "badge");
  b.dataset.seat = seat;
  if (seat === ctx.toAct) b.classList.add("to-act");
  if (seat === ctx.seat) b.classList.add("me");
  if (seat === ctx.lastSeat) b.classList.add("last");
  b.append(el("span", "name", ctx.names[seat]));
  for (const m of extra) if (m !== null && m !== undefined && m !== "") b.append(el("span", "mark", m));
  return b;
}

export function centreBox(rows) {
  const box = el("div", "centre-info");
  if (!rows || !rows.length) box.hidden = true;
  for (const [label, value] of rows || []) {
    const row = el("div", "info-row");
    row.append(el("span", "info-label", label), el("b", "info-value", value));
    box.append(row);
  }
  return box;
}

export function buttonsBar(buttons, ctx) {
  const bar = el("div", "button-bar");
  for (const b of buttons || []) bar.append(button(b.label, b.a, ctx, b.kind ? `kind-${b.kind}` : ""));
  return bar;
}

// The end-of-hand panel a view gives (title, lines, table).
export function endPanel(end) {
  const box = el("div", "end-detail");
  if (!end) return box;
  box.append(el("h3", "", end.title));
  for (const line of end.lines || []) box.append(el("p", "", line));
  if (end.table && end.table.length) {
    const table = el("table", "list");
    end.table.forEach((row, i) => {
      const tr = el("tr");
      for (const cell of row) {
        if (Array.isArray(cell)) {
          const td = el("td");
          const cards = el("span", "pieces small");
          for (const code of cell) cards.append(piece(code));
          td.append(cards);
          tr.append(td);
        } else tr.append(el(i === 0 ? "th" : "td", "", cell));
      }
      table.append(tr);
    });
    box.append(table);
  }
  return box;
}

// The pause between hands (paixi/web/between_hands.py): a hand's result panel
// stays up until the player presses 继续, or until the server's pause
// (ctx.handPause seconds) has run out, counted down beside the button.
const deadlines = {};
let countdown = null;

// Whether the table shows the last hand's result: a hand is over, the game
// is not, and this player has not gone on from it yet.
export function handEndShown(table, ctx) {
  return Boolean(table.end) && !ctx.replay && !ctx.terminal && (ctx.prefs.seenHand ?? 0) < table.end.hand_no;
}

export function stopHandEndCountdown() {
  clearInterval(countdown);
}

function goOn(handNo, ctx) {
  clearInterval(countdown);
  if ((ctx.prefs.seenHand ?? 0) >= handNo) return;
  if (ctx.nextHand) ctx.nextHand(handNo);
  else ctx.setPref("seenHand", handNo);
}

// Put a hand's result panel over the table: what lies under it cannot be
// clicked until the player goes on (the next hand may already be dealt).
// The page's status (table.js) says the hand is over while handEndShown.
export function showHandEnd(board, under, panel) {
  under.inert = true;
  board.append(panel);
}

// The foot of a result panel: 继续 (#hand-end-ok) and the countdown.
export function handEndFoot(handNo, label, ctx) {
  const ok = el("button", "act primary", label);
  ok.type = "button";
  ok.id = "hand-end-ok";
  ok.addEventListener("click", () => goOn(handNo, ctx));
  const foot = el("div", "hand-end-foot");
  foot.append(ok);
  if (ctx.handPause > 0 && !ctx.replay && ctx.nextHand) {
    if (!(handNo in deadlines)) deadlines[handNo] = Date.now() + ctx.handPause * 1000;
    const note = el("span", "countdown");
    note.id = "hand-end-countdown";
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadlines[handNo] - Date.now()) / 1000));
      note.textContent = ctx.t("next_hand_in", { n: left });
      if (left <= 0) goOn(handNo, ctx);
    };
    tick();
    clearInterval(countdown);
    countdown = setInterval(tick, 250);
    foot.append(note);
  }
  return foot;
}
