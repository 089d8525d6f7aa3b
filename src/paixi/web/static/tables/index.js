// The family layouts by name (view.layout.family).
import * as cards from "./cards.js";
import * as dice from "./dice.js";
import * as dominoes from "./dominoes.js";
import * as mahjong from "./mahjong.js";
import * as tricks from "./tricks.js";

export const FAMILIES = { mahjong, cards, dice, dominoes, tricks };
