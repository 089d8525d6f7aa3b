"""The new-table form in 中文: each option's label and help, and its choices.

The engine's options carry an English help line (``paixi.core.options``);
a person choosing options in 中文 reads these instead. ``LABELS[game][name]``
is ``(label, help)``; ``CHOICES`` words a choice that is an English word
(numbers and Chinese terms stay as they are). An option missing here falls
back to its id and English help, and a test keeps the table complete.
"""

from __future__ import annotations

LABELS: dict[str, dict[str, tuple[str, str]]] = {
    "baya": {"dice": ("骰子数", "每人开局的骰子数")},
    "ceyunqi": {
        "first_index": ("首张位置", "先取的第一张牌的位置"),
        "opening_pair_counts": ("开门对计分", "开门的一对记3分"),
        "wudian_value": ("五点的分", "五点的分值（0：不算一组）"),
        "kuai_threshold": ("正快门槛", "正快要求其余两半点数之和至少为此数"),
        "grading": ("牙牌神数", "报出牙牌神数的等次"),
    },
    "chaiwugui": {"exposure": ("翻开方式", "按列翻开或按半列翻开")},
    "chuanpai": {
        "copies": ("每种张数", "每种牌5张（共105张）或4张（共84张）"),
        "hand_size": ("每家张数", "每家发牌张数"),
        "dealer_threshold": ("庄家陀数", "庄家开牌和胡牌所需的陀数"),
        "other_threshold": ("闲家陀数", "闲家开牌和胡牌所需的陀数"),
        "required_mao": ("卯数", "开牌和胡牌所需的卯数"),
        "sitout_pays": ("歇家也付", "没有开牌的人也像输家一样付给赢家"),
        "min_active": ("最少开牌人数", "开局至少要有几家开牌"),
        "allow_baozi": ("允许包子", "不够条件的人也可以当包子上场"),
        "dealer_redeal_vote": ("庄家可要求重洗", "牌差的庄家可以要求重洗"),
        "eliminations": ("出局规则", "执行“不能继续”的出局规则"),
        "max_fan": ("番数上限", "结算时计算的番数上限（空：不限）"),
        "stake": ("底注", "每分的钱数"),
        "rounds": ("局数", "一场打几局"),
    },
    "chuiniu": {
        "dice_per_player": ("每人骰子数", "每个骰盅里的骰子数"),
        "min_count": ("最少叫数", "叫数的下限（默认：人数）"),
        "ones_wild": ("一当百搭", "一可以当任何点数（叫一时除外）"),
        "ones_lose_wild_when_called": ("叫一斋", "有人叫过一之后，一不再百搭"),
        "ones_rank": ("一的大小", "同样个数时一算最小还是最大"),
        "straight_reroll": ("顺子重摇", "五颗骰子成顺子时亮出重摇"),
        "qiang_kai": ("抢开", "其他任何一家都可以开"),
        "next_starter": ("下局先叫", "下一局由谁先叫"),
        "rounds": ("局数", "一场打几局"),
    },
    "daer": {
        "seats": ("座位数", "4：三家打牌加底家；3：三家，没有底家"),
        "dead_bottom": ("压底张数", "压底的牌数"),
        "min_hu": ("起胡数", "胡牌最少要几胡"),
        "red_hu_min": ("红胡张数", "红胡需要的红牌张数"),
        "mult_red": ("红胡倍数", "红胡的倍数"),
        "mult_black": ("乌胡倍数", "乌胡的倍数"),
        "mult_tian": ("天胡倍数", "天胡的倍数"),
        "mult_di": ("地胡倍数", "地胡的倍数"),
        "dijia_share": ("底家所得", "底家每次胡牌得一倍，或每个输家付一分"),
        "guo_on_own_discard": ("自打成过张", "自己打出的牌也记为过张"),
        "guo_blocks_hu": ("过张不胡", "过张的牌不能胡"),
        "instant_win": ("起手即胡", "起手三垅或五坎立即胡牌"),
        "stake": ("底注", "每分的钱数"),
        "rounds": ("局数", "一场打几局（底家随庄家轮换）"),
    },
    "gandengyan": {
        "decks": ("副数", "自动：两人一副，否则两副"),
        "triple_follow": ("三张怎么压", "只能大一点，或任何更大的三张"),
        "bomb_doubling": ("炸弹翻倍", "每出一个炸弹，所有付分翻倍"),
        "joker_pair_bomb": ("双王炸", "一对王单出是最大的炸弹"),
        "pass_locks": ("不要即出局", "不要之后本轮不能再出"),
        "hands": ("副数（局）", "一场打几副"),
    },
    "hedang": {
        "exempt_combos": ("可出的正短组合", "手里有长牌时仍可领出的正加短组合"),
        "sale_price": ("卖庄价", "买庄的人付给卖庄的人几注（至少0）"),
        "stake": ("底注", "每注的钱数（至少0）"),
        "rounds": ("局数", "一场结算几局"),
    },
    "jielong": {
        "sets": ("副数", "一副（32张）或两副混用（64张）"),
        "hand_size": ("每人张数", "每人几张（默认按规则表）"),
        "first_player": ("谁先出", "掷骰决定、三六先出（拿三六的人先出），或指定座位"),
        "open_ends": ("龙头", "两头都能接，或只有一头"),
        "sleep_only_when_blocked": ("接不上才睡", "只有接不上时才能扣牌睡觉"),
        "settlement": ("结算方式", "赢家输家结算，或两两结算"),
    },
    "longmajiang": {
        "decks": ("副数", "自动：四人以下一副，否则两副"),
        "variant": ("打法", "桥式打法：两人各打两个座位"),
        "payment": ("谁付", "输家都付，或点炮的人一人全付"),
        "tongse": ("同色", "同一花色，或同一颜色"),
        "set_wilds": ("JQK 配组", "J、Q、K 在组里只配同花色，或任意花色"),
        "chenglong_same_suit": ("成龙同花", "成龙的三个顺子要同一花色"),
        "first_dealer": ("首局庄家", "随机，或指定座位号"),
        "hands": ("盘数", "一场打几盘"),
    },
    "mcr": {
        "rounds": ("圈数", "一场打几圈，每圈四盘"),
        "single_hand": ("只打一盘", "只打一盘（0号坐庄，东风圈）"),
        "ask_all": ("每次都问三家", "每次打牌后都问其余三家，连能不能吃碰也不透露"),
    },
    "sanmenlao": {
        "zhizun_scope": ("至尊能压", "幺二四跟出时能压什么"),
        "enforce_lead_rules": ("出牌限制", "执行出牌规则二和三"),
        "rule1_penalty": ("单天独九一斧头罚", "执行单天独九一斧头的罚则"),
        "sold_seller": ("卖至尊的人", "卖出幺二四的人怎么结算"),
        "stake": ("底注", "每手的钱数（至少0）"),
        "rounds": ("局数", "一场打几局"),
    },
    "tongwuguan": {
        "layout": ("摆法", "每关6张加添牌2张，或每关5张加添牌7张"),
        "kuai_threshold": ("正快门槛", "正快要求其余两半点数之和至少为此数"),
        "allow_wudian": ("五点", "五点算一组"),
        "take_rule": ("取牌", "能取时可以不取，或能取必取"),
        "short_deal": ("添牌不足", "整行上移，或由玩家选关"),
    },
    "tuimo": {"alignment": ("摆法", "两排怎样对齐")},
    "uno": {
        "target": ("目标分", "谁先到这个分数，比赛结束"),
        "scoring": ("计分", "赢家收分，或罚分制"),
        "wd4_restriction": ("王牌+4 限制", "什么时候可以出王牌+4"),
        "wd4_challenge": ("质疑+4", "可以质疑王牌+4（无限制时不可）"),
        "start_reverse": ("起始翻转", "起始牌是翻转时怎么办"),
        "start_wild": ("起始王牌", "起始牌是王牌时怎么办"),
        "uno_penalty": ("没喊 UNO 罚", "被抓时摸几张"),
        "uno_penalty_per_catcher": ("每人各罚", "每个抓到的人各加一次罚"),
        "stacking": ("叠加", "+2 可以叠加"),
        "jump_in": ("抢出", "同样的牌可以不按顺序抢出"),
        "multi_play": ("配对", "几张一样的牌一起出"),
        "two_player_counter": ("两人反制", "两人时可以反制跳过和翻转"),
        "wild_powers": ("王牌能力", "王牌可以指定颜色、看牌或换牌"),
        "death_number": ("死亡数字", "死亡数字规则"),
        "judgment_day": ("审判日契约", "审判日契约规则"),
    },
    "zhengshangyou": {
        "decks": ("副数", "一副（54张）或两副（108张）"),
        "triple_is_bomb": ("三张算炸", "三张一样的算炸弹"),
        "joker_rocket": ("王炸", "大小王一起是最大的炸弹"),
        "min_straight": ("顺子最短", "顺子最少几张"),
        "min_pair_run": ("连对最短", "连对最少几对"),
        "pass_locks": ("不要即出局", "不要之后这一轮不能再出"),
        "first_lead": ("首局先出", "红桃3先出，或庄家先出"),
        "tribute": ("进贡", "下游把最大的牌贡给上游，上游还一张"),
        "place_points": ("名次得分", "第一、第二……名的得分（用逗号分开）"),
        "target": ("目标分", "比赛目标分（唯一最高者赢）"),
    },
}

