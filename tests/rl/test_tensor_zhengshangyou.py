"""争上游's observation tensor on constructed positions: the trick, the tribute."""

from __future__ import annotations

import random

from paixi.games.zhengshangyou import GAME

EXAMPLE = (
    "zhengshangyou 4 - 3D,4H,5H,5C,5D,6S,7S,9S,10H,JS,JD,QC,KC/3H,4S,7C,7D,9H,9D,10D,QD,KH,AS,"
    "AH,2H/3S,3C,4D,5S,6C,6D,7H,JH,JC,QS,QH,AD,2S,SJ/4C,6H,9C,KS,KD,AC,2C,2D,BJ play 0 - "
    "1:10S+10C,2:pass,3:8S+8H+8C+8D 0 0,0,0,0 -"
)
EIGHT, TEN, FIVE = 5, 7, 2


def test_trick_planes_are_seen_from_each_seat() -> None:
    state = GAME.from_position(EXAMPLE)
    spec = GAME.tensor_spec(4, state.options)
    mine = state.observation_tensor(0)
    standing = spec.view(mine, "standing_play")
    assert standing[EIGHT] == 1.0 and sum(standing) == 1.0
    assert spec.view(mine, "standing_player") == [0, 0, 0, 1.0]
    assert spec.view(mine, "passed") == [0, 0, 1.0, 0]
    assert spec.view(mine, "played")[1 * 15 + TEN] == 0.5
    assert spec.view(mine, "my_hand")[FIVE] == 0.75
    # 3 fives in my hand, none played: one unseen.
    assert spec.view(mine, "unseen")[FIVE] == 0.25
    assert spec.view(mine, "unseen")[EIGHT] == 0.0
    theirs = state.observation_tensor(1)
    assert spec.view(theirs, "standing_player") == [0, 0, 1.0, 0]
    assert spec.view(theirs, "passed") == [0, 1.0, 0, 0]
    assert spec.view(theirs, "played")[TEN] == 0.5


def test_the_tribute_ranks_reach_only_the_two_seats_involved() -> None:
    rng = random.Random(5)
    state = GAME.new_game(4, None, seed=5)
    while state.observation(0)["phase"] != "return":
        state.apply(rng.choice(state.legal_actions()))
    spec = GAME.tensor_spec(4, state.options)
    tribute = state.tribute
    for seat in range(4):
        tensor = state.observation_tensor(seat)
        given = spec.view(tensor, "tribute_given")
        involved = seat in (tribute["from"], tribute["to"])
        assert sum(given) == (1.0 if involved else 0.0)
        assert spec.view(tensor, "tribute_to")[(tribute["to"] - seat) % 4] == 1.0
        assert spec.view(tensor, "phase") == [0, 1.0, 0, 0]
