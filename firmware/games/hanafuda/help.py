# The game's console commands, one line each, for `help` (core/app.py). Loaded only when
# `help` is typed and dropped right after: the text stays out of the Pico's RAM during play.
LINES = (
    "players 2-6 | teams on|off | dealer 1-6|random | hands 1-12 | start: the set-up page",
    "field niu1: a card dealt to the field, or played/drawn with no match",
    "take kalo1 kalo3 [p2]: first the card played/drawn (kalo1), then the field card it captures (kalo3)",
    "  (p2: whose turn it is)",
    "ohana niu p3: P3 declares the 'ohana Niu, even out of turn (blocks a Storm Card)",
    "back niu1: while dealing, a field card marked by mistake goes back to the stack",
    "next [p2|random]: the next hand and its dealer",
    "cards: where every card is | where: the card under the cursor | score: points, hui, totals",
    "a card: niu ohia iliahi hala kalo ilima ki limu mao ulu fern kukui + its row 1-4; storm = fern4",
    "a card's label, as niu1 (20 bright A): its points, its kind (bright, animal, red/blue/plain/kapa",
    "  ribbon; a bare 0 is a plain card), a mark (A, 1...) telling that kind's cards apart in the hui",
)
