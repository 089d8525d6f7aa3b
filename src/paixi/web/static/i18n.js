// Language: 中文 / English. Kept in localStorage and in a cookie (so the
// server renders pages in the same language); the switch fires "langchange".
const WORDS = {
  en: {
    lobby: "Lobby", new_table: "New table", text_view: "text view", raw_view: "observation",
    log: "Log", replay: "replay", watch_replay: "Replay", your_turn: "Your turn", waiting_for: "Waiting for {who}",
    game_over: "Game over", hand_over: "Hand over", last_hand: "The last hand", standings: "Standings", level: "all level, nobody wins", seat: "seat {n}", you: "you", open_seat: "open seat",
    take_seat: "Take seat {n}", your_name: "Your name", invite: "Invite link",
    spectator: "You are watching", connecting: "connecting…", disconnected: "disconnected — reconnecting…",
    acted: "acted", points: "points", winner: "winner", players: "Players", game: "Game",
    seats: "Seats", me: "me", open: "open (a friend with the invite link)", public: "open (anyone)", random: "bot: random", heuristic: "bot: heuristic", "ismcts-fast": "bot: search (fast)", ismcts: "bot: search", "ismcts-strong": "bot: search (strong, ~1 s a move)", policy: "bot: trained policy (RL)",
    create: "Create table", options: "Options", chance: "chance", step: "step {i} of {n}",
    start: "start", filter: "filter actions…", bot: "bot", waiting_open: "waiting for a player to take seat {n}",
    copy: "copy", rules: "Rules", online: "online", offline: "offline",
    claim_now: "Claim?", claims_open: "Claims being answered…", play_again: "Play again",
    autopass: "Pass automatically when I cannot claim", pace: "Bot pace",
    compulsory: "(compulsory: no pass)", auto: "auto",
    instant: "instant", fast: "fast", normal: "normal", yes: "yes", no: "no",
    all_hands: "all hands open", view_of: "view of", play: "play", pause: "pause",
    colon: ": ", comma: ", ", you_seat: "you (seat {n})", waiting_friends: "waiting for friends to sit down: {who}",
    back_to_table: "back to the table", playing: "playing", finished: "finished", abandoned: "idle (nobody there)", state: "state", col_game: "game",
    next_hand_in: "next hand in {n} s", close: "Close", show_result: "Result",
    why_count: "cannot play these: a play now has {n} card(s)", why_combo: "cannot play these: not a combination, or not higher than the play to beat",
  },
  zh: {
    lobby: "大厅", new_table: "开新桌", text_view: "文字视图", raw_view: "观察数据",
    log: "记录", replay: "回放", watch_replay: "回放", your_turn: "轮到你了", waiting_for: "等待{who}",
    game_over: "对局结束", hand_over: "本局结束", last_hand: "最后一局", standings: "总成绩", level: "平局，无人赢", seat: "{n1}号", you: "你", open_seat: "空位",
    take_seat: "坐{n1}号", your_name: "你的名字", invite: "邀请链接",
    spectator: "你在观战", connecting: "连接中…", disconnected: "连接断开，正在重连…",
    acted: "已行动", points: "得分", winner: "赢家", players: "人数", game: "游戏",
    seats: "座位", me: "我", open: "空位（凭邀请链接）", public: "空位（任何人）", random: "机器人：随机", heuristic: "机器人：启发式", "ismcts-fast": "机器人：搜索（快）", ismcts: "机器人：搜索", "ismcts-strong": "机器人：搜索（强，每步约1秒）", policy: "机器人：训练的策略网络",
    create: "开桌", options: "选项", chance: "机会", step: "第{i}步 / 共{n}步",
    start: "开始", filter: "筛选…", bot: "机器人", waiting_open: "等待玩家坐{n1}号",
    copy: "复制", rules: "规则", online: "在线", offline: "离线",
    claim_now: "要不要？", claims_open: "等待各家表态…", play_again: "再来一局",
    autopass: "不能吃碰杠和时自动过", pace: "机器人速度",
    compulsory: "（必须，不能过）", auto: "自动",
    instant: "立即", fast: "快", normal: "正常", yes: "是", no: "否",
    all_hands: "明牌", view_of: "视角", play: "播放", pause: "暂停",
    colon: "：", comma: "、", you_seat: "你（{n1}号）", waiting_friends: "等待好友入座：{who}",
    back_to_table: "回到牌桌", playing: "进行中", finished: "已结束", abandoned: "已搁置（无人在场）", state: "状态", col_game: "游戏",
    next_hand_in: "{n} 秒后开始下一局", close: "关闭", show_result: "结果",
    why_count: "这几张不能出：现在只能出 {n} 张", why_combo: "这几张不能出：不成牌型，或压不过桌上的牌",
  },
};

export function getLang() {
  const saved = localStorage.getItem("paixi-lang");
  if (saved === "zh" || saved === "en") return saved;
  return document.cookie.includes("lang=zh") ? "zh" : "en";
}

// {n1}: a seat counted from 1 (中文 names seat 0 "1号"; English keeps "seat 0")
export function t(key, vars = {}) {
  const text = WORDS[getLang()][key] ?? WORDS.en[key] ?? key;
  const all = Number.isInteger(vars.n) ? { ...vars, n1: vars.n + 1 } : vars;
  return text.replace(/\{(\w+)\}/g, (_, k) => String(all[k] ?? ""));
}

const BOT_NAMES = {
  en: { random: "bot (random)", heuristic: "bot", "ismcts-fast": "bot (search, fast)", ismcts: "bot (search)", "ismcts-strong": "bot (search, strong)" },
  zh: { random: "随机机器人", heuristic: "机器人", "ismcts-fast": "搜索机器人（快）", ismcts: "搜索机器人", "ismcts-strong": "搜索机器人（强）" },
};

// A stored seat name: a person's own name, or a bot's kind in words
// (paixi/web/words.py words the lobby alike).
export function seatWord(name) {
  return BOT_NAMES[getLang()][name] ?? name;
}

export function setLang(lang) {
  localStorage.setItem("paixi-lang", lang);
  document.cookie = `lang=${lang}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = lang === "zh" ? "zh-CN" : "en";
  translateStatic();
  const button = document.getElementById("lang-switch");
  if (button) button.textContent = lang === "zh" ? "English" : "中文";
  window.dispatchEvent(new CustomEvent("langchange", { detail: lang }));
}

export function translateStatic() {
  for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
}

function serverRendered() {
  return !document.getElementById("table") && !document.getElementById("replay")
    && !document.getElementById("new-table");
}

function init() {
  const lang = getLang();
  const rendered = document.documentElement.lang.startsWith("zh") ? "zh" : "en";
  document.cookie = `lang=${lang}; path=/; max-age=31536000; samesite=lax`;
  // a lobby rendered in the other language (no cookie yet on this browser): render again
  if (rendered !== lang && serverRendered()) {
    location.reload();
    return;
  }
  document.documentElement.lang = lang === "zh" ? "zh-CN" : "en";
  translateStatic();
  const button = document.getElementById("lang-switch");
  if (button) {
    button.textContent = lang === "zh" ? "English" : "中文";
    button.addEventListener("click", () => {
      setLang(getLang() === "zh" ? "en" : "zh");
      if (serverRendered()) location.reload();
    });
  }
}

init();
