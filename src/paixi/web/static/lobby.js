// "My tables" in the lobby: the tables this browser holds a seat at (their
// seat tokens are in localStorage), newest first, each with a link back in —
// so a table left half-played is found again (the server never lists a
// table by who sits there: the token stays in this browser).
import { getLang, t } from "./i18n.js";

const box = document.getElementById("my-tables-box");

async function show() {
  const mine = new Set();
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key.startsWith("paixi-token-")) mine.add(key.slice("paixi-token-".length));
  }
  if (!box || !mine.size) return;
  const res = await fetch("/api/tables");
  if (!res.ok) return;
  const lists = await res.json();
  const games = Object.fromEntries((await (await fetch("/api/games")).json()).map((g) => [g.id, g]));
  const rows = [
    ...lists.open.filter((x) => mine.has(x.id)).map((x) => [x, false]),
    ...lists.finished.filter((x) => mine.has(x.id)).map((x) => [x, true]),
  ];
  if (!rows.length) return;
  const table = document.getElementById("my-tables");
  for (const [x, done] of rows) {
    const tr = document.createElement("tr");
    const g = games[x.game];
    const name = g ? (getLang() === "zh" ? g.zh : g.en) : x.game;
    const link = document.createElement("a");
    link.href = done ? `/replay/${x.id}` : `/t/${x.id}`;
    link.textContent = done ? t("replay") : t("back_to_table");
    for (const text of [name, done ? t("finished") : t("playing")]) {
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

show();
