// The table page: one WebSocket to the server, which sends this seat's view
// after every change. A game with a table view (view.layout, built by
// paixi/web/tables/<game>.py) is drawn by its family's layout in tables/;
// any other game by the generic field-by-field table (render.js). The secret
// seat token lives in localStorage.
import { getLang, seatWord, t } from "./i18n.js";
import { actionLabel, drawBoard, winnersOf } from "./render.js";
import { endPanel, handEndShown } from "./tables/common.js";
import { FAMILIES } from "./tables/index.js";

const root = document.getElementById("table");
const tableId = root.dataset.table;
const tokenKey = `paixi-token-${tableId}`;
const prefsKey = `paixi-prefs-${tableId}`;
const diceGame = root.dataset.kind.includes("dice");
let ws = null;
let view = null;
let retry = 500;
let errorTimer = null;
let prefs = JSON.parse(localStorage.getItem(prefsKey) || "{}");

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
    const first = view === null || view.seat !== msg.seat;
    view = msg;
    if (first && view.seat !== null && prefs.autopass === false) {
      send({ type: "prefs", autopass: false }); // on at the server unless turned off
    }
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
  // "you (seat 0)" / "你（1号）": the log of some games names every seat by its number
  if (seat === view.seat) return t("you_seat", { n: seat });
  const base = info.name ? seatWord(info.name) : info.kind === "human" ? t("open_seat") : t("bot");
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
    chip.title = info.bot ? t("bot") : info.connected ? t("online") : t("offline");
    chip.textContent = `${dot} ${seatName(info.seat)}`;
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
    label.textContent = `${t("invite")}${t("colon")}`;
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
  send({ type: "act", seat: view.seat, action, step: view.step });
}

function setPref(key, value, quiet = false) {
  prefs[key] = value;
  localStorage.setItem(prefsKey, JSON.stringify(prefs));
  if (key === "autopass") send({ type: "prefs", autopass: Boolean(value) });
  if (!quiet) draw();
}

// --- the generic table (games without a view) -------------------------------

