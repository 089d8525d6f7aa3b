// Domino boards (通五关, 推磨, 拆乌龟, 测运气): labelled rows of tiles; a legal
// take is a group of tiles on a row — click a tile of it (or its button).
// A forced move (`table.auto`) plays itself unless the player steps.
// Shape of `table`: see paixi/web/tables/__init__.py ("dominoes").
import { button, buttonsBar, centreBox, el, piece } from "./common.js";

let autoTimer = null;

function rowNode(row, ctx) {
  const box = el("div", `dom-row${row.marked ? " marked" : ""}${row.spare ? " spare" : ""}${row.wrap ? " wrap" : ""}`);
  box.append(el("div", "row-label", row.label));
  const tiles = el("div", "row-tiles");
  const groupsOf = (i) => row.groups.filter((g) => g.idx.includes(i));
  row.tiles.forEach((code, i) => {
    const p = code === "back" ? el("span", "piece domino-back") : code ? piece(code) : el("span", "piece empty");
    p.dataset.index = i;
    const gs = groupsOf(i);
    if (gs.length) {
      p.classList.add("playable");
      if (gs.length === 1) p.dataset.action = gs[0].a;
      p.addEventListener("click", () => {
        if (gs.length === 1) ctx.act(gs[0].a);
        else for (const t of tiles.children) t.classList.toggle("hint", gs.some((g) => g.idx.includes(Number(t.dataset.index))));
      });
    }
    tiles.append(p);
  });
  box.append(tiles);
  if (row.groups.length) {
    const gbar = el("div", "groups");
    for (const g of row.groups) {
      const b = button(g.label, g.a, ctx, "group");
      const mark = (on) => {
        for (const i of g.idx) tiles.children[i]?.classList.toggle("hint", on);
      };
      b.addEventListener("mouseenter", () => mark(true));
      b.addEventListener("mouseleave", () => mark(false));
      gbar.append(b);
    }
    box.append(gbar);
  }
  return box;
}

export function draw(board, table, ctx) {
  clearTimeout(autoTimer);
  const root = el("div", "dom-board");
  const rows = el("div", "dom-rows");
  for (const row of table.rows) rows.append(rowNode(row, ctx));
  root.append(rows);
  const side = el("div", "dom-side");
  side.append(centreBox(table.centre));
  if (ctx.seat !== null && !ctx.replay) {
    const bar = el("div", "action-bar");
    bar.append(buttonsBar(table.buttons, ctx));
    if (table.auto || table.buttons.length) {
      const label = el("label", "toggle step-mode");
      const box = el("input");
      box.type = "checkbox";
      box.id = "step-mode";
      box.checked = Boolean(ctx.prefs.step);
      box.addEventListener("change", () => ctx.setPref("step", box.checked));
      label.append(box, " ", table.words.step);
      bar.append(label);
    }
    side.append(bar);
    if (table.auto && !ctx.prefs.step) {
      const action = table.auto;
      autoTimer = setTimeout(() => ctx.act(action), ctx.autoDelay ?? 400);
    }
  }
  root.append(side);
  board.append(root);
}
