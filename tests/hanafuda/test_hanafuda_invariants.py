# portable
# Invariants over seeded random hands (issue 17), 'ohana declared often: each hand holds the cards
# dealt less those played and those declared from it; the 48 cards are each in one place (unseen =
# the hands + the stack); a player with an empty hand keeps drawing until the stack is empty, and a
# hand ends only at the end of a turn with no card in any hand.
from core.rng import Rng
from games.hanafuda import rules as R
from games.hanafuda.deck import CARDS, STORM
from games.hanafuda.moves import legal_actions


def check(g, played, declared, draws):
    n = g.n
    for s in range(n):
        assert g.hand[s] == g.per_hand - played[s] - declared[s], (s, bytes(g.hand), played, declared)
    assert g.stack == CARDS - n * g.per_hand - g.field_want - draws
    assert g.count(R.UNSEEN) == sum(g.hand[:n]) + g.stack
    assert g.count(R.UNSEEN) + g.count(R.FIELD) + sum(g.count(R.CAPT + s) for s in range(n)) == CARDS
    if g.phase == R.PH_PLAY:
        if g.step == R.HAND:
            assert g.hand[g.active], "P%d plays from an empty hand" % (g.active + 1)
        else:
            assert g.stack, "P%d draws from an empty stack" % (g.active + 1)


def play_hand(seed, n, teams=False):
    rng = Rng(seed)
    g = R.Game(R.make_setup(n, seed, teams, R.RANDOM, 1))
    while g.phase == R.PH_DEAL:
        acts = legal_actions(g)
        g.apply(acts[rng.below(len(acts))])
    played, declared, draws = [0] * n, [0] * n, 0
    storm = None          # a wild Storm play that a declaration may still block: (seat, step)
    steps = 0
    while g.phase == R.PH_PLAY:
        check(g, played, declared, draws)
        acts = legal_actions(g)
        decl = [a for a in acts if a[0] == R.OP_OHANA]
        if decl and rng.below(2):
            a = decl[rng.below(len(decl))]
        else:
            a = acts[rng.below(len(acts))]
        step, active, stack = g.step, g.active, g.stack
        unseen = g.count(R.UNSEEN, a[1]) if a[0] == R.OP_OHANA else 0
        g.apply(a)
        blocked = a[0] == R.OP_OHANA and R.E_BLOCK in [g.ev[i] for i in range(0, len(g.ev), 4)]
        if blocked:       # the Storm's play is taken back: its card goes back where it came from
            if storm[1] == R.HAND:
                played[storm[0]] -= 1
            else:
                draws -= 1
        if a[0] == R.OP_OHANA:
            declared[a[2]] += unseen
            turn_over = False
        else:
            storm = (active, step) if a[2 if a[0] == R.OP_TAKE else 1] == STORM else None
            if step == R.HAND:
                played[active] += 1
            else:
                draws += 1
            turn_over = step == R.DRAW
        if g.phase != R.PH_PLAY:
            # the hand ends at the end of a turn (or with nothing left to draw), every hand empty
            assert sum(g.hand[:n]) == 0
            assert turn_over or g.stack == 0, (seed, n, "over after a declaration with %d to draw" % g.stack)
        elif turn_over:
            assert sum(g.hand[:n]) or g.stack, "a turn ended with no card in any hand, yet the hand goes on"
        steps += 1
        assert steps < 200
    check(g, played, declared, draws)
    return g


def test_random_hands_keep_every_card_in_one_place():
    for seed in range(60):
        play_hand(seed, 2 + seed % 5, teams=seed % 10 == 2)