function drawActions(box, ctx) {
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

function drawGeneric(board, ctx) {
  const fields = document.createElement("div");
  fields.className = "generic";
  drawBoard(fields, view.obs, ctx);
  const bar = document.createElement("div");
  bar.className = "action-bar generic-actions";
  drawActions(bar, ctx);
  board.append(fields, bar);
}

// --- log, end of game ----------------------------------------------------------

const ANSWERS = new Set(["answered", "answer", "my_answer"]);

function drawLog() {
  const list = $("log");
  list.replaceChildren();
  // "South answered" / "East (you): pass" after every discard say nothing once
  // the window is over (a claim shows as its own line), as at 雀魂's table:
  // only this seat's own answer in the window still open is kept
  let open = view.log.length;
  while (view.window && open > 0 && ANSWERS.has(view.log[open - 1].key)) open--;
  view.log.forEach((entry, i) => {
    if (ANSWERS.has(entry.key) && (entry.key === "answered" || i < open || !view.window)) return;
    const li = document.createElement("li");
    li.textContent = entry.text;
    list.append(li);
  });
  const last = list.lastElementChild;
  if (last) last.classList.add("latest");
  list.scrollTop = list.scrollHeight;
}

let endClosed = false; // the game-over panel closed to look at the final table

function drawEnd() {
  const box = $("scores");
  box.replaceChildren();
  $("show-result")?.remove();
  if (!view.terminal || !view.returns) {
    box.hidden = true;
    return;
  }
  if (endClosed) {
    box.hidden = true;
    const reopen = document.createElement("button");
    reopen.type = "button";
    reopen.id = "show-result";
    reopen.className = "act primary show-result";
    reopen.textContent = t("show_result");
    reopen.addEventListener("click", () => {
      endClosed = false;
      drawEnd();
    });
    $("board").parentElement.append(reopen);
    return;
  }
  box.hidden = false;
  // title, standings and the buttons first (always in sight), the last hand's
  // detail below them, scrolling inside the panel if it is long
  const head = document.createElement("div");
  head.className = "end-head";
  const h = document.createElement("h2");
  const winners = winnersOf(view.returns);
  const solo = view.returns.length === 1;
  const who = winners.size ? `${t("winner")}${t("colon")}${[...winners].map(seatName).join(t("comma"))}` : t("level");
  h.textContent = solo ? t("game_over") : `${t("game_over")} — ${who}`;
  const close = document.createElement("button");
  close.type = "button";
  close.id = "close-result";
  close.className = "close";
  close.title = t("close");
  close.setAttribute("aria-label", t("close"));
  close.textContent = "×";
  close.addEventListener("click", () => {
    endClosed = true;
    drawEnd();
  });
  head.append(h, close);
  box.append(head);
  const layout = view.layout;
  const heading = (key) => {
    const h3 = document.createElement("h3");
    h3.textContent = t(key);
    return h3;
  };
  const table = document.createElement("table");
  table.className = "list standings";
  const order = view.returns.map((r, s) => [r, s]).sort((a, b) => b[0] - a[0]);
  for (const [r, seat] of order) {
    const tr = document.createElement("tr");
    const won = winners.has(seat) && !solo;
    if (won) tr.className = "winner";
    if (seat === view.seat) tr.classList.add("me");
    for (const text of [seatName(seat), points(r), won ? `★ ${t("winner")}` : ""]) {
      const td = document.createElement("td");
      td.textContent = text;
      tr.append(td);
    }
    table.append(tr);
  }
  if (layout?.end) box.append(heading("standings"));
  box.append(table);
  const links = document.createElement("div");
  links.className = "end-links";
  const again = document.createElement("button");
  again.type = "button";
  again.id = "play-again";
  again.className = "act primary";
  again.textContent = t("play_again");
  again.addEventListener("click", playAgain);
  const replay = document.createElement("a");
  replay.href = `/replay/${tableId}`;
  replay.id = "replay-link";
  replay.className = "act";
  replay.textContent = t("watch_replay");
  links.append(again, replay);
  box.append(links);
  // the last hand's result
  if (layout?.family === "mahjong" && layout.end) {
    const detail = FAMILIES.mahjong.endDetail(layout, drawCtx());
    detail.classList.remove("overlay");
    detail.querySelector(".hand-end-foot")?.remove();
    box.append(heading("last_hand"), detail);
  } else if (layout?.end) box.append(heading("last_hand"), endPanel(layout.end));
}

// Final points as the game counts them: whole numbers as they are, halves kept
// (三门老 settles in half points; rounding each would break the zero sum).
function points(r) {
  return Number.isInteger(r) ? String(r) : String(Math.round(r * 100) / 100);
}

async function playAgain() {
  const seats = view.seats.map((s) => (s.seat === view.seat ? "me" : s.kind === "human" ? "open" : s.kind));
  const body = {
    game: root.dataset.game,
    players: view.seats.length,
    seats,
    options: view.obs.options || {},
    name: localStorage.getItem("paixi-name") || "player",
    pace: root.dataset.pace || undefined,
  };
  const res = await fetch("/api/tables", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const data = await res.json();
  if (!res.ok) return showError(data.error || res.statusText);
  if (data.token) localStorage.setItem(`paixi-token-${data.id}`, data.token);
  location.href = data.url;
}

function lastSeat() {
  for (let i = view.log.length - 1; i >= 0; i--) {
    const s = view.log[i].seat;
    if (s !== null && s !== undefined && s >= 0) return s;
  }
  return null;
}

function drawCtx() {
  return {
    seat: view.seat,
    players: view.seats.length,
    dice: diceGame,
    names: view.seats.map((s) => seatName(s.seat)),
    act,
    toAct: view.to_act,
    lastSeat: lastSeat(),
    prefs,
    setPref,
    terminal: view.terminal,
    handPause: view.hand_pause || 0,
    nextHand: (hand) => {
      send({ type: "next", hand });
      setPref("seenHand", hand);
    },
    lang: getLang(),
    t,
  };
}

function draw() {
  const table = view.layout;
  const asked = Boolean(table && table.claim);
  const ctx = drawCtx();
  drawSeats();
  if (view.terminal) setStatus(t("game_over"), "over");
  else if (asked) setStatus(t("claim_now"), "your-turn");
  else if (view.window && view.to_act === null) setStatus(t("claims_open"), "waiting");
  else if (view.seats.some((s) => s.open) && view.to_act !== view.seat) {
    // the bots wait until every invited friend has sat down
    const open = view.seats.filter((s) => s.open).map((s) => t("seat", { n: s.seat }));
    setStatus(t("waiting_friends", { who: open.join(t("comma")) }), "waiting");
  } else if (view.to_act === null) setStatus("…", "waiting");
  else if (view.to_act === view.seat) setStatus(t("your_turn"), "your-turn");
  else if (view.seats[view.to_act]?.open) setStatus(t("waiting_open", { n: view.to_act }), "waiting");
  else setStatus(t("waiting_for", { who: seatName(view.to_act) }), "waiting");
  if (view.seat === null && !view.terminal) $("status").textContent += ` · ${t("spectator")}`;
  document.body.dataset.step = view.step;
  const board = $("board");
  board.replaceChildren();
  board.dataset.family = table ? table.family : "generic";
  if (table && FAMILIES[table.family]) FAMILIES[table.family].draw(board, table, ctx);
  else drawGeneric(board, ctx);
  // a hand's result is up: the next hand waits under it (see tables/common.js)
  if (table && handEndShown(table, ctx)) setStatus(t("hand_over"), "hand-end");
  drawLog();
  drawEnd();
  $("text").textContent = view.text;
}

// The rules page's markdown as text with its emphasis drawn: a heading line
// and **bold** in bold, `code` and fenced blocks as code (built from text
// nodes, never HTML).
function rulesNodes(text) {
  const frag = document.createDocumentFragment();
  for (const { line, fenced } of paragraphs(text)) {
    if (fenced) {
      frag.append(Object.assign(document.createElement("code"), { textContent: line }), "\n");
      continue;
    }
    const heading = /^#+\s*/.exec(line);
    const row = document.createElement(heading ? "b" : "span");
    const body = line.slice(heading ? heading[0].length : 0).replace(/^(\s*)[*-]\s/, "$1• ");
    for (const part of body.split(/(\*\*[^*]+\*\*|`[^`]+`)/)) {
      const bold = part.length > 4 && part.startsWith("**") && part.endsWith("**");
      const code = !bold && part.length > 2 && part.startsWith("`") && part.endsWith("`");
      if (bold || code) row.append(Object.assign(document.createElement(bold ? "b" : "code"), { textContent: part.slice(bold ? 2 : 1, bold ? -2 : -1) }));
      else if (part) row.append(part);
    }
    frag.append(row, "\n");
  }
  return frag;
}

// Markdown's lines, each paragraph or list item's wrapped lines joined (a
// space between words, none between CJK characters), the fence marks
// dropped and the lines between them marked ``fenced``.
function paragraphs(text) {
  const out = [];
  const block = (line) => !line.trim() || /^\s*([*-]\s|[#|>]|\d+\.\s)/.test(line);
  let fenced = false;
  for (const line of text.split("\n")) {
    if (line.startsWith("```")) {
      fenced = !fenced;
      out.push({ line: "", fenced: true, mark: true });
      continue;
    }
    const prev = out[out.length - 1];
    if (!fenced && !block(line) && prev && !prev.fenced && prev.line.trim() && !/^\s*[#|]/.test(prev.line)) {
      const word = /[\w.,;:)`*]$/.test(prev.line) && /^\s*[\w(`*]/.test(line);
      prev.line += (word ? " " : "") + line.trim();
    } else out.push({ line, fenced });
  }
  return out.filter((p) => !p.mark);
}

async function loadRules() {
  const res = await fetch(`/api/rules/${root.dataset.game}?lang=${getLang()}`);
  if (res.ok) $("rules").replaceChildren(rulesNodes((await res.json()).play)); // no position notation
}

$("rules-box").addEventListener("toggle", () => {
  if ($("rules-box").open) loadRules();
});
$("log-toggle")?.addEventListener("click", () => document.body.classList.toggle("show-log"));
window.addEventListener("langchange", (e) => {
  send({ type: "lang", lang: e.detail });
  if ($("rules-box").open) loadRules();
});
connect();
