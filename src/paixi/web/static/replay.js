// A finished game, step by step, on the game's own table: one seat's view
// or every hand open (the viewer select), the log of the steps so far beside it.
import { getLang, seatWord, t } from "./i18n.js";
import { drawBoard, winnersOf } from "./render.js";
import { FAMILIES } from "./tables/index.js";

const root = document.getElementById("replay");
const tableId = root.dataset.table;
const slider = document.getElementById("slider");
const viewer = document.getElementById("viewer");
let summary = null;
let step = 0;
let timer = null;
let data = null;

function $(id) {
  return document.getElementById(id);
}

function name(seat) {
  return `${t("seat", { n: seat })} ${seatWord(summary.seats[seat] ?? "")}`.trim();
}

async function load() {
  summary = await (await fetch(`/api/replays/${tableId}?lang=${getLang()}`)).json();
  slider.max = summary.steps.length;
  const keep = viewer.value;
  viewer.replaceChildren();
  const all = new Option(t("all_hands"), "all");
  viewer.append(all);
  for (let s = 0; s < summary.players; s++) viewer.append(new Option(`${t("view_of")}${t("colon")}${name(s)}`, String(s)));
  viewer.value = keep || "all";
  await show(summary.steps.length);
}

function stepText(entry) {
  if (!entry) return t("start");
  return entry.chance !== undefined ? t("chance") : `${name(entry.seat)}${t("colon")}${entry.text}`;
}

async function show(n) {
  step = Math.max(0, Math.min(n, summary.steps.length));
  slider.value = step;
  data = await (await fetch(`/api/replays/${tableId}/${step}?lang=${getLang()}`)).json();
  document.body.dataset.step = step;
  draw();
}

function draw() {
  $("stepno").textContent = t("step", { i: step, n: summary.steps.length });
  $("step-text").textContent = stepText(summary.steps[step - 1]);
  const log = $("log");
  log.replaceChildren();
  for (const entry of summary.steps.slice(0, step)) {
    if (entry.chance !== undefined) continue;
    const li = document.createElement("li");
    li.textContent = stepText(entry);
    log.append(li);
  }
  log.lastElementChild?.classList.add("latest");
  log.scrollTop = log.scrollHeight;
  const all = viewer.value === "all";
  const seat = all ? 0 : Number(viewer.value);
  const view = data.views[seat];
  const layout = all ? data.open || view.layout : view.layout;
  const board = $("board");
  board.replaceChildren();
  const last = summary.steps[step - 1];
  const ctx = {
    seat, players: data.views.length, replay: true, names: data.views.map((v) => name(v.seat)),
    act: () => {}, toAct: data.to_act, lastSeat: last && last.seat !== undefined ? last.seat : null,
    prefs: { step: true, seenHand: Infinity }, setPref: () => {}, terminal: data.terminal, t,
    dice: root.dataset.kind.includes("dice"),
  };
  board.dataset.family = layout ? layout.family : "generic";
  if (layout && FAMILIES[layout.family]) FAMILIES[layout.family].draw(board, layout, ctx);
  else drawBoard(board, view.obs, ctx);
  const scores = $("scores");
  scores.replaceChildren();
  scores.hidden = !data.returns;
  if (data.returns) {
    const winners = data.returns.length > 1 ? winnersOf(data.returns) : new Set();
    const table = document.createElement("table");
    table.className = "list standings";
    data.returns.forEach((r, s) => {
      const tr = document.createElement("tr");
      if (winners.has(s)) tr.className = "winner";
      // halves kept (三门老 settles in half points: rounding breaks the zero sum)
      for (const text of [name(s), String(Math.round(r * 100) / 100), winners.has(s) ? `★ ${t("winner")}` : ""]) {
        const td = document.createElement("td");
        td.textContent = text;
        tr.append(td);
      }
      table.append(tr);
    });
    const h = document.createElement("h2");
    h.textContent = t("game_over");
    scores.append(h, table);
  }
}

function stop() {
  clearInterval(timer);
  timer = null;
  $("play").textContent = t("play");
}

$("first").addEventListener("click", () => { stop(); show(0); });
$("prev").addEventListener("click", () => { stop(); show(step - 1); });
$("next").addEventListener("click", () => { stop(); show(step + 1); });
$("last").addEventListener("click", () => { stop(); show(summary.steps.length); });
$("play").addEventListener("click", () => {
  if (timer) return stop();
  if (step >= summary.steps.length) show(0);
  $("play").textContent = t("pause");
  timer = setInterval(() => (step >= summary.steps.length ? stop() : show(step + 1)), 700);
});
slider.addEventListener("input", () => { stop(); show(Number(slider.value)); });
viewer.addEventListener("change", draw);
window.addEventListener("langchange", load);
load();
