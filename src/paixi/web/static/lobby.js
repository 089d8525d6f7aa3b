// "My tables" in the lobby: the tables this browser holds a seat at (their
// seat tokens are in localStorage), newest first, each with its state (in
// play, abandoned, finished) and a link back in — so a table left
// half-played is found again, even once it has left the public list (the
// server never lists a table by who sits there: the token stays in this
// browser, which asks for its tables by id).
import { getLang, t } from "./i18n.js";

const box = document.getElementById("my-tables-box");

async function show() {
  const mine = [];
  if (!document.documentElement.lang.startsWith(getLang())) return "reloading"; // i18n.js renders the page again
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key.startsWith("paixi-token-")) mine.push(key.slice("paixi-token-".length));
  }
  if (!box || !mine.length) return;
  // in the public list, a table of mine is gone back to, not watched
  for (const id of mine) {
    for (const a of document.querySelectorAll(`#open-tables a[href="/t/${CSS.escape(id)}"]`)) {
      a.textContent = t("back_to_table");
    }
  }
  // by id: an abandoned table is in no public list, yet its players come back to it
  const res = await fetch(`/api/tables/mine?ids=${encodeURIComponent(mine.slice(0, 50).join(","))}`);
  if (!res.ok) return;
  const rows = await res.json();
  if (!rows.length) return;
  const games = Object.fromEntries((await (await fetch("/api/games")).json()).map((g) => [g.id, g]));
  const table = document.getElementById("my-tables");
  const head = document.createElement("tr");
  for (const word of [t("col_game"), t("state"), ""]) {
    const th = document.createElement("th");
    th.textContent = word;
    head.append(th);
  }
  table.append(head);
  for (const x of rows) {
    const done = x.status === "finished";
    const tr = document.createElement("tr");
    tr.dataset.status = x.status;
    const g = games[x.game];
    const name = g ? (getLang() === "zh" ? g.zh : g.en) : x.game;
    const link = document.createElement("a");
    link.href = done ? `/replay/${x.id}` : `/t/${x.id}`;
    link.textContent = done ? t("replay") : t("back_to_table");
    for (const text of [name, t(x.status)]) {
      const td = document.createElement("td");
      td.textContent = text;
      tr.append(td);
    }
    const td = document.createElement("td");
    td.append(link);
    tr.append(td);
    table.append(tr);
  }
  box.hidden = false;
}

// body[data-mine] says the list is complete (shown, or nothing to show): a
// screenshot or a test waits for it rather than for a guessed delay
show().then((how) => {
  if (how !== "reloading") document.body.dataset.mine = document.querySelectorAll("#my-tables tr[data-status]").length;
});
