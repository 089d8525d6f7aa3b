// The dice table (吹牛, 拔牙): a cup per seat, the viewer's dice shown, a bid
// picker (count stepper + six faces, only legal bids enabled); after "open"
// every die is shown with the counted faces marked. Shape of `table`: see
// paixi/web/tables/__init__.py ("dice").
import { dieElement, hiddenDieSvg } from "../pieces.js";
import { buttonsBar, centreBox, el, seatBadge, seatOrder } from "./common.js";

let pickedCount = null;

function cup(seat, table, ctx) {
  const box = el("div", "cup-seat");
  box.dataset.seat = seat.seat;
  box.append(seatBadge(seat.seat, ctx, seat.marks));
  const cupEl = el("div", "cup");
  const reveal = table.reveal;
  if (seat.dice) {
    for (const f of seat.dice) {
      const d = dieElement(f);
      if (reveal && reveal.face && (f === reveal.face || (reveal.ones_wild && f === 1))) d.classList.add("counted");
      cupEl.append(d);
    }
  } else {
    for (let i = 0; i < seat.count; i++) {
      const d = el("span", "piece die hidden");
      d.innerHTML = hiddenDieSvg(26);
      cupEl.append(d);
    }
  }
  box.append(cupEl);
  if (seat.bid) box.append(el("div", "bubble", seat.bid));
  return box;
}

function picker(table, ctx) {
  const bids = table.bids;
  const box = el("div", "bid-picker");
  const counts = bids.counts;
  if (pickedCount === null || !counts.includes(pickedCount)) pickedCount = counts[0];
  const redraw = () => box.replaceWith(picker(table, ctx));
  const stepper = el("div", "stepper");
  const minus = el("button", "act step-down", "−");
  minus.type = "button";
  minus.disabled = pickedCount <= counts[0];
  minus.addEventListener("click", () => { pickedCount -= 1; redraw(); });
  const plus = el("button", "act step-up", "+");
  plus.type = "button";
  plus.disabled = pickedCount >= counts[counts.length - 1];
  plus.addEventListener("click", () => { pickedCount += 1; redraw(); });
  const value = el("b", "count-value", pickedCount);
  value.id = "bid-count";
  stepper.append(el("span", "muted", table.words.count), minus, value, plus);
  box.append(stepper);
  const faces = el("div", "faces");
  for (let f = 1; f <= 6; f++) {
    const key = `${pickedCount}x${f}`;
    const b = el("button", "act face");
    b.type = "button";
    b.append(dieElement(f));
    const action = bids.legal[key];
    if (action) {
      b.dataset.action = action;
      b.addEventListener("click", () => ctx.act(action));
    } else b.disabled = true;
    faces.append(b);
  }
  box.append(faces);
  return box;
}

export function draw(board, table, ctx) {
  const root = el("div", "dice-table");
  const seats = el("div", "cups");
  for (const s of seatOrder(ctx)) seats.append(cup(table.seats[s], table, ctx));
  root.append(seats);
  const centre = el("div", "dice-centre");
  centre.append(centreBox(table.centre));
  if (table.current) centre.append(el("div", "current-bid", table.current));
  if (table.reveal) centre.append(el("div", "reveal", table.reveal.text));
  if (table.history && table.history.length) {
    const h = el("ol", "bid-history");
    for (const line of table.history.slice(-8)) h.append(el("li", "", line));
    centre.append(h);
  }
  root.append(centre);
  if (ctx.seat !== null && !ctx.replay) {
    const bar = el("div", "action-bar");
    if (table.bids) bar.append(picker(table, ctx));
    bar.append(buttonsBar(table.buttons, ctx));
    root.append(bar);
  }
  board.append(root);
}