CHOICES: dict[str, str] = {
    "none": "无",
    "yapai": "牙牌神数",
    "columns": "按列",
    "half_columns": "按半列",
    "multiplier": "一倍",
    "per_loser": "每个输家一分",
    "auto": "自动",
    "plus_one": "大一点",
    "any_higher": "任何更大",
    "all": "全部",
    "he_ren": "和牌人牌",
    "dice": "掷骰",
    "three_six": "三六先出",
    "both": "两头",
    "one": "一头",
    "winner_loser": "赢家输家",
    "pairwise": "两两",
    "standard": "标准",
    "bridge": "桥式",
    "all_losers": "输家都付",
    "discarder": "点炮者付",
    "suit": "同花色",
    "colour": "同颜色",
    "same_suit": "同花色",
    "any_suit": "任意花色",
    "any_two_tile": "任何两张",
    "dianzi_pair": "点子对",
    "exempt": "免",
    "normal": "照常",
    "optional": "可以不取",
    "mandatory": "能取必取",
    "shift": "上移",
    "choose": "选关",
    "straight": "直排",
    "folded": "折排",
    "winner_collects": "赢家收分",
    "penalty": "罚分",
    "colour_or_number": "同颜色或同数字",
    "right_of_dealer": "庄家右手先出",
    "dealer": "庄家",
    "first_player_chooses": "先出的人选颜色",
    "redraw": "重翻",
    "plus2": "+2",
    "seed": "种子规则",
    "heart3": "红桃3",
    "low": "最小",
    "high": "最大",
    "loser": "输家",
    "winner": "赢家",
    "random": "随机",
}

TABLE_DEFAULTS: dict[str, dict[str, object]] = {
    # one 大贰 round leaves a 4-seat table's 底家 without a move all game; over
    # four rounds the 底家 moves with the dealer (rules §4)
    "daer": {"rounds": 4},
    # one 川牌 round often ends void or drawn (0/0/0): a match of four
    "chuanpai": {"rounds": 4},
}
"""Defaults the new-table form offers where the engine's (one round) would
make a poor evening at the table."""


def zh_label(game_id: str, name: str) -> tuple[str, str] | None:
    """``(label, help)`` of option ``name`` of ``game_id`` in 中文, or None."""
    return LABELS.get(game_id, {}).get(name)
