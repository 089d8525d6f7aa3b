// Stepping through a finished game: every seat's view after each step.
import { getLang, t } from "./i18n.js";
import { drawBoard, drawScores } from "./render.js";

const root = document.getElementById("replay");
const tableId = root.dataset.table;
const slider = document.getElementById("slider");
let summary = null;
let step = 0;

async function load() {
  summary = await (await fetch(`/api/replays/${tableId}?lang=${getLang()}`)).json();
  slider.max = summary.steps.length;
  await show(summary.steps.length);
}

async function show(n) {
  step = Math.max(0, Math.min(n, summary.steps.length));
  slider.value = step;
  const data = await (await fetch(`/api/replays/${tableId}/${step}?lang=${getLang()}`)).json();
  document.getElementById("stepno").textContent = t("step", { i: step, n: summary.steps.length });
  const last = summary.steps[step - 1];
  let text = t("start");
  if (last) text = last.chance !== undefined ? `${t("chance")}: ${last.chance}` : `${summary.seats[last.seat] ?? ""} (${t("seat", { n: last.seat })}): ${last.text}`;
  document.getElementById("step-text").textContent = text;
  const box = document.getElementById("views");
  box.replaceChildren();
  for (const v of data.views) {
    const panel = document.createElement("section");
    panel.className = "replay-view";
    if (v.seat === data.to_act) panel.classList.add("to-act");
    const h = document.createElement("h2");
    h.textContent = `${t("seat", { n: v.seat })} ${summary.seats[v.seat] ?? ""}`;
    const board = document.createElement("div");
    board.className = "board";
    drawBoard(board, v.obs, { seat: v.seat, players: data.views.length, dice: root.dataset.kind.includes("dice") });
    panel.append(h, board);
    box.append(panel);
  }
  drawScores(document.getElementById("scores"), data.returns, summary.seats, { seat: null });
}

document.getElementById("first").addEventListener("click", () => show(0));
document.getElementById("prev").addEventListener("click", () => show(step - 1));
document.getElementById("next").addEventListener("click", () => show(step + 1));
document.getElementById("last").addEventListener("click", () => show(summary.steps.length));
slider.addEventListener("input", () => show(Number(slider.value)));
window.addEventListener("langchange", load);
load();
