# Issue 29 §2: each A and each B press, in every phase of every game, changes the frame, says a
# line or shows the refusal cue (seeded random presses through the real App; see answers.py); so
# does each long A (issue 47 §3: "what can I do?" where the game has no other use for it).
import pytest

from answers import check

SEEDS = (1, 2, 3)


@pytest.mark.parametrize("seed", SEEDS)
def test_konane_every_a_and_b_answers(seed):
    seen = check("konane", seed)
    assert {"setup", "play", "over"} <= seen, seen


@pytest.mark.parametrize("seed", SEEDS)
def test_aina_every_a_and_b_answers(seed):
    seen = check("aina", seed, presses=900, act_every=2)
    assert {"setup", "play", "over"} <= seen, seen


@pytest.mark.parametrize("seed", SEEDS)
def test_kawa_every_a_and_b_answers(seed):
    seen = check("kawa", seed, presses=700, act_every=2)
    assert {"setup", "play", "over"} <= seen, seen


@pytest.mark.parametrize("seed", SEEDS)
def test_hanafuda_every_a_and_b_answers(seed):
    seen = check("hanafuda", seed, presses=700, act_every=2)
    assert {"setup", "play", "over"} <= seen, seen


@pytest.mark.parametrize("seed", SEEDS)
def test_kapai_every_a_and_b_answers(seed):
    seen = check("kapai", seed)
    assert {"setup", "play", "over"} <= seen, seen


@pytest.mark.parametrize("game", ("konane", "aina", "kawa", "hanafuda", "kapai"))
def test_every_a_and_b_answers_on_16x16(game):
    more = {} if game in ("konane", "kapai") else {"presses": 700, "act_every": 2}
    seen = check(game, 7, board="pico-16x16", **more)
    assert {"setup", "play", "over"} <= seen, seen
