// The new-table form, generated from the game catalogue (each game's Options).
import { getLang, t } from "./i18n.js";

const form = document.getElementById("new-table");
let games = [];

function el(tag, attrs = {}, text) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

function gameName(g) {
  return getLang() === "zh" || g.en === g.zh ? g.zh : `${g.en} ${g.zh}`; // not "UNO UNO"
}

function optionInput(opt) {
  const id = `opt-${opt.name}`;
  let input;
  if (opt.kind === "bool") {
    input = el("input", { type: "checkbox", id, name: opt.name });
    input.checked = Boolean(opt.default);
  } else if (opt.choices) {
    input = el("select", { id, name: opt.name });
    // no default (大贰's seats: as many as the players): "auto" sends nothing
    if (opt.default === null) input.append(el("option", { value: "" }, t("auto")));
    const zh = getLang() === "zh" && opt.choices_zh;
    opt.choices.forEach((c, i) => {
      const o = el("option", { value: String(c) }, zh ? opt.choices_zh[i] : String(c));
      if (c === opt.default) o.selected = true;
      input.append(o);
    });
  } else if (opt.kind === "int" || opt.kind === "float") {
    input = el("input", { type: "number", id, name: opt.name, step: opt.kind === "int" ? "1" : "any" });
    if (opt.min !== null) input.min = opt.min;
    if (opt.max !== null) input.max = opt.max;
    if (opt.default !== null) input.value = opt.default;
    else input.placeholder = t("auto");
  } else {
    input = el("input", { type: "text", id, name: opt.name, value: opt.default ?? "" });
  }
  input.dataset.option = opt.name;
  input.dataset.kind = opt.kind;
  const label = el("label", { for: id });
  // 中文: the option's Chinese name and help; English: its id and help
  if (getLang() === "zh") label.append(el("b", {}, opt.label_zh || opt.name), " ", el("small", {}, opt.help_zh || ""));
  else label.append(el("code", {}, opt.name), " ", el("small", {}, opt.help || ""));
  const row = el("div", { class: "form-row" });
  row.append(label, input);
  return row;
}

// The bots of the game's ladder (each measured above the one below it,
// docs/bots.md); its trained policies (policy:NAME) only at the player count they learnt.
function seatSelect(i, game, n) {
  const select = el("select", { name: `seat-${i}`, "data-seat": String(i) });
  const bots = game.bots || ["random", "heuristic"];
  for (const kind of ["me", "open", "public", ...bots]) {
    select.append(el("option", { value: kind }, t(kind)));
  }
  for (const policy of game.policies || []) {
    if (policy.players === n) select.append(el("option", { value: policy.kind }, t("policy")));
  }
  select.value = i === 0 ? "me" : "heuristic";
  return select;
}

// One select per seat; choices already made are kept when the count changes.
function drawSeats(game, count) {
  const box = document.getElementById("seat-list");
  const kept = [...box.querySelectorAll("[data-seat]")].map((s) => s.value);
  const n = Math.max(game.min_players, Math.min(game.max_players, count || game.default_players));
  box.replaceChildren();
  for (let i = 0; i < n; i++) {
    const row = el("div", { class: "form-row" });
    const select = seatSelect(i, game, n);
    if (kept[i] && [...select.options].some((o) => o.value === kept[i])) select.value = kept[i];
    row.append(el("label", {}, t("seat", { n: i })), select);
    box.append(row);
  }
}

function drawForm(gameId) {
  const game = games.find((g) => g.id === gameId) || games[0];
  form.replaceChildren();
  const pick = el("select", { id: "game", name: "game" });
  for (const g of games) pick.append(el("option", { value: g.id }, gameName(g)));
  pick.value = game.id;
  pick.addEventListener("change", () => drawForm(pick.value));
  const players = el("input", { type: "number", id: "players", min: game.min_players, max: game.max_players, value: game.default_players });
  players.addEventListener("input", () => drawSeats(game, Number(players.value)));
  players.addEventListener("change", () => drawSeats(game, Number(players.value)));
  const name = el("input", { type: "text", id: "name", maxlength: "40", value: localStorage.getItem("paixi-name") || "" });
  const pace = el("select", { id: "pace", name: "pace" });
  for (const p of ["instant", "fast", "normal"]) pace.append(el("option", { value: p }, t(p)));
  pace.value = localStorage.getItem("paixi-pace") || "normal";
  form.append(
    rowOf(t("game"), pick),
    rowOf(t("players"), players),
    rowOf(t("your_name"), name),
    rowOf(t("pace"), pace),
    el("h2", {}, t("seats")),
    el("div", { id: "seat-list" }),
    el("h2", {}, t("options")),
  );
  for (const opt of game.options) form.append(optionInput(opt));
  const submit = el("button", { type: "submit", id: "create" }, t("create"));
  form.append(submit);
  drawSeats(game, game.default_players);
}

function rowOf(label, input) {
  const row = el("div", { class: "form-row" });
  row.append(el("label", { for: input.id }, label), input);
  return row;
}

function collect() {
  const options = {};
  for (const input of form.querySelectorAll("[data-option]")) {
    if (input.dataset.kind === "bool") options[input.dataset.option] = input.checked;
    else if (input.value !== "") options[input.dataset.option] = input.value;
  }
  const seats = [...form.querySelectorAll("[data-seat]")].map((s) => s.value);
  return {
    game: document.getElementById("game").value,
    players: Number(document.getElementById("players").value),
    name: document.getElementById("name").value.trim() || "player",
    seats,
    options,
    pace: document.getElementById("pace").value,
  };
}

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  const body = collect();
  localStorage.setItem("paixi-name", body.name);
  localStorage.setItem("paixi-pace", body.pace);
  const res = await fetch("/api/tables", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const data = await res.json();
  if (!res.ok) {
    let err = document.getElementById("form-error");
    if (!err) {
      err = el("p", { id: "form-error", class: "error", role: "alert" });
      form.append(err);
    }
    err.textContent = data.error || data.detail || res.statusText;
    return;
  }
  if (data.token) localStorage.setItem(`paixi-token-${data.id}`, data.token);
  location.href = data.url;
});

async function init() {
  games = await (await fetch("/api/games")).json();
  drawForm(form.dataset.chosen);
}

window.addEventListener("langchange", () => drawForm(document.getElementById("game")?.value));
init();
