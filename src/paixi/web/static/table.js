// The table page: one WebSocket to the server, which sends this seat's view
// after every change. The secret seat token lives in localStorage.
import { getLang, t } from "./i18n.js";
import { actionLabel, drawBoard, drawScores } from "./render.js";

const root = document.getElementById("table");
const tableId = root.dataset.table;
const tokenKey = `paixi-token-${tableId}`;
const dice = root.dataset.kind.includes("dice");
let ws = null;
let view = null;
let retry = 500;
let errorTimer = null;

function $(id) {
  return document.getElementById(id);
}

function send(msg) {
  if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(msg));
}

function connect() {
  const proto = location.protocol === "https:" ? "wss" : "ws";
  ws = new WebSocket(`${proto}://${location.host}/ws/${tableId}`);
  setStatus(t("connecting"), "connecting");
  ws.addEventListener("open", () => {
    retry = 500;
    send({ type: "hello", token: localStorage.getItem(tokenKey), lang: getLang() });
  });
  ws.addEventListener("message", (event) => onMessage(JSON.parse(event.data)));
  ws.addEventListener("close", () => {
    setStatus(t("disconnected"), "disconnected");
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 5000);
  });
}

function onMessage(msg) {
  if (msg.type === "view") {
    view = msg;
    draw();
  } else if (msg.type === "seats" && view) {
    view.seats = msg.seats;
    drawSeats();
  } else if (msg.type === "claimed") {
    localStorage.setItem(tokenKey, msg.token);
  } else if (msg.type === "error") {
    showError(msg.message);
  }
}

function showError(text) {
  const box = $("error");
  box.textContent = text;
  box.hidden = false;
  clearTimeout(errorTimer);
  errorTimer = setTimeout(() => (box.hidden = true), 6000);
}

function setStatus(text, state) {
  const s = $("status");
  s.textContent = text;
  s.dataset.state = state;
  document.body.dataset.state = state;
}

function seatName(seat) {
  const info = view.seats[seat];
  if (!info) return t("seat", { n: seat });
  const base = info.name || (info.kind === "human" ? t("open_seat") : t(info.kind));
  return `${t("seat", { n: seat })} ${base}`;
}

function drawSeats() {
  const bar = $("seats");
  bar.replaceChildren();
  for (const info of view.seats) {
    const chip = document.createElement("div");
    chip.className = "seat-chip";
    chip.dataset.seat = info.seat;
    if (info.seat === view.to_act) chip.classList.add("to-act");
    if (info.seat === view.seat) chip.classList.add("me");
    const dot = info.bot ? "◆" : info.connected ? "●" : "○";
    chip.title = info.bot ? t("bot") : info.connected ? "online" : "offline";
    chip.textContent = `${dot} ${seatName(info.seat)}${info.seat === view.seat ? ` (${t("you")})` : ""}`;
    if (info.open && view.seat === null && (info.public || inviteSecret())) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "claim";
      b.dataset.seat = info.seat;
      b.textContent = t("take_seat", { n: info.seat });
      b.addEventListener("click", () => claim(info.seat));
      chip.append(" ", b);
    }
    bar.append(chip);
  }
  const invite = $("invite");
  invite.replaceChildren();
  if (view.invite && view.seats.some((s) => s.open) && !view.terminal) {
    const url = `${location.origin}${view.invite}`;
    const label = document.createElement("span");
    label.textContent = `${t("invite")}: `;
    const a = document.createElement("a");
    a.href = url;
    a.id = "invite-link";
    a.textContent = url;
    invite.append(label, a);
  }
}

function claim(seat) {
  const name = (prompt(t("your_name"), localStorage.getItem("paixi-name") || "") || "").trim();
  if (!name) return;
  localStorage.setItem("paixi-name", name);
  send({ type: "claim", seat, name, invite: inviteSecret() });
}

// The invite secret travels in the link's fragment (#invite=...), never to the server's logs.
function inviteSecret() {
  return new URLSearchParams(location.hash.slice(1)).get("invite");
}

function act(action) {
  send({ type: "act", seat: view.seat, action });
}

function drawActions(ctx) {
  const box = $("actions");
  box.replaceChildren();
  if (!view.legal.length) return;
  if (view.legal.length > 24) {
    const filter = document.createElement("input");
    filter.type = "search";
    filter.placeholder = t("filter");
    filter.className = "action-filter";
    filter.addEventListener("input", () => {
      const q = filter.value.trim().toLowerCase();
      for (const b of box.querySelectorAll("button.action")) {
        b.hidden = q !== "" && !b.dataset.action.toLowerCase().includes(q) && !b.textContent.toLowerCase().includes(q);
      }
    });
    box.append(filter);
  }
  const grid = document.createElement("div");
  grid.className = "action-grid";
  for (const action of view.legal) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "action";
    b.dataset.action = action.a;
    b.title = action.d;
    b.append(actionLabel(action, ctx));
    b.addEventListener("click", () => act(action.a));
    grid.append(b);
  }
  box.append(grid);
}

// Clicking a piece plays the one legal action that names it (or highlights several).
function wirePieces() {
  if (!view.legal.length) return;
  for (const piece of $("board").querySelectorAll(".field.mine .piece")) {
    const code = piece.dataset.code.replace(/#\d+$/, "").toLowerCase();
    const matches = view.legal.filter((a) => a.a.toLowerCase().split(/[\s,:()]+/).includes(code));
    if (!matches.length) continue;
    piece.classList.add("playable");
    piece.dataset.matches = String(matches.length);
    piece.addEventListener("click", () => {
      if (matches.length === 1) act(matches[0].a);
      else {
        for (const b of $("actions").querySelectorAll("button.action")) {
          b.classList.toggle("hint", matches.some((m) => m.a === b.dataset.action));
        }
      }
    });
  }
}

function drawLog() {
  const list = $("log");
  list.replaceChildren();
  for (const entry of view.log) {
    const li = document.createElement("li");
    li.textContent = entry.text;
    list.append(li);
  }
  list.scrollTop = list.scrollHeight;
}

function draw() {
  const ctx = { seat: view.seat, players: view.seats.length, dice };
  drawSeats();
  if (view.terminal) setStatus(t("game_over"), "over");
  else if (view.to_act === null) setStatus("…", "waiting");
  else if (view.to_act === view.seat) setStatus(t("your_turn"), "your-turn");
  else if (view.seats[view.to_act]?.open) setStatus(t("waiting_open", { n: view.to_act }), "waiting");
  else setStatus(t("waiting_for", { who: seatName(view.to_act) }), "waiting");
  if (view.seat === null && !view.terminal) $("status").textContent += ` · ${t("spectator")}`;
  document.body.dataset.step = view.step;
  drawBoard($("board"), view.obs, ctx);
  drawActions(ctx);
  wirePieces();
  drawLog();
  drawScores($("scores"), view.returns, view.seats.map((s) => seatName(s.seat)), ctx);
  $("text").textContent = view.text;
  $("raw").textContent = JSON.stringify(view.obs, null, 1);
}

async function loadRules() {
  const res = await fetch(`/api/rules/${root.dataset.game}?lang=${getLang()}`);
  if (res.ok) $("rules").textContent = (await res.json()).text;
}

$("rules-box").addEventListener("toggle", () => {
  if ($("rules-box").open) loadRules();
});
window.addEventListener("langchange", (e) => {
  send({ type: "lang", lang: e.detail });
  if ($("rules-box").open) loadRules();
});
connect();
